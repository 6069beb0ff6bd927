import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';

import { collect, ensureCompiled, expectAllOk, runRanks, WORKERS } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

async function reference(world: number): Promise<number[]> {
  const env = { ...process.env };
  for (const k of ['RANK', 'WORLD_SIZE', 'LOCAL_RANK', 'LOCAL_WORLD_SIZE', 'SLURM_PROCID', 'SLURM_NTASKS']) delete env[k];
  const child = spawn(process.execPath, [join(WORKERS, 'ddp-loop.mjs'), 'reference', '20', String(world)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const r = await collect(child, 60_000, 'reference');
  expectAllOk([r]);
  return r.result.params;
}

function maxDiff(a: number[], b: number[]): number {
  expect(a.length).toBe(b.length);
  return a.reduce((m, v, i) => Math.max(m, Math.abs(v - b[i]!)), 0);
}

describe('DataParallelStrategy in a plain loop, real processes', () => {
  for (const world of [2, 3]) {
    test(`${world} ranks, 20 steps: parameters equal on every rank and equal to one process on the concatenated batch`, async () => {
      const [results, ref] = await Promise.all([runRanks('ddp-loop.mjs', world, { args: ['sync', '20'], timeoutMs: 90_000 }), reference(world)]);
      expectAllOk(results);
      const p0 = results[0]!.result.params as number[];
      // Float32 sums of the same terms in another order: differences of a few ulps, amplified
      // over 20 momentum steps, stay far below 1e-6.
      for (const r of results.slice(1)) expect(maxDiff(r.result.params, p0)).toBeLessThan(1e-6);
      expect(maxDiff(p0, ref)).toBeLessThan(1e-6);
      // Ranks started from different initializations: prepare() broadcast rank 0's.
      // Several buckets (tiny caps), and all but the last-completing ones started during backward.
      const stats = results[0]!.result.stats;
      expect(stats.buckets).toBeGreaterThan(2);
      expect(stats.launchedDuringBackward).toBeGreaterThan(0);
      // The last step's timeline, on the clock process.hrtime reads: every bucket started
      // once backward had made a gradient ready, and ended before the worker read the clock.
      const { firstReadyMs, finishCalledMs, bucketMs } = stats.timeline as { firstReadyMs: number; finishCalledMs: number; bucketMs: [number, number][] };
      expect(bucketMs).toHaveLength(stats.buckets);
      expect(finishCalledMs).toBeGreaterThanOrEqual(firstReadyMs);
      for (const [start, end] of bucketMs) {
        expect(start).toBeGreaterThanOrEqual(firstReadyMs);
        expect(end).toBeGreaterThanOrEqual(start);
        expect(end).toBeLessThanOrEqual(results[0]!.result.nowMs);
      }
      expect(Math.min(...bucketMs.map(([start]) => start))).toBeLessThan(finishCalledMs);
    });
  }

  test('gradient accumulation: skipping the sync on non-boundary micro-steps equals syncing every micro-step, and one process', async () => {
    const [skip, sync, ref] = await Promise.all([
      runRanks('ddp-loop.mjs', 2, { args: ['accum-skip', '20'], timeoutMs: 90_000 }),
      runRanks('ddp-loop.mjs', 2, { args: ['accum-sync', '20'], timeoutMs: 90_000 }),
      reference(2),
    ]);
    expectAllOk(skip);
    expectAllOk(sync);
    expect(maxDiff(skip[0]!.result.params, sync[0]!.result.params)).toBeLessThan(1e-6);
    expect(maxDiff(skip[1]!.result.params, skip[0]!.result.params)).toBeLessThan(1e-6);
    expect(maxDiff(skip[0]!.result.params, ref)).toBeLessThan(1e-6);
  });
});

describe('TorchRunner with stack ddp under torchrun\'s environment', () => {
  async function single(perRank: number, world: number, accum: number): Promise<number[]> {
    const env = { ...process.env };
    for (const k of ['RANK', 'WORLD_SIZE', 'LOCAL_RANK', 'LOCAL_WORLD_SIZE', 'SLURM_PROCID', 'SLURM_NTASKS']) delete env[k];
    const child = spawn(process.execPath, [join(WORKERS, 'ddp-runner.mjs'), String(perRank), String(world), String(accum)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const r = await collect(child, 60_000, 'single-process runner');
    expectAllOk([r]);
    expect(r.result.dataParallel).toBe(false);
    return r.result.params;
  }

  for (const [world, accum] of [
    [2, 1],
    [3, 2],
  ] as const) {
    test(`${world} ranks, accumSteps ${accum}: 20 steps end with parameters equal on every rank and to one process on the concatenated batches`, async () => {
      const [results, ref] = await Promise.all([
        runRanks('ddp-runner.mjs', world, { args: ['4', String(world), String(accum)], timeoutMs: 90_000 }),
        single(4, world, accum),
      ]);
      expectAllOk(results);
      for (const r of results) {
        expect(r.result).toMatchObject({ world, dataParallel: true, globalStep: 20 });
        expect(maxDiff(r.result.params, results[0]!.result.params)).toBeLessThan(1e-6);
      }
      expect(maxDiff(results[0]!.result.params, ref)).toBeLessThan(1e-6);
    });
  }
});

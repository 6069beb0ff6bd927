import { beforeAll, describe, expect, test } from 'vitest';

import { ensureCompiled, expectAllOk, runRanks, type ProcResult } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

const ulps = (a: number, b: number) => Math.abs(a - b) / (Number.EPSILON * Math.pow(2, Math.floor(Math.log2(Math.abs(b)))));

/** The parallel run and the single-process TorchRunner over the same global batches, side by side. */
async function compare(world: number, axes: object, perRank: number, dataRanks: number, accumSteps: number): Promise<[ProcResult[], any]> {
  const [parallel, [reference]] = await Promise.all([
    runRanks('parallel-runner.mjs', world, { args: ['parallel', JSON.stringify(axes), String(perRank), String(dataRanks), String(accumSteps)], timeoutMs: 120_000 }),
    runRanks('parallel-runner.mjs', 1, { args: ['reference', '{}', String(perRank), String(dataRanks), String(accumSteps)], timeoutMs: 120_000 }),
  ]);
  expectAllOk([...parallel, reference!]);
  return [parallel, reference!.result];
}

describe('ParallelRunner (stack parallel) over real processes', () => {
  test('pipeline 2, accumulation 3: every stage ends bitwise at the single-process TorchRunner, with its losses and evaluation', async () => {
    const [ranks, ref] = await compare(2, { pipeline: 2, shard: 1 }, 4, 1, 3);
    const owned = ranks.flatMap((r) => Object.keys(r.result.params));
    expect(owned).toEqual(Object.keys(ref.params));
    for (const r of ranks) {
      expect(r.result).toMatchObject({ globalStep: 6, microStep: 18 });
      for (const [name, values] of Object.entries(r.result.params)) expect(values, name).toEqual(ref.params[name]);
      expect(r.result.losses).toEqual(ref.losses);
      expect(r.result.valLoss).toBe(ref.valLoss);
      r.result.norms.forEach((n: number, i: number) => expect(ulps(n, ref.norms[i])).toBeLessThanOrEqual(4));
    }
  });

  test('pipeline 2 × replicate 2 on 4 processes: parameters within 1e-10, the data-domain loss and the gradient norm within 4 ulps', async () => {
    const [ranks, ref] = await compare(4, { pipeline: 2, replicate: 2, shard: 1 }, 2, 2, 3);
    for (const r of ranks) {
      expect(r.result.coordinates).toMatchObject({ pipeline: r.result.rank >> 1, replicate: r.result.rank & 1 });
      for (const [name, values] of Object.entries(r.result.params) as [string, number[]][]) {
        values.forEach((v, i) => expect(Math.abs(v - ref.params[name][i]), name).toBeLessThanOrEqual(1e-10 * Math.max(1, Math.abs(ref.params[name][i]))));
      }
      r.result.losses.forEach((l: number, i: number) => expect(ulps(l, ref.losses[i])).toBeLessThanOrEqual(4));
      r.result.norms.forEach((n: number, i: number) => expect(ulps(n, ref.norms[i])).toBeLessThanOrEqual(4));
      expect(Math.abs(r.result.valLoss - ref.valLoss)).toBeLessThanOrEqual(1e-12);
    }
  });

  test('tensor 2 without parallelize, axes that do not multiply to the world size and shard 2 each fail with their message', async () => {
    const results = await runRanks('parallel-runner-errors.mjs', 2, { timeoutMs: 60_000 });
    expectAllOk(results);
    for (const r of results) {
      expect(r.result.noParallelize).toMatch(/parallel\.tensor 2 needs a model-specific transform: give Sequential a parallelize\(ctx\) method/);
      expect(r.result.mismatch).toMatch(/the axes multiply to 4 \(pipeline 4\) but the world size is 2/);
      expect(r.result.shard).toMatch(/parallel\.shard is 2, but parameter sharding is not available/);
    }
  });
});

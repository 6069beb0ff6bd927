// A stop signal delivered to one rank of a data-parallel run stops every rank at the same
// optimizer step: one checkpoint, every rank exits 0, and resuming it ends where the
// uninterrupted run ends.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';

import { readCheckpoint } from '../../src/checkpoints/read.js';
import { disposeTree } from '../../src/checkpoints/tree.js';
import { ensureCompiled, expectAllOk, runRanks } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

function reports(results: { stdout: string }[]): any[] {
  return results.map((r) => JSON.parse(r.stdout.trim().split('\n').at(-1)!));
}

describe('ranks agree when to stop', () => {
  test('SIGTERM to rank 1 only: both ranks stop at the same step, one checkpoint, and the resume matches the uninterrupted run', async () => {
    const root = mkdtempSync(join(tmpdir(), 'torchrunner-stop-'));
    const [stopped, whole] = await Promise.all([
      runRanks('ddp-runner-stop.mjs', 2, { args: [root, 'signal'], timeoutMs: 90_000 }),
      runRanks('ddp-runner-stop.mjs', 2, { args: [mkdtempSync(join(tmpdir(), 'torchrunner-stop-ref-')), 'run'], timeoutMs: 90_000 }),
    ]);
    expectAllOk(stopped);
    expectAllOk(whole);
    const [s0, s1] = reports(stopped);
    expect(s1.interruptedBy).toBe('SIGTERM');
    expect(s0.interruptedBy).toBeNull();
    expect(s0.globalStep).toBe(s1.globalStep);
    expect(s0.globalStep).toBeGreaterThanOrEqual(7);
    expect(s0.globalStep).toBeLessThan(16);
    expect(s0.params).toEqual(s1.params);

    const run = readdirSync(root, { recursive: true }).map(String);
    const checkpoints = run.filter((p) => p.endsWith('.pth'));
    expect(checkpoints.map((p) => p.split('/').at(-1))).toEqual(['latest.pth']);
    const ckpt = readCheckpoint(join(root, checkpoints[0]!));
    expect(ckpt.state.global_step).toBe(s0.globalStep);
    disposeTree(ckpt);

    const resumed = await runRanks('ddp-runner-stop.mjs', 2, { args: [root, 'run'], timeoutMs: 90_000 });
    expectAllOk(resumed);
    const ref = reports(whole);
    reports(resumed).forEach((r, rank) => {
      expect(r.resumedAt).toBe(s0.globalStep);
      expect(r.globalStep).toBe(16);
      expect(r.params).toEqual(ref[rank].params);
    });
  });

  test('runner.stop() on rank 1 only: both ranks stop at the same step with one checkpoint, both interrupted', async () => {
    const root = mkdtempSync(join(tmpdir(), 'torchrunner-stop-code-'));
    const stopped = await runRanks('ddp-runner-stop.mjs', 2, { args: [root, 'stop'], timeoutMs: 90_000 });
    expectAllOk(stopped);
    const [s0, s1] = reports(stopped);
    expect(s1.summary).toMatchObject({ status: 'interrupted', reason: 'stopped on rank 1', signal: null });
    expect(s0.summary).toMatchObject({ status: 'interrupted', reason: 'another rank asked to stop', signal: null });
    expect(s0.globalStep).toBe(s1.globalStep);
    expect(s0.globalStep).toBeGreaterThanOrEqual(7);
    expect(s0.globalStep).toBeLessThan(16);
    expect(s0.params).toEqual(s1.params);
    const checkpoints = readdirSync(root, { recursive: true }).map(String).filter((p) => p.endsWith('.pth'));
    expect(checkpoints.map((p) => p.split('/').at(-1))).toEqual(['latest.pth']);
    const ckpt = readCheckpoint(join(root, checkpoints[0]!));
    expect(ckpt.state.global_step).toBe(s0.globalStep);
    disposeTree(ckpt);
  });
});

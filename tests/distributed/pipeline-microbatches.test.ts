// parallel.microbatches: the pipeline schedule's micro-batch count per optimizer step,
// independent of accumSteps (as torchtitan's pipeline_parallel_microbatches). Runs
// workers/tied-gpt-runner.mjs (accumSteps 2, float64) at pipeline 2 against one process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { ensureCompiled, expectAllOk, runRanks } from './support.js';

const roots: string[] = [];
beforeAll(() => ensureCompiled(), 300_000);
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

function run(world: number, axes: object, batch: number, steps: number) {
  const root = mkdtempSync(join(tmpdir(), 'torchrunner-microbatches-'));
  roots.push(root);
  return runRanks('tied-gpt-runner.mjs', world, { args: [root, JSON.stringify(axes), String(batch), String(steps), '-'], timeoutMs: 150_000 });
}

// float64; cutting a batch changes only the order in which its samples' gradients are summed
// (a few units in the last place per step).
const near = (a: number, b: number) => Math.abs(a - b) <= 1e-12 * Math.max(1, Math.abs(b));

describe('parallel.microbatches', () => {
  test('pipeline 2, accumSteps 2, microbatches 4: each batch of 5 runs as micro-batches of 3 and 2, and training matches one process with batches of 5', async () => {
    const [[one], ranks, plain] = await Promise.all([run(1, {}, 5, 3), run(2, { pipeline: 2, shard: 1, microbatches: 4 }, 5, 3), run(2, { pipeline: 2, shard: 1 }, 5, 3)]);
    expectAllOk([one!, ...ranks, ...plain]);
    const ref = one!.result;
    // Unset: each batch is one micro-batch (accumSteps per step).
    expect(plain[1]!.result.microbatchSizes).toEqual([5, 5, 5, 5, 5, 5]);
    const last = ranks[1]!.result;
    // 3 steps × 2 batches × 2 parts, cut as torch.tensor_split does.
    expect(last.microbatchSizes).toEqual([3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2]);
    for (const r of ranks) {
      r.result.losses.forEach((l: number, i: number) => expect(near(l, ref.losses[i]), `loss ${i} on rank ${r.result.rank}: ${l} vs ${ref.losses[i]}`).toBe(true));
      r.result.norms.forEach((n: number, i: number) => expect(near(n, ref.norms[i]), `norm ${i} on rank ${r.result.rank}`).toBe(true));
      expect(near(r.result.after, ref.after)).toBe(true);
    }
  });

  test('microbatches that accumSteps does not divide fail before the first step, naming both and a value that works', async () => {
    const ranks = await run(2, { pipeline: 2, shard: 1, microbatches: 3 }, 4, 1);
    for (const r of ranks) {
      expect(r.code).not.toBe(0);
      expect(r.stderr).toMatch(/parallel\.microbatches 3 must be a multiple of accumSteps 2: each of the 2 batches of an optimizer step is cut into microbatches \/ accumSteps micro-batches; set parallel\.microbatches to 4, or change accumSteps/);
    }
  });
});

// parallel.virtualStages: the interleaved 1F1B schedule in ParallelRunner. Runs
// workers/tied-gpt-runner.mjs (the example GPT with 4 blocks, its head tied to the token
// embedding, float64, Adam, accumSteps 2, the sharded checkpoint backend) at pipeline 2 ×
// virtualStages 2, against one process, and resumes checkpoints across the two layouts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { ensureCompiled, expectAllOk, runRanks } from './support.js';

const roots: string[] = [];
beforeAll(() => ensureCompiled(), 300_000);
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

const ONE = { world: 1, axes: {} };
// 4 blocks cut into 4 parts: rank 0 holds the embedding with block 0 and block 2, rank 1 block 1 and block 3 with the tied head.
const INTERLEAVED = { world: 2, axes: { pipeline: 2, shard: 1, virtualStages: 2, microbatches: 4 } };

interface Layout {
  world: number;
  axes: object;
  /** Per-rank batch (default 4: the same global batches as one process with 4). */
  batch?: number;
}

async function launch(layout: Layout, steps: number, resume?: string, layers = 4) {
  const root = mkdtempSync(join(tmpdir(), 'torchrunner-interleaved-'));
  roots.push(root);
  const args = [root, JSON.stringify(layout.axes), String(layout.batch ?? 4), String(steps), resume ?? '-'];
  return runRanks('tied-gpt-runner.mjs', layout.world, { args, env: { LAYERS: String(layers), INFER: '1' }, timeoutMs: 150_000 });
}

async function run(layout: Layout, steps: number, resume?: string): Promise<any[]> {
  const ranks = await launch(layout, steps, resume);
  expectAllOk(ranks);
  return ranks.map((r) => r.result);
}

const latest = (saved: any[]) => join(saved[0].checkpoints, 'latest');

// float64. The interleaved stages run each micro-batch's operations as one process does and
// accumulate every parameter's gradient in micro-batch order; what differs is where sums
// happen (the tied weight's two gradients added across stages, the batch of 4 cut into 2 + 2
// with the loss means recombined): a few units in the last place per step, which 4 Adam steps
// of a 4-block model keep well under 1e-12, as in the other layouts' tests.
const near = (a: number, b: number) => Math.abs(a - b) <= 1e-12 * Math.max(1, Math.abs(b));

function expectSame(got: any, ref: any, what: string): void {
  expect(got.losses.length, what).toBe(ref.losses.length);
  got.losses.forEach((l: number, i: number) => expect(near(l, ref.losses[i]), `${what}: loss ${i} ${l} vs ${ref.losses[i]}`).toBe(true));
  got.norms.forEach((n: number, i: number) => expect(near(n, ref.norms[i]), `${what}: gradient norm ${i} ${n} vs ${ref.norms[i]}`).toBe(true));
  expect(near(got.after, ref.after), `${what}: validation loss ${got.after} vs ${ref.after}`).toBe(true);
}

describe('parallel.virtualStages (interleaved 1F1B) in ParallelRunner', () => {
  test('pipeline 2 × virtualStages 2 trains the tied GPT as one process does; checkpoints resume across the layouts both ways', async () => {
    const [[whole], [one2], p2v2] = await Promise.all([run(ONE, 4), run(ONE, 2), run(INTERLEAVED, 2)]);
    const [full] = [await run(INTERLEAVED, 4)];
    for (const r of full) {
      expectSame(r, whole, `interleaved rank ${r.rank}`);
      expect(r.tiedNow).toBe(true);
      // infer runs each batch through every chunk and gives every rank the last stage's logits.
      expect(r.inferred.length).toBe(whole.inferred.length);
      r.inferred.flat().forEach((v: number, i: number) => expect(near(v, whole.inferred.flat()[i]), `inferred logit ${i} on rank ${r.rank}`).toBe(true));
    }
    // Each batch of 4 cut into 2 micro-batches of 2: 4 steps × 2 batches × 2 parts on the last stage.
    expect(full[1].microbatchSizes).toEqual(new Array(16).fill(2));
    const [fromInterleaved, toInterleaved] = await Promise.all([run(ONE, 4, latest(p2v2)), run(INTERLEAVED, 4, latest([one2]))]);
    for (const [resumed, saved, what] of [[fromInterleaved, p2v2, 'p2v2 → one'], [toInterleaved, [one2], 'one → p2v2']] as const) {
      for (const r of resumed) {
        expect(r.resumedAt, what).toBe(2);
        expect(near(r.before, saved[0].after), `${what}: validation loss after resume ${r.before} vs saved ${saved[0].after}`).toBe(true);
        r.losses.forEach((l: number, i: number) => expect(near(l, whole.losses[2 + i]), `${what}: loss of step ${3 + i} ${l} vs ${whole.losses[2 + i]}`).toBe(true));
        expect(near(r.after, whole.after), `${what}: final validation loss ${r.after} vs ${whole.after}`).toBe(true);
      }
    }
  });

  test('pipeline 2 × virtualStages 2 with shard 2 (2 samples per rank, micro-batches of one sample) and with tensor 2, 4 processes each, trains as one process does', async () => {
    const [[whole], sharded] = await Promise.all([run(ONE, 4), run({ world: 4, axes: { pipeline: 2, shard: 2, virtualStages: 2, microbatches: 4 }, batch: 2 }, 4)]);
    for (const r of sharded) expectSame(r, whole, `p2v2s2 rank ${r.rank}`);
    const tensor = await run({ world: 4, axes: { tensor: 2, pipeline: 2, shard: 1, virtualStages: 2, microbatches: 4 } }, 4);
    for (const r of tensor) expectSame(r, whole, `t2p2v2 rank ${r.rank}`);
  });

  test('a micro-batch count that is not a multiple of the pipeline size, or more parts than the model has blocks, fails at setup naming the settings and the fix', async () => {
    const [uneven, tooMany] = await Promise.all([
      launch({ world: 2, axes: { pipeline: 2, shard: 1, virtualStages: 2, microbatches: 3 } }, 1),
      launch({ world: 2, axes: { pipeline: 2, shard: 1, virtualStages: 2 } }, 1, undefined, 2),
    ]);
    for (const r of uneven) {
      expect(r.code).not.toBe(0);
      expect(r.stderr).toMatch(
        /parallel\.virtualStages 2: the interleaved schedule runs micro-batches through the chunks in groups of parallel\.pipeline 2, so the micro-batches per optimizer step must be a multiple of 2; parallel\.microbatches is 3: set parallel\.microbatches to 4/,
      );
    }
    for (const r of tooMany) {
      expect(r.code).not.toBe(0);
      expect(r.stderr).toMatch(/parallel\.pipeline 2 × parallel\.virtualStages 2: the model is cut into 4 parts, one per virtual stage: a GPT of 2 blocks cannot be cut into 4 pipeline stages/);
    }
  });
});

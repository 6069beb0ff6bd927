// Resuming a ParallelRunner checkpoint on another layout: saved at step 2 by one process,
// pipeline 2, tensor 2 × pipeline 2, pipeline 2 × shard 2 or tensor 2, resumed on another of
// them (`allowConfigChange: parallel, worldSize`) with Adam's state and the data position.
// The model is workers/tied-gpt-runner.mjs's GPT with its head tied to the token embedding
// (float64), so the tie is carried across layouts too. The same global batches everywhere:
// per-rank batch 4 over one data rank, 2 over the two of shard 2 (or replicate 2). With a
// context axis the context ranks of a data rank read the same batch and split its rows of 8
// tokens (a multiple of 2 × context, so the model's position table is the same everywhere).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { ensureCompiled, expectAllOk, runRanks } from './support.js';

const roots: string[] = [];
beforeAll(() => ensureCompiled(), 300_000);
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

const LAYOUTS = {
  one: { world: 1, axes: {}, batch: 4 },
  p2: { world: 2, axes: { pipeline: 2, shard: 1 }, batch: 4 },
  t2: { world: 2, axes: { tensor: 2, shard: 1 }, batch: 4 },
  t2p2: { world: 4, axes: { tensor: 2, pipeline: 2, shard: 1 }, batch: 4 },
  p2s2: { world: 4, axes: { pipeline: 2, shard: 2 }, batch: 2 },
  // parallel.fullyShard: the parameters sharded too (the sharding engine's stage 3).
  p2s2f: { world: 4, axes: { pipeline: 2, shard: 2, fullyShard: true }, batch: 2 },
  t2s2f: { world: 4, axes: { tensor: 2, shard: 2, fullyShard: true }, batch: 2 },
  t2p2s2f: { world: 8, axes: { tensor: 2, pipeline: 2, shard: 2, fullyShard: true }, batch: 2 },
  c2: { world: 2, axes: { context: 2, shard: 1 }, batch: 4 },
  r2: { world: 2, axes: { replicate: 2, shard: 1 }, batch: 2 },
  s2c2: { world: 4, axes: { shard: 2, context: 2 }, batch: 2 },
  c2p2: { world: 4, axes: { context: 2, pipeline: 2, shard: 1 }, batch: 4 },
  t2c2: { world: 4, axes: { tensor: 2, context: 2, shard: 1 }, batch: 4 },
  p2s2c2: { world: 8, axes: { pipeline: 2, shard: 2, context: 2 }, batch: 2 },
  t2p2c2: { world: 8, axes: { tensor: 2, pipeline: 2, context: 2, shard: 1 }, batch: 4 },
} as const;
type Layout = keyof typeof LAYOUTS;

/** Trains `layout` to `steps` (from `resume` when given); every rank's result. */
async function run(layout: Layout, steps: number, resume?: string, extra?: object, T = 6): Promise<any[]> {
  const { world, axes, batch } = LAYOUTS[layout];
  const root = mkdtempSync(join(tmpdir(), 'torchrunner-resume-'));
  roots.push(root);
  const args = [root, JSON.stringify(axes), String(batch), String(steps), resume ?? '-', ...(extra ? [JSON.stringify(extra)] : [])];
  const ranks = await runRanks('tied-gpt-runner.mjs', world, { args, timeoutMs: 150_000, env: { T: String(T) } });
  expectAllOk(ranks);
  return ranks.map((r) => r.result);
}

const latest = (saved: any[]) => join(saved[0].checkpoints, 'latest');

// float64. Layouts differ in where sums happen (the tied weight's two gradients, tensor-split
// matmuls' partial products, shard reductions): a few units in the last place per operation,
// which 2 saved and 2 resumed Adam steps of a 2-layer model keep well under 1e-12.
const TOLERANCE = 1e-12;
const near = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE * Math.max(1, Math.abs(b));

/** The resumed run is the uninterrupted one from step 2: the saved validation loss first, then the same losses and final loss. */
function expectContinues(resumed: any[], saved: any[], whole: any, what: string): void {
  for (const r of resumed) {
    expect(r.resumedAt, what).toBe(2);
    expect(near(r.before, saved[0].after), `${what}: validation loss after resume ${r.before} vs saved ${saved[0].after}`).toBe(true);
    expect(r.losses.length, what).toBe(2);
    r.losses.forEach((l: number, i: number) => expect(near(l, whole.losses[2 + i]), `${what}: loss of step ${3 + i} ${l} vs ${whole.losses[2 + i]}`).toBe(true));
    expect(near(r.after, whole.after), `${what}: final validation loss ${r.after} vs ${whole.after}`).toBe(true);
  }
}

/** Each rank of a fully sharded run held at most about half its stage's parameter bytes between steps (plus units a shard rank keeps whole). */
function expectShardedParameters(ranks: any[], what: string): void {
  for (const r of ranks) expect(r.heldParamBytes, `${what}: rank ${r.rank} holds ${r.heldParamBytes} of ${r.stageParamBytes} bytes`).toBeLessThan(0.75 * r.stageParamBytes);
}

describe('resuming on another parallel layout (Adam state and data position)', () => {
  test('pipeline 2 ↔ one process, pipeline 2 → tensor 2', async () => {
    const [[whole], one, p2] = await Promise.all([run('one', 4), run('one', 2), run('p2', 2)]);
    expect(whole.losses).toHaveLength(4);
    const [fromP2, toP2, p2ToT2] = await Promise.all([run('one', 4, latest(p2)), run('p2', 4, latest(one)), run('t2', 4, latest(p2))]);
    expectContinues(fromP2, p2, whole, 'p2 → one');
    expectContinues(toP2, one, whole, 'one → p2');
    expectContinues(p2ToT2, p2, whole, 'p2 → t2');
  });

  test('tensor 2 × pipeline 2 ↔ one process', async () => {
    const [[whole], one] = await Promise.all([run('one', 4), run('one', 2)]);
    const t2p2 = await run('t2p2', 2);
    expectContinues(await run('one', 4, latest(t2p2)), t2p2, whole, 't2p2 → one');
    expectContinues(await run('t2p2', 4, latest(one)), one, whole, 'one → t2p2');
  });

  test('pipeline 2 × shard 2 ↔ tensor 2', async () => {
    const [[whole], t2] = await Promise.all([run('one', 4), run('t2', 2)]);
    const p2s2 = await run('p2s2', 2);
    expectContinues(await run('t2', 4, latest(p2s2)), p2s2, whole, 'p2s2 → t2');
    expectContinues(await run('p2s2', 4, latest(t2)), t2, whole, 't2 → p2s2');
  });

  test('fully sharded: pipeline 2 × shard 2 ↔ one process', async () => {
    const [one, p2s2f, whole] = await Promise.all([run('one', 2), run('p2s2f', 2), run('one', 4).then((r) => r[0])]);
    expectShardedParameters(p2s2f, 'p2s2f');
    expectContinues(await run('one', 4, latest(p2s2f)), p2s2f, whole, 'p2s2f → one');
    expectContinues(await run('p2s2f', 4, latest(one)), one, whole, 'one → p2s2f');
  });

  test('fully sharded: tensor 2 × shard 2 ↔ pipeline 2', async () => {
    const [t2s2f, p2, whole] = await Promise.all([run('t2s2f', 2), run('p2', 2), run('one', 4).then((r) => r[0])]);
    expectShardedParameters(t2s2f, 't2s2f');
    expectContinues(await run('p2', 4, latest(t2s2f)), t2s2f, whole, 't2s2f → p2');
    expectContinues(await run('t2s2f', 4, latest(p2)), p2, whole, 'p2 → t2s2f');
  });

  test('fully sharded tensor 2 × pipeline 2 × shard 2 on 8 processes trains the tied GPT as one process does, and resumes on one process', async () => {
    const [t2p2s2f, whole] = await Promise.all([run('t2p2s2f', 2), run('one', 4).then((r) => r[0])]);
    expectShardedParameters(t2p2s2f, 't2p2s2f');
    for (const r of t2p2s2f) r.losses.forEach((l: number, i: number) => expect(near(l, whole.losses[i]), `t2p2s2f: loss of step ${i + 1} ${l} vs ${whole.losses[i]}`).toBe(true));
    expectContinues(await run('one', 4, latest(t2p2s2f)), t2p2s2f, whole, 't2p2s2f → one');
  }, 600_000);

  // Rows of 8 tokens, so that context 2 cuts them into 4 chunks.
  const run8 = (layout: Layout, steps: number, resume?: string) => run(layout, steps, resume, undefined, 8);

  test('context 2 ↔ one process, context 2 → replicate 2', async () => {
    const [[whole], one, c2] = await Promise.all([run8('one', 4), run8('one', 2), run8('c2', 2)]);
    for (const r of c2) {
      r.losses.forEach((l: number, i: number) => expect(near(l, whole.losses[i]), `c2: loss of step ${i + 1} ${l} vs ${whole.losses[i]}`).toBe(true));
      // The val split's last batch is smaller (6 rows by 4): the pass weights each batch by its samples.
      expect(near(r.after, one[0].after), `c2: validation loss ${r.after} vs ${one[0].after}`).toBe(true);
    }
    const [fromC2, toC2, c2ToR2] = await Promise.all([run8('one', 4, latest(c2)), run8('c2', 4, latest(one)), run8('r2', 4, latest(c2))]);
    expectContinues(fromC2, c2, whole, 'c2 → one');
    expectContinues(toC2, one, whole, 'one → c2');
    expectContinues(c2ToR2, c2, whole, 'c2 → r2');
  });

  test('shard 2 × context 2 ↔ context 2', async () => {
    const [[whole], c2, s2c2] = await Promise.all([run8('one', 4), run8('c2', 2), run8('s2c2', 2)]);
    expectContinues(await run8('c2', 4, latest(s2c2)), s2c2, whole, 's2c2 → c2');
    expectContinues(await run8('s2c2', 4, latest(c2)), c2, whole, 'c2 → s2c2');
  });

  test('context 2 × pipeline 2 on 4 processes trains as one process does (each stage\'s attention over its context group), and resumes ↔ one process and from tensor 2 × context 2', async () => {
    const [[whole], one, c2p2, t2c2] = await Promise.all([run8('one', 4), run8('one', 2), run8('c2p2', 2), run8('t2c2', 2)]);
    for (const r of [...c2p2, ...t2c2]) {
      r.losses.forEach((l: number, i: number) => expect(near(l, whole.losses[i]), `rank ${r.rank}: loss of step ${i + 1} ${l} vs ${whole.losses[i]}`).toBe(true));
      expect(near(r.after, one[0].after), `rank ${r.rank}: validation loss ${r.after} vs ${one[0].after}`).toBe(true);
    }
    expectContinues(await run8('one', 4, latest(c2p2)), c2p2, whole, 'c2p2 → one');
    expectContinues(await run8('c2p2', 4, latest(one)), one, whole, 'one → c2p2');
    expectContinues(await run8('c2p2', 4, latest(t2c2)), t2c2, whole, 't2c2 → c2p2');
  }, 600_000);

  for (const [layout, what] of [['p2s2c2', 'pipeline 2 × shard 2 × context 2'], ['t2p2c2', 'tensor 2 × pipeline 2 × context 2']] as const) {
    test(`${what} on 8 processes trains as one process does, and resumes on one process`, async () => {
      const [saved, [whole]] = await Promise.all([run8(layout, 2), run8('one', 4)]);
      for (const r of saved) r.losses.forEach((l: number, i: number) => expect(near(l, whole.losses[i]), `rank ${r.rank}: loss of step ${i + 1} ${l} vs ${whole.losses[i]}`).toBe(true));
      expectContinues(await run8('one', 4, latest(saved)), saved, whole, `${layout} → one`);
    }, 600_000);
  }

  test('checkpoint.components chosen at resume time is honoured across layouts: pipeline 2 resumed by one process without the optimizer equals one process resumed the same way', async () => {
    const [one, p2] = await Promise.all([run('one', 2), run('p2', 2)]);
    const withoutOptimizer = { checkpoint: { interval: 1000, components: ['model', 'scheduler', 'trainer', 'dataset', 'rng'] } };
    const [[fromP2], [fromOne], [full]] = await Promise.all([run('one', 4, latest(p2), withoutOptimizer), run('one', 4, latest(one), withoutOptimizer), run('one', 4)]);
    expect(fromP2.resumedAt).toBe(2);
    fromP2.losses.forEach((l: number, i: number) => expect(near(l, fromOne.losses[i]), `loss ${i}: ${l} vs ${fromOne.losses[i]}`).toBe(true));
    // Adam restarted from empty state: the step after the first resumed one differs from the uninterrupted run.
    expect(near(fromOne.losses[1], full.losses[3])).toBe(false);
  });
});

// The model-parallel RNG tracker over real processes: per-tensor-rank streams for dropout on
// split activations, per-context-rank streams for dropout on sequence-split ones, the default
// generator shared, and a resumed run that is bitwise the
// uninterrupted one (the tracker's streams travel in each rank's checkpoint state).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { ensureCompiled, expectAllOk, runRanks } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);
const roots: string[] = [];
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

async function run(mode: string, world: number, axes: object, steps: number, resume = '-', root?: string): Promise<any[]> {
  const dir = root ?? mkdtempSync(join(tmpdir(), 'torchrunner-rng-'));
  roots.push(dir);
  // Rows of 8 tokens, a multiple of 2 × context.
  const ranks = await runRanks('rng-tracker.mjs', world, { args: [mode, dir, JSON.stringify(axes), String(steps), resume], timeoutMs: 150_000, env: { T: '8' } });
  expectAllOk(ranks);
  return ranks.map((r) => ({ ...r.result, root: dir }));
}

describe('model-parallel RNG tracker', () => {
  test('replicate 2 × tensor 2: the stream differs between tensor ranks and agrees between replicas of one; the default generator agrees everywhere; the Gpt plan puts attention dropout on the stream', async () => {
    const ranks = await run('draws', 4, { replicate: 2, tensor: 2, shard: 1 }, 1);
    const byTensor = (t: number) => ranks.filter((r) => r.coordinates.tensor === t);
    for (const t of [0, 1]) {
      const [a, b] = byTensor(t);
      expect(a.coordinates.replicate).not.toBe(b.coordinates.replicate);
      expect(a.stream).toEqual(b.stream);
      expect(a.mask).toEqual(b.mask);
    }
    expect(byTensor(0)[0].stream).not.toEqual(byTensor(1)[0].stream);
    expect(byTensor(0)[0].mask).not.toEqual(byTensor(1)[0].mask);
    for (const r of ranks) {
      expect(r.default).toEqual(ranks[0].default);
      expect(r.dropoutClass).toBe('TensorParallelDropout');
      // Dropout 0.3 on 16 elements: some dropped, some kept.
      expect(r.mask.some((m: boolean) => m) && r.mask.some((m: boolean) => !m)).toBe(true);
    }
  });

  test('tensor 2 × context 2: the embedding dropout draws per context rank and agrees over the tensor ranks of one; attention dropout differs on all four ranks', async () => {
    const ranks = await run('draws', 4, { tensor: 2, context: 2, shard: 1 }, 1);
    const at = (c: number, t: number) => ranks.find((r) => r.coordinates.context === c && r.coordinates.tensor === t);
    for (const r of ranks) {
      expect(r.embeddingDropoutClass).toBe('ContextParallelDropout');
      expect(r.dropoutClass).toBe('TensorParallelDropout');
      expect(r.default).toEqual(ranks[0].default);
      expect(r.embeddingMask.some((m: boolean) => m) && r.embeddingMask.some((m: boolean) => !m)).toBe(true);
    }
    for (const c of [0, 1]) expect(at(c, 0).embeddingMask).toEqual(at(c, 1).embeddingMask);
    expect(at(0, 0).embeddingMask).not.toEqual(at(1, 0).embeddingMask);
    const attention = ranks.map((r) => JSON.stringify(r.mask));
    expect(new Set(attention).size).toBe(4);
  });

  test('context 2 with dropout and blocks recomputed in backward: the recomputation redraws the forward\'s masks from the context stream, so the run equals the one without recomputation', async () => {
    const [plain, recomputed] = await Promise.all([
      run('train', 2, { context: 2, shard: 1 }, 2),
      run('train', 2, { context: 2, shard: 1, activationCheckpointing: ['blocks.0', 'blocks.1'] }, 2),
    ]);
    // The same ops on the same values in the same order (the recomputed forward is the forward): bitwise.
    for (const [i, r] of recomputed.entries()) expect(r.params).toEqual(plain[i].params);
  });

  for (const [what, axes] of [
    ['tensor 2', { tensor: 2, shard: 1 }],
    ['context 2', { context: 2, shard: 1 }],
  ] as const) {
    test(`${what} with dropout: 2 steps, then resumed to 4, ends bitwise at the uninterrupted 4-step run (logits and every parameter part)`, async () => {
      const whole = await run('train', 2, axes, 4);
      const first = await run('train', 2, axes, 2);
      const resumed = await run('train', 2, axes, 4, join(first[0].checkpoints, 'latest'));
      for (const [i, r] of resumed.entries()) {
        expect(r.resumedAt).toBe(2);
        expect(r.logits).toEqual(whole[i].logits);
        expect(r.params).toEqual(whole[i].params);
      }
      // Dropout made the ranks' runs depend on their streams: the parameters differ from the first run's after 2 more steps.
      expect(resumed[0].params).not.toEqual(first[0].params);
    });
  }
});

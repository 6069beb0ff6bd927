import { beforeAll, describe, expect, test } from 'vitest';

import { ensureCompiled, expectAllOk, runRanks } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

const near = (a: number[], b: number[], tolerance: number) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance * Math.max(1, Math.abs(b[i]!)));

describe('ParallelRunner with tensor 2 × pipeline 2 on 4 processes (the char-gpt Gpt, float64)', () => {
  test('after 4 Adam steps of 2 token-weighted micro-batches, every rank has one process\'s losses and gradient norms within 1e-10, and infer returns its logits within 1e-10 on every rank', async () => {
    const [ranks, [ref]] = await Promise.all([
      runRanks('tensor-pipeline-runner.mjs', 4, { args: ['parallel', JSON.stringify({ tensor: 2, pipeline: 2, shard: 1 }), '4', '2'], timeoutMs: 150_000 }),
      runRanks('tensor-pipeline-runner.mjs', 1, { args: ['reference', '{}', '4', '2'], timeoutMs: 150_000 }),
    ]);
    expectAllOk([...ranks, ref!]);
    expect(ranks.map((r) => [r.result.coordinates.pipeline, r.result.coordinates.tensor])).toEqual([[0, 0], [0, 1], [1, 0], [1, 1]]);
    expect(ref!.result.inferred.map((o: number[]) => o.length)).toEqual([4 * 6 * 11, 1 * 6 * 11]); // 5 validation samples in batches of 4: [batch, time, vocab]
    expect(ref!.result.losses).toHaveLength(4);
    for (const r of ranks) {
      expect(r.result.losses).toHaveLength(4);
      expect(near(r.result.losses, ref!.result.losses, 1e-10), `losses on rank ${r.result.rank}: ${r.result.losses} vs ${ref!.result.losses}`).toBe(true);
      expect(near(r.result.norms, ref!.result.norms, 1e-10), `norms on rank ${r.result.rank}: ${r.result.norms} vs ${ref!.result.norms}`).toBe(true);
      expect(r.result.inferred.map((o: number[]) => o.length)).toEqual(ref!.result.inferred.map((o: number[]) => o.length));
      r.result.inferred.forEach((o: number[], i: number) => expect(near(o, ref!.result.inferred[i], 1e-10), `logits of batch ${i} on rank ${r.result.rank}`).toBe(true));
    }
  });
});

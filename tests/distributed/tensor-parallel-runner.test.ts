import { beforeAll, describe, expect, test } from 'vitest';

import { ensureCompiled, expectAllOk, runRanks, type ProcResult } from './support.js';
import { ulps } from './parallel-support.js';
import { compare, expectParamsNear, type Param } from './tensor-parallel-support.js';

beforeAll(() => ensureCompiled(), 300_000);

/** Parameters replicated over the tensor group are bitwise equal on the tensor ranks of one data rank; the split ones are the plan's. */
function expectTensorReplicasEqual(ranks: ProcResult[]): void {
  for (const r of ranks) {
    const params = r.result.params as Record<string, Param>;
    const splitNames = Object.entries(params).filter(([, p]) => p.split).map(([n]) => n);
    expect(splitNames).toEqual(
      [0, 1].flatMap((b) => [`blocks.${b}.attn.qkv.weight`, `blocks.${b}.attn.qkv.bias`, `blocks.${b}.attn.proj.weight`, `blocks.${b}.mlp.0.weight`, `blocks.${b}.mlp.0.bias`, `blocks.${b}.mlp.2.weight`]),
    );
    expect(params['blocks.0.attn.qkv.weight']!.split).toMatchObject({ dim: 0, blocks: 3, size: 2, rank: r.result.coordinates.tensor });
    for (const other of ranks) {
      const { tensor, ...data } = other.result.coordinates;
      const { tensor: mine, ...myData } = r.result.coordinates;
      if (tensor === mine || JSON.stringify(data) !== JSON.stringify(myData)) continue;
      for (const [name, p] of Object.entries(params)) if (!p.split) expect(other.result.params[name].values, name).toEqual(p.values);
    }
  }
}

describe('ParallelRunner with a tensor axis, the char-gpt Gpt in float64 against one process', () => {
  test('tensor 2 on 2 processes: after 4 Adam steps the logits and every parameter part within 1e-10, the gradient norm within 4 ulps', async () => {
    const [ranks, ref] = await compare(2, { tensor: 2, shard: 1 }, 4, 1, 2);
    expectParamsNear(ranks, ref.params, 1e-10);
    expectTensorReplicasEqual(ranks);
    for (const r of ranks) {
      expect(r.result.globalStep).toBe(4);
      r.result.logits.forEach((v: number, i: number) => expect(Math.abs(v - ref.logits[i])).toBeLessThanOrEqual(1e-10 * Math.max(1, Math.abs(ref.logits[i]))));
      r.result.norms.forEach((n: number, i: number) => expect(ulps(n, ref.norms[i])).toBeLessThanOrEqual(4));
      // Both tensor ranks read the same batches: each holds the whole normalizer.
      expect(r.result.divisors).toEqual(ref.divisors);
      // Each tensor rank does half of the replica's FLOPs: tokens/s × FLOPs per token / 2, and MFU against logging.peakFlops.
      const t = r.result.throughput;
      expect(t.tokensPerSecond).toBeGreaterThan(0);
      expect(t.flopsPerSecond / ((t.tokensPerSecond * r.result.flopsPerToken) / 2)).toBeCloseTo(1, 12);
      expect(t.mfu / (t.flopsPerSecond / 1e12)).toBeCloseTo(1, 12);
    }
    // One process does the whole model's FLOPs.
    expect(ref.throughput.flopsPerSecond / (ref.throughput.tokensPerSecond * ref.flopsPerToken)).toBeCloseTo(1, 12);
  });

  for (const [outer, axes] of [
    ['replicate', { replicate: 2, tensor: 2, shard: 1, activationCheckpointing: ['blocks.0', 'blocks.1'] }],
    ['shard', { shard: 2, tensor: 2 }],
  ] as const) {
    const checkpointed = 'activationCheckpointing' in axes ? ', blocks recomputed in backward (activation checkpointing)' : '';
    test(`${outer} 2 × tensor 2 on 4 processes${checkpointed}: parameters within 1e-10 after 4 Adam steps, the normalizer summed over the data domain, the gradient norm within 4 ulps`, async () => {
      const [ranks, ref] = await compare(4, axes, 2, 2, 2);
      for (const r of ranks) expect(r.result.coordinates).toMatchObject({ [outer]: r.result.rank >> 1, tensor: r.result.rank & 1 });
      expectParamsNear(ranks, ref.params, 1e-10);
      expectTensorReplicasEqual(ranks);
      for (const r of ranks) {
        r.result.norms.forEach((n: number, i: number) => expect(ulps(n, ref.norms[i]), `norm ${i}`).toBeLessThanOrEqual(4));
        r.result.losses.forEach((l: number, i: number) => expect(Math.abs(l - ref.losses[i])).toBeLessThanOrEqual(1e-12 * Math.abs(ref.losses[i])));
      }
      // The window's normalizer is the sum over the two data ranks (tensor 0 of each), not over all four.
      const dataRanks = ranks.filter((r) => r.result.coordinates.tensor === 0);
      ref.divisors.forEach((d: number, i: number) => expect(dataRanks.reduce((s, r) => s + r.result.divisors[i], 0)).toBe(d));
      for (const r of ranks) expect(r.result.divisors).toEqual(ranks.find((o) => o.result.coordinates[outer] === r.result.coordinates[outer] && o !== r)!.result.divisors);
    });
  }

  test('the Llama-style GPT (tok_embeddings, layers.N.attention.wq/wk/wv/wo, feed_forward.w1/w2/w3, output), split by its plan alone at tensor 2: logits and every parameter part within 1e-10 of one process after 4 Adam steps', async () => {
    const [ranks, ref] = await compare(2, { tensor: 2, shard: 1 }, 4, 1, 2, { MODEL: 'llama' });
    // Float64 throughout: the split sums (row-parallel partial products, the vocabulary-parallel
    // lookup, the gathered output) differ from one process's only in summation order, ~1e-16
    // relative per operation; Adam's normalized steps keep that far below 1e-10 over 4 steps.
    expectParamsNear(ranks, ref.params, 1e-10);
    for (const r of ranks) {
      const params = r.result.params as Record<string, Param>;
      const splits = Object.fromEntries(Object.entries(params).filter(([, p]) => p.split).map(([n, p]) => [n, p.split!.dim]));
      expect(splits).toEqual({
        'tok_embeddings.weight': 0,
        ...Object.fromEntries([0, 1].flatMap((l) => [
          [`layers.${l}.attention.wq.weight`, 0], [`layers.${l}.attention.wk.weight`, 0], [`layers.${l}.attention.wv.weight`, 0], [`layers.${l}.attention.wo.weight`, 1],
          [`layers.${l}.feed_forward.w1.weight`, 0], [`layers.${l}.feed_forward.w2.weight`, 1], [`layers.${l}.feed_forward.w3.weight`, 0],
        ])),
        'output.weight': 0,
      });
      expect(params['layers.0.feed_forward.w1.weight']!.shape).toEqual([12, 16]);
      expect(r.result.globalStep).toBe(4);
      r.result.logits.forEach((v: number, i: number) => expect(Math.abs(v - ref.logits[i])).toBeLessThanOrEqual(1e-10 * Math.max(1, Math.abs(ref.logits[i]))));
      r.result.norms.forEach((n: number, i: number) => expect(ulps(n, ref.norms[i])).toBeLessThanOrEqual(4));
    }
  });

  test('a Gpt whose heads do not divide by the tensor size fails at setup with its message', async () => {
    const results = await runRanks('tensor-parallel-runner.mjs', 2, { args: ['parallel', JSON.stringify({ tensor: 2, shard: 1 }), '2', '1', '1'], env: { HEADS: '1' }, timeoutMs: 60_000 });
    expectAllOk(results);
    // Checked from the model's tensorParallelDims() before any group or forward.
    for (const r of results) expect(r.result.error).toBe('parallel.tensor 2 does not divide the heads (1) of Gpt: each tensor-parallel rank holds 1/2 of it; no tensor size above 1 divides heads, width, feed-forward width: change the model');
  });
});

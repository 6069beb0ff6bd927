import { beforeAll, describe, expect, test } from 'vitest';

import { ensureCompiled, expectAllOk, runRanks, type ProcResult } from './support.js';
import { partOf, type Param } from './tensor-parallel-support.js';

beforeAll(() => ensureCompiled(), 300_000);

/** The GPT run of workers/tensor-parallel-runner.mjs (T 16, 3 steps of 2 micro-batches, then a val split) on `world` ranks and as one process over the same global batches. */
const SETTINGS = { T: '16', STEPS: '3', EVAL: '1' };

async function compare(world: number, axes: object, dataRanks: number, docs: boolean): Promise<[ProcResult[], any]> {
  const tail = ['2', String(dataRanks), '2'];
  const env = { ...SETTINGS, DOCS: docs ? '1' : '0' };
  const [parallel, [reference]] = await Promise.all([
    runRanks('tensor-parallel-runner.mjs', world, { args: ['parallel', JSON.stringify(axes), ...tail], timeoutMs: 150_000, env }),
    runRanks('tensor-parallel-runner.mjs', 1, { args: ['reference', '{}', ...tail], timeoutMs: 150_000, env }),
  ]);
  expectAllOk([...parallel, reference!]);
  for (const r of [...parallel, reference!]) expect(r.result.error, `rank ${r.result.rank}`).toBeUndefined();
  return [parallel, reference!.result];
}

const near = (a: number, b: number, rel: number) => Math.abs(a - b) <= rel * Math.max(1, Math.abs(b));

/**
 * The float64 run against one process. Each context rank's loss covers its tokens only, and
 * the gradients are summed over the group in another order than one process sums them: losses,
 * the val loss and gradient norms agree to rounding (1e-12 relative); three Adam steps
 * divide by √v, which magnifies the rounding of small gradients, so parameters agree to 1e-10.
 */
function expectSameRun(ranks: ProcResult[], ref: any): void {
  for (const r of ranks) {
    const { result } = r;
    expect(result.globalStep).toBe(3);
    result.losses.forEach((l: number, i: number) => expect(near(l, ref.losses[i], 1e-12), `loss ${i} on rank ${result.rank}: ${l} vs ${ref.losses[i]}`).toBe(true));
    result.norms.forEach((n: number, i: number) => expect(near(n, ref.norms[i], 1e-12), `norm ${i}`).toBe(true));
    expect(near(result.valLoss, ref.valLoss, 1e-12), `val loss ${result.valLoss} vs ${ref.valLoss}`).toBe(true);
    for (const [name, whole] of Object.entries(ref.params as Record<string, Param>)) {
      // Under a tensor axis, this rank's part of the whole parameter.
      const local = result.params[name] as Param;
      const values = local.split ? partOf(whole, local) : whole.values;
      expect(local.values.length).toBe(values.length);
      local.values.forEach((v: number, i: number) => expect(near(v, values[i]!, 1e-10), `${name}[${i}] on rank ${result.rank}`).toBe(true));
    }
    // Outside the runner's steps the model runs whole sequences on one rank (as sampling does).
    result.logits.forEach((v: number, i: number) => expect(near(v, ref.logits[i], 1e-10)).toBe(true));
  }
  // Each context rank counts the valid targets of its tokens; over the data domain (tensor rank 0's ranks) they sum to one process's.
  const domain = ranks.filter((r) => (r.result.coordinates.tensor ?? 0) === 0);
  ref.divisors.forEach((d: number, i: number) => expect(domain.reduce((s, r) => s + r.result.divisors[i], 0)).toBe(d));
}

describe('ParallelRunner with a context axis, the char-gpt Gpt in float64 (T 16) against one process', () => {
  for (const docs of [false, true]) {
    test(`context 2 on 2 processes${docs ? ', rows packing documents (docIds)' : ''}: 3 Adam steps with accumulation give the losses, val loss and parameters of one process`, async () => {
      const [ranks, ref] = await compare(2, { context: 2, shard: 1 }, 1, docs);
      for (const r of ranks) expect(r.result.coordinates).toMatchObject({ context: r.result.rank });
      // Both context ranks read the same batch: neither saw all of its tokens.
      for (const r of ranks) r.result.divisors.forEach((d: number, i: number) => expect(d).toBeLessThan(ref.divisors[i]));
      expectSameRun(ranks, ref);
    });
  }

  test('replicate 2 × context 2 on 4 processes, packed documents, blocks recomputed in backward (activation checkpointing): the same run as one process over the replicas\' batches', async () => {
    const [ranks, ref] = await compare(4, { replicate: 2, context: 2, shard: 1, activationCheckpointing: ['blocks.0', 'blocks.1'] }, 2, true);
    for (const r of ranks) expect(r.result.coordinates).toMatchObject({ replicate: r.result.rank >> 1, context: r.result.rank & 1 });
    expectSameRun(ranks, ref);
  });

  for (const [what, axes] of [
    ['shard 2 × context 2 (ZeRO-2: gradient shards summed over the context group)', { shard: 2, context: 2 }],
    ['shard 2 × context 2 fully sharded (FSDP)', { shard: 2, context: 2, fullyShard: true }],
    ['replicate 2 × shard 2 × context 2 on 8 processes', { replicate: 2, shard: 2, context: 2 }],
  ] as const) {
    test(`${what}, packed documents: the same run as one process`, async () => {
      const world = Object.values(axes).reduce((p: number, n) => (typeof n === 'number' ? p * n : p), 1);
      const dataRanks = world / axes.context;
      const [ranks, ref] = await compare(world, axes, dataRanks, true);
      for (const r of ranks) expect(r.result.coordinates).toMatchObject({ shard: (r.result.rank >> 1) & 1, context: r.result.rank & 1 });
      expectSameRun(ranks, ref);
    });
  }

  test('tensor 2 × context 2 on 4 processes, packed documents: each tensor rank gathers its heads\' keys and values over its context group; the same run as one process', async () => {
    const [ranks, ref] = await compare(4, { tensor: 2, context: 2, shard: 1 }, 1, true);
    for (const r of ranks) expect(r.result.coordinates).toMatchObject({ context: r.result.rank >> 1, tensor: r.result.rank & 1 });
    // The attention projections are split by heads: each rank holds its tensor rank's half of qkv.
    for (const r of ranks) expect(r.result.params['blocks.0.attn.qkv.weight'].split).toMatchObject({ dim: 0, blocks: 3, size: 2, rank: r.result.rank & 1 });
    expectSameRun(ranks, ref);
  });

  test('context 4 on 4 processes: the same run as one process', async () => {
    const [ranks, ref] = await compare(4, { context: 4, shard: 1 }, 1, true);
    for (const r of ranks) expect(r.result.coordinates).toMatchObject({ context: r.result.rank });
    expectSameRun(ranks, ref);
  });

  test('a sequence length that is not a multiple of 2 × context is refused at the first step, naming the tensor', async () => {
    const ranks = await runRanks('tensor-parallel-runner.mjs', 2, { args: ['parallel', JSON.stringify({ context: 2, shard: 1 }), '2', '1', '1'], timeoutMs: 60_000, env: { ...SETTINGS, T: '18' } });
    expectAllOk(ranks);
    for (const r of ranks) {
      expect(r.result.error).toMatch(/parallel\.context 2: the sequence length 18 \(dim 1 of batch\.input\) is not a multiple of 2 × context = 4; .*Pad or pack the sequences to a multiple of 4 tokens/);
    }
  });
});

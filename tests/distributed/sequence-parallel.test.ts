// Sequence parallelism (parallel.sequenceParallel) on real processes: its operators against the
// whole computation, the example GPTs trained against one process, dropout masks per tensor
// rank, the activation memory the blocks hold, and the refusals.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { beforeAll, describe, expect, test } from 'vitest';

import { ensureCompiled, expectAllOk, runRanks, type ProcResult } from './support.js';
import { ulps } from './parallel-support.js';
import { compare, expectParamsNear } from './tensor-parallel-support.js';

beforeAll(() => ensureCompiled(), 300_000);

const SP = { tensor: 2, shard: 1, sequenceParallel: true };

describe('sequence-parallel operators against the whole computation (float64)', () => {
  for (const N of [2, 4]) {
    test(`N = ${N}: all-gather, reduce-scatter and scatter along the sequence, the column product keeping its slice (also under bf16 autocast), norms on slices: forward and gradients within 1e-12 (bf16: 2^-4)`, async () => {
      const results = await runRanks('sequence-operators.mjs', N, { timeoutMs: 90_000 });
      expectAllOk(results);
      for (const r of results) {
        // Gathers, slices and two-rank sums are exact; the norms' weight gradients (summed over
        // the group in another order than over the whole sequence) and the N = 4 sums differ by
        // rounding only, ~1e-16 relative.
        expect(Object.keys(r.result.errors)).toHaveLength(21);
        for (const [name, e] of Object.entries(r.result.errors)) {
          // bf16 rounds both factors of each product (2^-9 relative each), and the weight gradient
          // sums 3·T of them with cancellation: 0.013 of the largest element measured at N = 2,
          // against O(1) for a wrong gradient; allowed 2^-4.
          expect(e, name).toBeLessThanOrEqual(name.includes('bf16') ? 2 ** -4 : 1e-12);
        }
        expect(r.result.autocastDtypes).toEqual(['bfloat16', 'float32', 'float32']);
        expect(r.result.indivisible).toBe(
          `sequence parallelism (parallel.sequenceParallel) splits the sequence (dimension 1 of [2, ${4 * N + 1}, 5]: ${4 * N + 1} positions) over the tensor-parallel size ${N}, which does not divide it: use sequences whose length is a multiple of ${N}, or turn parallel.sequenceParallel off`,
        );
      }
    });
  }
});

/** The run's logits and every parameter within 1e-10 of one process's; gradient norms within 4 ulps. */
function expectAsOneProcess(ranks: ProcResult[], ref: any): void {
  // Float64: the sequence-parallel sums (reduce-scatters, the norms' gradients summed over the
  // group) differ from one process's only in summation order, ~1e-16 relative per operation;
  // Adam's normalized steps keep that far below 1e-10 over 4 steps. A norm gradient left
  // unsummed (half the tokens) or a gradient summed twice moves parameters by ~1e-2.
  expectParamsNear(ranks, ref.params, 1e-10);
  for (const r of ranks) {
    expect(r.result.globalStep).toBe(4);
    r.result.logits.forEach((v: number, i: number) => expect(Math.abs(v - ref.logits[i])).toBeLessThanOrEqual(1e-10 * Math.max(1, Math.abs(ref.logits[i]))));
    r.result.norms.forEach((n: number, i: number) => expect(ulps(n, ref.norms[i]), `norm ${i}`).toBeLessThanOrEqual(4));
  }
}

describe('ParallelRunner with parallel.sequenceParallel, the example GPTs in float64 against one process', () => {
  test('the char-gpt Gpt at tensor 2 (dropout 0): logits, parameter parts and gradient norms as one process after 4 Adam steps', async () => {
    const [ranks, ref] = await compare(2, SP, 4, 1, 2);
    expectAsOneProcess(ranks, ref);
  });

  test('the Llama-style GPT at tensor 2 (vocabulary-parallel embedding reduce-scattering the sequence, RMSNorms on slices): as one process after 4 Adam steps', async () => {
    const [ranks, ref] = await compare(2, SP, 4, 1, 2, { MODEL: 'llama' });
    expectAsOneProcess(ranks, ref);
  });

  for (const [name, axes] of [
    ['replicate 2 × tensor 2, blocks recomputed in backward (activation checkpointing)', { ...SP, replicate: 2, activationCheckpointing: ['blocks.0', 'blocks.1'] }],
    ['shard 2 × tensor 2 with parallel.fullyShard', { ...SP, shard: 2, fullyShard: true }],
  ] as const) {
    test(`${name} on 4 processes: as one process after 4 Adam steps`, async () => {
      const [ranks, ref] = await compare(4, axes, 2, 2, 2);
      expectAsOneProcess(ranks, ref);
    });
  }

  test('pipeline 2 × tensor 2 on 4 processes: stages exchange slices of the sequence; losses, gradient norms and inferred logits within 1e-10 of one process', async () => {
    const [ranks, [ref]] = await Promise.all([
      runRanks('tensor-pipeline-runner.mjs', 4, { args: ['parallel', JSON.stringify({ ...SP, pipeline: 2 }), '4', '2'], timeoutMs: 150_000 }),
      runRanks('tensor-pipeline-runner.mjs', 1, { args: ['reference', '{}', '4', '2'], timeoutMs: 150_000 }),
    ]);
    expectAllOk([...ranks, ref!]);
    const expectNear = (a: number[], b: number[], what: string) => {
      expect(a.length, what).toBe(b.length);
      a.forEach((v, i) => expect(Math.abs(v - b[i]!), `${what}[${i}]`).toBeLessThanOrEqual(1e-10 * Math.max(1, Math.abs(b[i]!))));
    };
    for (const r of ranks) {
      expectNear(r.result.losses, ref!.result.losses, `losses on rank ${r.result.rank}`);
      expectNear(r.result.norms, ref!.result.norms, `norms on rank ${r.result.rank}`);
      r.result.inferred.forEach((o: number[], i: number) => expectNear(o, ref!.result.inferred[i], `logits of batch ${i} on rank ${r.result.rank}`));
    }
  });
});

describe('dropout in the sequence-parallel region', () => {
  test('tensor 2, dropout 0.3, 2 Adam steps: each tensor rank draws its own masks from the per-rank stream, the default generator stays in step, and a second run repeats the first bitwise', async () => {
    const runs: ProcResult[][] = [];
    for (let i = 0; i < 2; i++) {
      const root = mkdtempSync(join(tmpdir(), 'torchrunner-sp-dropout-'));
      const results = await runRanks('rng-tracker.mjs', 2, { args: ['masks', root, JSON.stringify(SP), '2', '-'], timeoutMs: 120_000 });
      expectAllOk(results);
      runs.push(results.sort((a, b) => a.result.coordinates.tensor - b.result.coordinates.tensor));
    }
    const [first, second] = runs as [ProcResult[], ProcResult[]];
    const [r0, r1] = first.map((r) => r.result);
    for (const name of ['drop', 'blocks.0.attn.residDrop', 'blocks.0.mlp.3']) {
      expect(r0.classes[name], name).toBe('TensorParallelDropout');
      // [batch 3, T/2 = 3, width 16]: this rank's slice of the sequence.
      expect(r0.masks[name].shape, name).toEqual([3, 3, 16]);
      const rate = r0.masks[name].dropped.reduce((a: number, b: number) => a + b, 0) / r0.masks[name].dropped.length;
      expect(rate, name).toBeGreaterThan(0.1);
      expect(rate, name).toBeLessThan(0.5);
      // Masks drawn from one generator seeded alike would be equal on the two equal-shaped slices.
      expect(r1.masks[name].dropped, name).not.toEqual(r0.masks[name].dropped);
    }
    expect(r1.defaultDraws).toEqual(r0.defaultDraws);
    expect(r1.logits).toEqual(r0.logits);
    for (let k = 0; k < 2; k++) {
      const [a, b] = [first[k]!.result, second[k]!.result];
      expect(b.masks).toEqual(a.masks);
      expect(b.logits).toEqual(a.logits);
      expect(b.params).toEqual(a.params);
    }
  });
});

/** Each mode's median bytes held by the blocks' forward (of six), per rank. */
async function heldBytes(mode: 'one' | 'tensor' | 'sequence'): Promise<{ held: number[]; sbhBytes: number }> {
  const env = { TORCHRUNNER_CPU_CACHE: '0', MALLOC_MMAP_THRESHOLD_: '4096' };
  const results = await runRanks('sequence-parallel-memory.mjs', mode === 'one' ? 1 : 2, { args: [mode], env, timeoutMs: 120_000 });
  expectAllOk(results);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  return { held: results.map((r) => median(r.result.held)), sbhBytes: results[0]!.result.sbhBytes };
}

describe('activation memory', () => {
  test("the Gpt's blocks hold 1/2 of one process's activations per rank at tensor 2 with sequence parallelism, against (6 + 15/2)/21 without it", async () => {
    const one = await heldBytes('one');
    const tensor = await heldBytes('tensor');
    const sequence = await heldBytes('sequence');
    // Per block, in float32 units of s·b·h (sequence × batch × width; here a·s/h = 1, so the
    // attention's a·s²·b is one more): one process holds 18 s·b·h (LayerNorm inputs 2, the qkv
    // and first feed-forward inputs 2, q, k and v 3, the projection's input 1, GELU's input and
    // output 8, two residual dropout masks 2) and 3 a·s²·b (softmax output, its dropout mask and
    // output): 21. Tensor parallelism splits 12 s·b·h and the attention by heads, keeping 6 s·b·h
    // whole: 6 + 15/2. Sequence parallelism splits those 6 along the sequence, and the column
    // layers keep only their slice of the input: 21/2.
    const block = 21 * one.sbhBytes;
    expect(one.held[0]! / (4 * block)).toBeGreaterThan(0.99);
    expect(one.held[0]! / (4 * block)).toBeLessThan(1.03);
    for (const held of tensor.held) expect(Math.abs(held / one.held[0]! - (6 + 15 / 2) / 21)).toBeLessThan(0.015);
    for (const held of sequence.held) {
      expect(Math.abs(held / one.held[0]! - 1 / 2)).toBeLessThan(0.015);
      expect(Math.abs(held / tensor.held[0]! - 10.5 / 13.5)).toBeLessThan(0.02);
    }
  }, 300_000);
});

describe('refusals', () => {
  test('sequenceParallel with tensor 1 is refused at setup, naming the fix', async () => {
    const [r] = await runRanks('tensor-parallel-runner.mjs', 1, { args: ['parallel', JSON.stringify({ ...SP, tensor: 1 }), '2', '1', '1'], timeoutMs: 60_000 });
    expectAllOk([r!]);
    expect(r!.result.error).toBe('parallel.sequenceParallel splits the activations between the tensor-parallel layers over the tensor axis, but parallel.tensor is 1: set parallel.tensor above 1, or drop sequenceParallel');
  });

  test('a sequence length the tensor size does not divide fails at the first forward on every rank, naming the length and the size', async () => {
    const results = await runRanks('tensor-parallel-runner.mjs', 2, { args: ['parallel', JSON.stringify(SP), '2', '1', '1'], env: { T: '5' }, timeoutMs: 60_000 });
    expectAllOk(results);
    for (const r of results) {
      expect(r.result.error).toBe(
        'sequence parallelism (parallel.sequenceParallel) splits the sequence (dimension 1 of [2, 5, 16]: 5 positions) over the tensor-parallel size 2, which does not divide it: use sequences whose length is a multiple of 2, or turn parallel.sequenceParallel off',
      );
    }
  });

  test('a plan (parallel.plan) without sequence-norm is refused at setup under sequenceParallel', async () => {
    const plan = { 'blocks.*.attn.qkv': { style: 'column', blocks: 3 }, 'blocks.*.attn.proj': 'row', 'blocks.*.mlp.0': 'column', 'blocks.*.mlp.2': 'row' };
    const results = await runRanks('tensor-parallel-runner.mjs', 2, { args: ['parallel', JSON.stringify({ ...SP, plan }), '2', '1', '1'], timeoutMs: 60_000 });
    expectAllOk(results);
    for (const r of results) expect(r.result.error).toMatch(/^parallel\.sequenceParallel: the tensor-parallel plan of Gpt marks no module 'sequence-norm'/);
  });
});

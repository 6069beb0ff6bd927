// Sharded data parallelism (ZeRO stages 0-2) against data parallelism, real processes on Gloo.
import { beforeAll, describe, expect, test } from 'vitest';

import { ensureCompiled, expectAllOk, runRanks, type ProcResult } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

interface Variant {
  variant: string;
  params: number[];
  skipped: number;
  memory: { parameters: number; gradients: number; optimizerState: number; total: number };
}

function byVariant(r: ProcResult): Record<string, Variant> {
  return Object.fromEntries((r.result.results as Variant[]).map((v) => [v.variant, v]));
}

function maxDiff(a: number[], b: number[]): number {
  expect(a.length).toBe(b.length);
  return a.reduce((m, v, i) => Math.max(m, Math.abs(v - b[i]!)), 0);
}

/**
 * Largest difference in float32 units in the last place of the largest magnitude among the
 * parameters. Per-element ulps are meaningless for parameters that pass near zero (a bias at
 * 1e-5 carries the absolute rounding of updates computed at the scale of the others).
 */
function maxUlps(a: number[], b: number[]): number {
  const scale = a.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  return maxDiff(a, b) / 2 ** (Math.floor(Math.log2(scale)) - 23);
}

// Ceiling of stage 1's bytes per rank (parameters, gradients, optimizer state) against DDP's.
const LIMITS: Record<number, { stage1: number }> = { 2: { stage1: 0.77 }, 4: { stage1: 0.64 } };
const VARIANTS = ['ddp', 's0', 's0-each', 's1', 's2', 's2-hold', 'ddp-clip', 's0-clip', 's0-clip32', 's1-clip', 's2-hold-clip'];

describe('ShardedDataParallelStrategy against DataParallelStrategy: MLP of 6.8k parameters, Adam, 20 steps of 2 micro-batches', () => {
  for (const world of [2, 4]) {
    test(`${world} ranks: bitwise equal to the ordered reduction, within 1e-6 of DDP, shard-sized optimizer state`, async () => {
      const results = await runRanks('zero-parity.mjs', world, { args: ['20', VARIANTS.join(',')], timeoutMs: 120_000 });
      expectAllOk(results);
      const ranks = results.map(byVariant);
      const r0 = ranks[0]!;
      // Parameters identical on every rank, for every variant.
      for (const v of VARIANTS) for (const r of ranks.slice(1)) expect(r[v]!.params, `${v} on another rank`).toEqual(r0[v]!.params);
      // The same ordered reduction (all-to-all, rank-order sum): stages 1 and 2 are bitwise stage 0.
      expect(r0.s1!.params).toEqual(r0.s0!.params);
      expect(r0['s2-hold']!.params).toEqual(r0.s0!.params);
      expect(r0.s2!.params).toEqual(r0['s0-each']!.params);
      expect(r0['s1-clip']!.params).toEqual(r0['s0-clip']!.params);
      expect(r0['s2-hold-clip']!.params).toEqual(r0['s0-clip']!.params);
      // Today's DDP (Gloo's ring all-reduce) sums in another order.
      for (const v of ['s0', 's1', 's2', 's2-hold']) expect(maxDiff(r0[v]!.params, r0.ddp!.params), v).toBeLessThan(1e-6);
      // Clipping by the float64 norm summed over shards: within 20 float32 ulps of PyTorch's
      // clip_grad_norm_ (a float32 norm of the whole gradients) after the same reduction, and
      // within 1e-6 of today's DDP with clipping.
      for (const v of ['s1-clip', 's2-hold-clip']) {
        expect(maxUlps(r0[v]!.params, r0['s0-clip32']!.params), v).toBeLessThanOrEqual(20);
        expect(maxDiff(r0[v]!.params, r0['ddp-clip']!.params), v).toBeLessThan(1e-6);
      }
      expect(maxDiff(r0['s1-clip']!.params, r0.s1!.params)).toBeGreaterThan(1e-4); // clipping was active
      // Both accumulation modes agree.
      expect(maxDiff(r0.s2!.params, r0['s2-hold']!.params)).toBeLessThan(1e-6);
      // Memory per rank in tensor bytes (largest over the run) against DDP's.
      const ddp = r0.ddp!.memory;
      for (const r of ranks) {
        expect(r.s1!.memory.total / ddp.total).toBeLessThanOrEqual(LIMITS[world]!.stage1);
        // The optimizer state is this rank's shard: 1/N of DDP's plus the padding of the short last chunks.
        expect(r.s2!.memory.optimizerState / ddp.optimizerState).toBeLessThanOrEqual(1 / world + 0.03);
      }
    }, 150_000);
  }

  test('a NaN in one rank\'s gradient shard makes every rank skip the step', async () => {
    const results = await runRanks('zero-parity.mjs', 2, { args: ['5', 's1,s2', 'nan'], timeoutMs: 90_000 });
    expectAllOk(results);
    for (const r of results) for (const v of r.result.results as Variant[]) expect(v.skipped, `${v.variant} rank ${r.result.rank}`).toBe(1);
    expect(results[0]!.result.results[0].params).toEqual(results[1]!.result.results[0].params);
  }, 120_000);
});

describe('one subclass, any stack: a plain TorchRunner subclass under stack deepspeed', () => {
  test('2 ranks at stage 2 with ds_config keys: the sharding engine, DDP\'s parameters within 1e-6, memory in the log line', async () => {
    const [ds, ddp] = await Promise.all([runRanks('zero-runner.mjs', 2, { args: ['ds', '2'], timeoutMs: 120_000 }), runRanks('zero-runner.mjs', 2, { args: ['ddp'], timeoutMs: 120_000 })]);
    expectAllOk(ds);
    expectAllOk(ddp);
    for (const r of ds) expect(r.result).toMatchObject({ strategy: 'ShardedDataParallelStrategy', globalStep: 10 });
    expect(ddp[0]!.result.strategy).toBe('DataParallelStrategy');
    expect(ds[1]!.result.params).toEqual(ds[0]!.result.params);
    expect(maxDiff(ds[0]!.result.params, ddp[0]!.result.params)).toBeLessThan(1e-6);
    expect(ds[0]!.result.logText).toMatch(/mem_params_mib [\d.e-]+ {2}mem_grads_mib [\d.e-]+ {2}mem_optim_mib/);
    expect(ds[0]!.result.logText).toMatch(/the optimizer state is sharded/);
    expect(ds[0]!.result.memory.optimizerState).toBeLessThan(ddp[0]!.result.memory.optimizerState * 0.6);
  }, 240_000);
});

// Sharded data parallelism (ZeRO stages 0-3) against data parallelism, real processes on Gloo.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { beforeAll, describe, expect, test } from 'vitest';

import { ensureCompiled, expectAllOk, runRanks, type ProcResult } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

interface Variant {
  variant: string;
  params: number[];
  skipped: number;
  memory: { parameters: number; gradients: number; optimizerState: number; total: number; transient?: { parameters: number; gradients: number } };
  live: [number, number];
  masterDtypes: string[];
  backwardGathers?: { prefetched: number; onDemand: number };
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
const LIMITS: Record<number, { stage1: number; stage2: number; stage3: number }> = { 2: { stage1: 0.77, stage2: 0.64, stage3: 0.52 }, 4: { stage1: 0.64, stage2: 0.45, stage3: 0.27 } };
// The model's Linear layers: the units holding parameters.
const UNITS = 4;
const VARIANTS = ['ddp', 's0', 's0-each', 's1', 's2', 's2-hold', 's3', 's3-hold', 's3-pf0', 's3-keep', 's3-persist', 's3-fp16', 'ddp-clip', 's0-clip', 's0-clip32', 's1-clip', 's2-hold-clip', 's3-hold-clip'];
// The MLP's largest unit (Linear(64, 64)) and the largest two adjacent ones, in float32 bytes.
const LARGEST_UNIT = (64 * 64 + 64) * 4;
const LARGEST_PAIR = (24 * 64 + 64 + 64 * 64 + 64) * 4;

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
      // Stage 3 gathers each unit's parameters from the master chunks: the same values, the same gradients.
      expect(r0.s3!.params).toEqual(r0['s0-each']!.params);
      expect(r0['s3-hold']!.params).toEqual(r0.s0!.params);
      expect(r0['s3-hold-clip']!.params).toEqual(r0['s0-clip']!.params);
      // Without prefetch, and with the small units kept gathered between steps: the same values.
      expect(r0['s3-pf0']!.params).toEqual(r0['s0-each']!.params);
      expect(r0['s3-keep']!.params).toEqual(r0['s0-each']!.params);
      expect(r0['s3-persist']!.params).toEqual(r0['s0-each']!.params);
      // float16 gathers and reductions (11 significant bits) over float32 master chunks. Adam moves
      // a parameter by about lr = 0.01 a step, at most 0.2 in 20 steps: 0.05 says the float16 run
      // follows the float32 one, and above 0 that the dtype was used.
      expect(r0['s3-fp16']!.masterDtypes).toEqual(['float32']);
      expect(maxDiff(r0['s3-fp16']!.params, r0['s0-each']!.params)).toBeLessThan(0.05);
      expect(maxDiff(r0['s3-fp16']!.params, r0['s0-each']!.params)).toBeGreaterThan(0);
      // Today's DDP (Gloo's ring all-reduce) sums in another order.
      for (const v of ['s0', 's1', 's2', 's2-hold', 's3', 's3-hold']) expect(maxDiff(r0[v]!.params, r0.ddp!.params), v).toBeLessThan(1e-6);
      // Clipping by the float64 norm summed over shards: within 20 float32 ulps of PyTorch's
      // clip_grad_norm_ (a float32 norm of the whole gradients) after the same reduction, and
      // within 1e-6 of today's DDP with clipping.
      for (const v of ['s1-clip', 's2-hold-clip', 's3-hold-clip']) {
        expect(maxUlps(r0[v]!.params, r0['s0-clip32']!.params), v).toBeLessThanOrEqual(20);
        expect(maxDiff(r0[v]!.params, r0['ddp-clip']!.params), v).toBeLessThan(1e-6);
      }
      expect(maxDiff(r0['s1-clip']!.params, r0.s1!.params)).toBeGreaterThan(1e-4); // clipping was active
      // No tensor handle outlives a step: the live count does not grow from step 5 to the end
      // (it may shrink, as the collector releases what earlier variants in the process left).
      for (const v of VARIANTS) expect(r0[v]!.live[1], v).toBeLessThanOrEqual(r0[v]!.live[0]);
      // Both accumulation modes agree.
      expect(maxDiff(r0.s2!.params, r0['s2-hold']!.params)).toBeLessThan(1e-6);
      expect(maxDiff(r0.s3!.params, r0['s3-hold']!.params)).toBeLessThan(1e-6);
      // Memory per rank in tensor bytes (largest over the run) against DDP's.
      const ddp = r0.ddp!.memory;
      for (const r of ranks) {
        expect(r.s1!.memory.total / ddp.total).toBeLessThanOrEqual(LIMITS[world]!.stage1);
        // The optimizer state is this rank's shard: 1/N of DDP's plus the padding of the short last chunks.
        expect(r.s2!.memory.optimizerState / ddp.optimizerState).toBeLessThanOrEqual(1 / world + 0.03);
        // Stage 2 reduces each bucket as soon as backward has all its gradients: between steps
        // only shard buffers; full gradients live around one bucket's reduction (the largest
        // bucket, Linear(64, 64)'s weight on its own, and the gradients of the bucket still filling).
        expect(r.s2!.memory.total / ddp.total).toBeLessThanOrEqual(LIMITS[world]!.stage2);
        expect(r.s2!.memory.transient!.gradients).toBeGreaterThan(0);
        expect(r.s2!.memory.transient!.gradients).toBeLessThanOrEqual(2 * LARGEST_UNIT);
        // Stage 3 holds chunks of everything between steps; on top of that, while a unit runs,
        // its parameters and the next unit's (prefetched) are gathered, and a unit's full
        // gradients live until they are packed for the reduce-scatter.
        expect(r.s3!.memory.total / ddp.total).toBeLessThanOrEqual(LIMITS[world]!.stage3);
        expect(r.s3!.memory.transient!.parameters).toBeGreaterThan(0);
        expect(r.s3!.memory.transient!.parameters).toBeLessThanOrEqual(LARGEST_PAIR);
        expect(r.s3!.memory.transient!.gradients).toBeLessThanOrEqual(LARGEST_UNIT);
        // Backward prefetches: each backward waits from the start only for the unit forward
        // ran last (freed after its forward); every earlier unit's gather was started by the
        // backward of the unit after it. Without prefetch every backward gather starts on demand.
        const backwards = 20 * 2;
        expect(r.s3!.backwardGathers).toEqual({ prefetched: (UNITS - 1) * backwards, onDemand: backwards });
        expect(r['s3-pf0']!.backwardGathers).toEqual({ prefetched: 0, onDemand: UNITS * backwards });
        // Kept from forward to backward: backward gathers nothing.
        expect(r['s3-keep']!.backwardGathers).toEqual({ prefetched: 0, onDemand: 0 });
      }
    }, 150_000);
  }

  test('a NaN in one rank\'s gradient shard makes every rank skip the step', async () => {
    const results = await runRanks('zero-parity.mjs', 2, { args: ['5', 's1,s2,s3', 'nan'], timeoutMs: 90_000 });
    expectAllOk(results);
    for (const r of results) for (const v of r.result.results as Variant[]) expect(v.skipped, `${v.variant} rank ${r.result.rank}`).toBe(1);
    expect(results[0]!.result.results[0].params).toEqual(results[1]!.result.results[0].params);
  }, 120_000);
});

describe('one subclass, any stack: a plain TorchRunner subclass under stack deepspeed', () => {
  test('2 ranks at stage 2 with ds_config keys: the sharding engine, DDP\'s parameters within 1e-6, memory in the log line, a sharded checkpoint that resumes exactly', async () => {
    const root = mkdtempSync(join(tmpdir(), 'torchrunner-zero-'));
    const [ds, ddp] = await Promise.all([
      runRanks('zero-runner.mjs', 2, { args: ['ds', '2'], timeoutMs: 120_000, env: { ZERO_ROOT: root } }),
      runRanks('zero-runner.mjs', 2, { args: ['ddp'], timeoutMs: 120_000 }),
    ]);
    expectAllOk(ds);
    expectAllOk(ddp);
    for (const r of ds) expect(r.result).toMatchObject({ strategy: 'ShardedDataParallelStrategy', globalStep: 10 });
    expect(ddp[0]!.result.strategy).toBe('DataParallelStrategy');
    expect(ds[1]!.result.params).toEqual(ds[0]!.result.params);
    expect(maxDiff(ds[0]!.result.params, ddp[0]!.result.params)).toBeLessThan(1e-6);
    expect(ds[0]!.result.logText).toMatch(/mem_params_mib [\d.e-]+ {2}mem_grads_mib [\d.e-]+ {2}mem_optim_mib/);
    expect(ds[0]!.result.memory.optimizerState).toBeLessThan(ddp[0]!.result.memory.optimizerState * 0.6);
    // checkpoint.backend auto is the sharded backend under deepspeed: each rank wrote its own chunks.
    const checkpoints = join(ds[0]!.result.runDir, 'checkpoints');
    const saves = readdirSync(checkpoints).filter((f) => f.startsWith('save-s000000000005'));
    expect(readdirSync(join(checkpoints, saves[0]!))).toEqual(expect.arrayContaining(['__0_0.distcp', '__1_0.distcp', 'manifest.json']));
    // Resuming at step 5 (optimizer state read back chunk by chunk) reproduces the uninterrupted run.
    const resumed = await runRanks('zero-runner.mjs', 2, { args: ['ds', '2', join(checkpoints, 'ckpt-s000000000005')], timeoutMs: 120_000, env: { ZERO_ROOT: mkdtempSync(join(tmpdir(), 'torchrunner-zero-')) } });
    expectAllOk(resumed);
    for (const r of resumed) expect(r.result.params).toEqual(ds[0]!.result.params);
  }, 300_000);
});

describe('ZeRO stage 3 failure cases', () => {
  test('a rank that skips a module fails on every rank within 5 s, naming the collective, the units and the ranks', async () => {
    const results = await runRanks('zero-divergence.mjs', 2, { timeoutMs: 60_000 });
    expectAllOk(results);
    for (const r of results) {
      expect(r.result.step).toBe(3);
      expect(r.result.error.name).toBe('DivergentCollectiveError');
      // Rank 0 prefetches unit 2 in the backward of unit 4; rank 1, which skipped unit 2 (whose
      // forward gather unit 0 had prefetched), goes on to reduce unit 4's gradients.
      expect(r.result.error.message).toMatch(/diverged at collective #\d+: rank 0: the backward all-gather of unit '2'; rank 1: the reduce-scatter of unit '4'/);
      expect(r.result.ms).toBeLessThan(5000);
    }
  }, 90_000);
});

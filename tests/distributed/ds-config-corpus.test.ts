// Real ds_config.json files (tests/fixtures/ds-configs) trained as they are under stack
// deepspeed on 2 real ranks, and DeepSpeed's batch arithmetic across a world-size change.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { beforeAll, describe, expect, test } from 'vitest';

import { dsLr } from '../support/deepspeed-lr-reference.js';
import { ensureCompiled, expectAllOk, ROOT, runRanks } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

const DIR = join(ROOT, 'tests', 'fixtures', 'ds-configs');
const SOURCES = JSON.parse(readFileSync(join(DIR, 'SOURCES.json'), 'utf8')) as Record<string, { runner: Record<string, unknown>; expect: unknown }>;
const TRAINS = Object.entries(SOURCES).filter(([, s]) => s.expect === 'trains');

interface Out {
  ok: boolean;
  error?: string;
  globalStep: number;
  batchSize: number;
  accumSteps: number;
  trainBatchSize: number;
  lrs: number[];
  losses: number[];
  logText: string;
  runDir: string;
}

function writeJson(value: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'ds-config-')), 'ds_config.json');
  writeFileSync(file, JSON.stringify(value));
  return file;
}

describe('the corpus of real ds_config.json files on 2 ranks', () => {
  test(`each loadable file (${TRAINS.length}) trains 10 steps on 2 ranks, with DeepSpeed's batch and lr`, async () => {
    expect(TRAINS.length).toBeGreaterThanOrEqual(20);
    for (const [file, source] of TRAINS) {
      const results = await runRanks('ds-config-runner.mjs', 2, { args: [join(DIR, file), '10', JSON.stringify(source.runner)], timeoutMs: 120_000 });
      expectAllOk(results);
      const [r0, r1] = results.map((r) => r.result as Out);
      if (!r0!.ok) throw new Error(`${file}: ${r0!.error}`);
      expect(r1, file).toMatchObject({ ok: true, globalStep: 10 });
      expect(r0, file).toMatchObject({ globalStep: 10, trainBatchSize: r0!.batchSize * r0!.accumSteps * 2 });
      expect(r0!.lrs, file).toEqual(r1!.lrs);
      expect(r0!.losses.every(Number.isFinite), file).toBe(true);
      const ds = JSON.parse(readFileSync(join(DIR, file), 'utf8'));
      if (ds.scheduler && typeof ds.scheduler.params?.warmup_max_lr === 'number') {
        r0!.lrs.forEach((lr, i) => expect(Math.abs(lr - dsLr(ds.scheduler.type, ds.scheduler.params, i - 1, NaN, 10)), `${file} step ${i + 1}`).toBeLessThanOrEqual(1e-12 * Math.abs(lr)));
      }
    }
  }, 900_000);
});

describe("DeepSpeed's batch arithmetic on real ranks", () => {
  const optimizer = { type: 'AdamW', params: { lr: 0.01 } };

  test('a contradiction names all three and the world size, on every rank', async () => {
    const file = writeJson({ train_batch_size: 16, train_micro_batch_size_per_gpu: 4, gradient_accumulation_steps: 4, optimizer });
    const results = await runRanks('ds-config-runner.mjs', 2, { args: [file, '4'], timeoutMs: 60_000 });
    expectAllOk(results);
    for (const r of results) {
      expect(r.result.ok).toBe(false);
      expect(r.result.error).toMatch(/deepspeed\.train_batch_size: .*got train_batch_size 16, train_micro_batch_size_per_gpu 4, gradient_accumulation_steps 4, data-parallel world size 2/);
    }
  }, 120_000);

  test('a resume on 1 rank of a 2-rank run keeps train_batch_size, re-derives the accumulation and says so; one that cannot is refused naming the options', async () => {
    const file = writeJson({ train_batch_size: 16, train_micro_batch_size_per_gpu: 4, optimizer, zero_optimization: { stage: 1 } });
    const root = mkdtempSync(join(tmpdir(), 'torchrunner-ds-resume-'));
    const two = await runRanks('ds-config-runner.mjs', 2, { args: [file, '10'], timeoutMs: 120_000, env: { DS_ROOT: root } });
    expectAllOk(two);
    const r = two[0]!.result as Out;
    expect(r).toMatchObject({ ok: true, globalStep: 10, batchSize: 4, accumSteps: 2, trainBatchSize: 16 });
    const ckpt = join(r.runDir, 'checkpoints', 'ckpt-s000000000005');
    const one = await runRanks('ds-config-runner.mjs', 1, { args: [file, '10', '{}', ckpt], timeoutMs: 120_000, env: { DS_ROOT: mkdtempSync(join(tmpdir(), 'torchrunner-ds-resume-')) } });
    expectAllOk(one);
    const o = one[0]!.result as Out;
    if (!o.ok) throw new Error(o.error);
    expect(o).toMatchObject({ globalStep: 10, batchSize: 4, accumSteps: 4, trainBatchSize: 16 });
    expect(o.logText).toMatch(/resuming on 1 data-parallel ranks \(the checkpoint: 2\): train_batch_size 16 kept; gradient_accumulation_steps 2 -> 4/);
    // Micro batch and accumulation given, no train_batch_size: the global batch would halve; refused.
    const fixed = writeJson({ train_micro_batch_size_per_gpu: 4, gradient_accumulation_steps: 2, optimizer, zero_optimization: { stage: 1 } });
    const root2 = mkdtempSync(join(tmpdir(), 'torchrunner-ds-resume-'));
    const two2 = await runRanks('ds-config-runner.mjs', 2, { args: [fixed, '6'], timeoutMs: 120_000, env: { DS_ROOT: root2 } });
    expectAllOk(two2);
    const ckpt2 = join((two2[0]!.result as Out).runDir, 'checkpoints', 'ckpt-s000000000005');
    const refused = await runRanks('ds-config-runner.mjs', 1, { args: [fixed, '6', '{}', ckpt2], timeoutMs: 120_000, env: { DS_ROOT: mkdtempSync(join(tmpdir(), 'torchrunner-ds-resume-')) } });
    expectAllOk(refused);
    expect(refused[0]!.result.ok).toBe(false);
    expect(refused[0]!.result.error).toMatch(/deepspeed\.trainBatchSize: 16 in the checkpoint, 8 now/);
    expect(refused[0]!.result.error).toMatch(/worldSize: 2 in the checkpoint, 1 now/);
    expect(refused[0]!.result.error).toMatch(/To keep it on 1, set train_batch_size 16 in the ds_config and leave train_micro_batch_size_per_gpu or gradient_accumulation_steps unset/);
  }, 300_000);
});

describe('activation_checkpointing under stack deepspeed on real ranks', () => {
  test('stage 3 with the block recomputes the blocks in backward and trains exactly as without it', async () => {
    const base = { train_batch_size: 16, train_micro_batch_size_per_gpu: 4, steps_per_print: 2, optimizer: { type: 'AdamW', params: { lr: 0.01 } }, zero_optimization: { stage: 3 } };
    const [plain, checkpointed] = [await runRanks('ds-config-runner.mjs', 2, { args: [writeJson(base), '6'], timeoutMs: 120_000 }), await runRanks('ds-config-runner.mjs', 2, { args: [writeJson({ ...base, activation_checkpointing: { partition_activations: true } }), '6'], timeoutMs: 120_000 })];
    expectAllOk(plain);
    expectAllOk(checkpointed);
    const p0 = plain[0]!.result as Out;
    const c0 = checkpointed[0]!.result as Out;
    expect(c0).toMatchObject({ ok: true, globalStep: 6 });
    expect(c0.losses).toEqual(p0.losses);
    expect(c0.logText).toMatch(/activation_checkpointing\.partition_activations: without a tensor-parallel axis/);
    // The step log carries the peak: what the rank holds plus the transient gathered parameters and gradient buckets.
    const line = p0.logText.split('\n').find((l) => l.includes('mem_peak_mib'))!;
    const mib = (k: string): number => Number(new RegExp(`${k} ([\\d.e-]+)`).exec(line)![1]);
    expect(mib('mem_transient_grads_mib')).toBeGreaterThan(0);
    expect(mib('mem_peak_mib')).toBeGreaterThan(mib('mem_params_mib') + mib('mem_grads_mib') + mib('mem_optim_mib') + mib('mem_transient_grads_mib'));
  }, 300_000);
});

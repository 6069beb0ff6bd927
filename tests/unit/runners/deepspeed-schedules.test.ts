import { afterAll, describe, expect, it } from 'vitest';

import { DeepSpeedLR } from '../../../src/runners/index.js';
import { torch, type Tensor } from '../../../src/torch/index.js';
import { optim } from '../../../src/torch/optim/index.js';
import { DS } from '../../support/deepspeed-lr-reference.js';

const params: Tensor[] = [torch.zeros([2], { requiresGrad: true }).keep()];
afterAll(() => params.forEach((p) => p.dispose()));

/** The lr of optimizer steps 1..n under the schedule, as the runner steps it (after each optimizer step). */
function lrsOfSteps(make: (o: InstanceType<typeof optim.AdamW>) => DeepSpeedLR, n: number, lr = 0.01): number[] {
  const o = new optim.AdamW(params, { lr });
  const s = make(o);
  const out: number[] = [];
  for (let k = 1; k <= n; k++) {
    out.push(o.paramGroups[0]!.lr as number);
    s.step();
  }
  return out;
}

function expectClose(actual: number[], expected: number[]): void {
  expect(actual.length).toBe(expected.length);
  actual.forEach((a, i) => {
    const e = expected[i]!;
    const rel = e === 0 ? Math.abs(a) : Math.abs(a - e) / Math.abs(e);
    if (rel > 1e-12) throw new Error(`step ${i + 1}: lr ${a}, DeepSpeed ${e} (relative error ${rel})`);
  });
}

const STEPS = 300;
const expected = (f: (it: number) => number): number[] => Array.from({ length: STEPS }, (_, i) => f(i - 1));

describe("DeepSpeed's schedules: the lr of optimizer steps 1..300 equals lr_schedules.py's", () => {
  it('WarmupLR: logarithmic by default, and linear on request; min/max lr; step 1 runs at warmup_min_lr', () => {
    const log = lrsOfSteps((o) => new DeepSpeedLR(o, 'WarmupLR', { warmup_min_lr: 1e-5, warmup_max_lr: 3e-4, warmup_num_steps: 100 }), STEPS);
    expectClose(log, expected((it) => DS.warmup({ min: 1e-5, max: 3e-4, n: 100 }, it)));
    expect(log[0]).toBe(1e-5);
    expect(log[1]).toBe(1e-5); // it = 0: log(1) = 0
    // At step 5 the log warm-up is far above the linear one (the 43x).
    expect(log[4]! / DS.warmup({ min: 1e-5, max: 3e-4, n: 100, type: 'linear' }, 3)).toBeGreaterThan(5);
    const linear = lrsOfSteps((o) => new DeepSpeedLR(o, 'WarmupLR', { warmup_num_steps: 50, warmup_type: 'linear' }), STEPS);
    expectClose(linear, expected((it) => DS.warmup({ n: 50, type: 'linear' }, it)));
    // Every default: min 0, max 0.001, 1000 steps, log.
    expectClose(
      lrsOfSteps((o) => new DeepSpeedLR(o, 'WarmupLR', {}), STEPS),
      expected((it) => DS.warmup({}, it)),
    );
  });

  it('WarmupDecayLR decays linearly to 0 at total_num_steps; total_num_steps auto takes the run length', () => {
    const p = { warmup_min_lr: 0, warmup_max_lr: 1e-3, warmup_num_steps: 20, total_num_steps: 100 };
    const lrs = lrsOfSteps((o) => new DeepSpeedLR(o, 'WarmupDecayLR', p), STEPS);
    expectClose(lrs, expected((it) => DS.warmupDecay({ min: 0, max: 1e-3, n: 20, total: 100 }, it)));
    expect(lrs[50]).toBeGreaterThan(0); // not at 0 by step 40 of 100
    expect(lrs[101]).toBe(0);
    const auto = lrsOfSteps((o) => new DeepSpeedLR(o, 'WarmupDecayLR', { ...p, total_num_steps: 'auto', warmup_type: 'linear' }, 250), STEPS);
    expectClose(auto, expected((it) => DS.warmupDecay({ min: 0, max: 1e-3, n: 20, total: 250, type: 'linear' }, it)));
    expect(() => lrsOfSteps((o) => new DeepSpeedLR(o, 'WarmupDecayLR', { warmup_num_steps: 20 }), 1)).toThrow(/total_num_steps.*DeepSpeed has no default/);
  });

  it("WarmupCosineLR scales the optimizer's lr by its ratios (warmup_min_ratio, cos_min_ratio); step 1 runs at 0", () => {
    const p = { total_num_steps: 280, warmup_num_steps: 30, warmup_min_ratio: 0.1, cos_min_ratio: 0.05 };
    const lrs = lrsOfSteps((o) => new DeepSpeedLR(o, 'WarmupCosineLR', p), STEPS, 0.02);
    expectClose(lrs, expected((it) => DS.cosine({ lr: 0.02, total: 280, n: 30, wmin: 0.1, cmin: 0.05 }, it)));
    expect(lrs[0]).toBe(0);
    const defaults = lrsOfSteps((o) => new DeepSpeedLR(o, 'WarmupCosineLR', { total_num_steps: 5000 }), STEPS, 0.02);
    expectClose(defaults, expected((it) => DS.cosine({ lr: 0.02, total: 5000 }, it)));
  });

  it('OneCycle cycles the lr (and Adam beta1, beta2 set to 0.99) and decays after the cycle', () => {
    const p = { cycle_min_lr: 1e-4, cycle_max_lr: 1e-3, cycle_first_step_size: 60, cycle_second_step_size: 90, decay_lr_rate: 0.5, decay_step_size: 10 };
    const lrs = lrsOfSteps((o) => new DeepSpeedLR(o, 'OneCycle', p), STEPS);
    expectClose(lrs, expected((it) => DS.oneCycle({ min: 1e-4, max: 1e-3, first: 60, second: 90, decayRate: 0.5, decayStep: 10 }, it)));
    const o = new optim.AdamW(params, { lr: 0.01, betas: [0.9, 0.95] });
    const s = new DeepSpeedLR(o, 'OneCycle', { ...p, cycle_min_mom: 0.85, cycle_max_mom: 0.95 });
    expect(o.paramGroups[0]!.betas).toEqual([0.85, 0.99]);
    for (let i = 0; i < 30; i++) s.step();
    // it = 29: scale 30/60 = 0.5 -> beta1 = 0.95 - 0.1 * 0.5
    expect(o.paramGroups[0]!.betas[0]).toBeCloseTo(0.9, 12);
    const sgd = new optim.SGD(params, { lr: 0.01, momentum: 0.9 });
    new DeepSpeedLR(sgd, 'OneCycle', p).step();
    expect(sgd.paramGroups[0]!.momentum).toBe(0.9); // no betas: DeepSpeed leaves momentum alone
  });

  it('LRRangeTest grows the lr continuously or in stairs', () => {
    const cont = lrsOfSteps((o) => new DeepSpeedLR(o, 'LRRangeTest', { lr_range_test_min_lr: 1e-5, lr_range_test_step_size: 7, lr_range_test_step_rate: 0.3 }), STEPS);
    expectClose(cont, expected((it) => DS.rangeTest({ min: 1e-5, size: 7, rate: 0.3 }, it)));
    const stairs = lrsOfSteps((o) => new DeepSpeedLR(o, 'LRRangeTest', { lr_range_test_min_lr: 1e-5, lr_range_test_step_size: 7, lr_range_test_staircase: true }), STEPS);
    expectClose(stairs, expected((it) => DS.rangeTest({ min: 1e-5, size: 7, stair: true }, it)));
  });

  it("keeps DeepSpeed's state dict, and resumes at the saved position", () => {
    const o = new optim.AdamW(params, { lr: 0.01 });
    const p = { warmup_num_steps: 40, total_num_steps: 100 };
    const s = new DeepSpeedLR(o, 'WarmupDecayLR', p);
    for (let i = 0; i < 57; i++) s.step();
    expect(s.stateDict()).toEqual({ last_batch_iteration: 56 });
    const o2 = new optim.AdamW(params, { lr: 0.01 });
    const s2 = new DeepSpeedLR(o2, 'WarmupDecayLR', p);
    s2.loadStateDict(s.stateDict());
    expect(o2.paramGroups[0]!.lr).toBe(o.paramGroups[0]!.lr);
    expect(() => new DeepSpeedLR(o2, 'WarmupLR', { warmup_typ: 'log' })).toThrow(/sched\.options\.warmup_typ: WarmupLR takes no such parameter/);
    expect(() => new DeepSpeedLR(o2, 'WarmupLR', { warmup_type: 'cos' })).toThrow(/warmup_type.*'log'/);
  });
});

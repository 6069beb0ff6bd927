import { afterAll, describe, expect, test } from 'vitest';

import { torch, type Tensor } from '../../../src/torch/index.js';
import { optim } from '../../../src/torch/optim/index.js';
import type { Scheduler } from '../../../src/torch/optim/lr-scheduler/index.js';
import { reference } from './problem.js';

const S = optim.lrScheduler;
type Opt = InstanceType<typeof optim.SGD>;
const ref = reference<Record<string, any>>('schedulers.json');
const params: Tensor[] = [torch.zeros([1], { requiresGrad: true }).keep(), torch.zeros([1], { requiresGrad: true }).keep()];
afterAll(() => params.forEach((p) => p.dispose()));

function wsd(step: number, w: number, s: number, d: number, start: number, min: number, kind: string): number {
  if (step < w) return start + ((1 - start) * step) / w;
  if (step < w + s) return 1;
  const t = Math.min(step - w - s, d) / d;
  return kind === 'linear' ? 1 - (1 - min) * t : min + (1 - min) * 0.5 * (1 + Math.cos(Math.PI * t));
}

/** The same schedulers as make_reference.py's sched_cases(). */
const cases: Record<string, (o: Opt) => Scheduler> = {
  StepLR: (o) => new S.StepLR(o, { stepSize: 5, gamma: 0.5 }),
  MultiStepLR: (o) => new S.MultiStepLR(o, { milestones: [3, 8, 8, 20], gamma: 0.3 }),
  ExponentialLR: (o) => new S.ExponentialLR(o, { gamma: 0.9 }),
  CosineAnnealingLR: (o) => new S.CosineAnnealingLR(o, { tMax: 10, etaMin: 0.001 }),
  CosineAnnealingWarmRestarts: (o) => new S.CosineAnnealingWarmRestarts(o, { t0: 5, tMult: 2, etaMin: 0.01 }),
  LinearLR: (o) => new S.LinearLR(o, { startFactor: 0.25, endFactor: 1.0, totalIters: 8 }),
  LinearLR_decay: (o) => new S.LinearLR(o, { startFactor: 1.0, endFactor: 0.1, totalIters: 12 }),
  ConstantLR: (o) => new S.ConstantLR(o, { factor: 0.5, totalIters: 4 }),
  OneCycleLR: (o) => new S.OneCycleLR(o, { maxLr: [1.0, 0.5], totalSteps: 31 }),
  OneCycleLR_linear_three_phase: (o) =>
    new S.OneCycleLR(o, { maxLr: 0.8, totalSteps: 31, pctStart: 0.25, annealStrategy: 'linear', threePhase: true, divFactor: 10, finalDivFactor: 100 }),
  LambdaLR: (o) => new S.LambdaLR(o, { lrLambda: [(e) => 0.95 ** e, (e) => 1.0 / (1 + Math.floor(e / 4))] }),
  SequentialLR: (o) =>
    new S.SequentialLR(o, { schedulers: [new S.LinearLR(o, { startFactor: 0.1, totalIters: 5 }), new S.ExponentialLR(o, { gamma: 0.9 })], milestones: [5] }),
  SequentialLR_three: (o) =>
    new S.SequentialLR(o, {
      schedulers: [new S.ConstantLR(o, { factor: 0.1, totalIters: 2 }), new S.StepLR(o, { stepSize: 3, gamma: 0.5 }), new S.CosineAnnealingLR(o, { tMax: 8 })],
      milestones: [4, 12],
    }),
  WSD_linear: (o) => new S.WarmupStableDecayLR(o, { warmupSteps: 5, stableSteps: 10, decaySteps: 10, decay: 'linear', warmupStartFactor: 0, minLrFactor: 0.1 }),
  WSD_cosine: (o) => new S.WarmupStableDecayLR(o, { warmupSteps: 4, stableSteps: 6, decaySteps: 12, decay: 'cosine', warmupStartFactor: 0.2, minLrFactor: 0 }),
};

function makeOptimizer(momentum = 0): Opt {
  return new optim.SGD([{ params: [params[0]!] }, { params: [params[1]!], lr: 0.05 }], { lr: 0.1, momentum });
}

/**
 * Relative closeness for lr values. Schedulers are float64 arithmetic in JavaScript in the same
 * order as PyTorch's Python, never a libtorch kernel, so the CPU's vector units play no part and
 * +, *, / agree exactly; only Math.cos/Math.pow (V8's fdlibm) and Python's libm may differ by an
 * ulp per call, carried through at most 30 chained multiplications: below 1e-14 relative. 1e-12
 * leaves room and still catches any wrong formula (those differ in the third digit).
 */
function expectLrs(actual: number[], expected: number[], what: string): void {
  expect(actual.length, what).toBe(expected.length);
  actual.forEach((a, i) => expect(Math.abs(a - expected[i]!), `${what}[${i}]: ${a} vs ${expected[i]}`).toBeLessThanOrEqual(1e-15 + 1e-12 * Math.abs(expected[i]!)));
}

/** JSON-comparable form of a state dict (Maps to objects, Infinity to 'inf', like the script). */
function plain(v: unknown): unknown {
  if (v instanceof Map) return Object.fromEntries([...v].map(([k, x]) => [String(k), plain(x)]));
  if (Array.isArray(v)) return v.map(plain);
  if (v === Infinity) return 'inf';
  if (v === -Infinity) return '-inf';
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
  return v;
}

function closeDeep(actual: unknown, expected: unknown, path: string): void {
  if (typeof expected === 'number' && typeof actual === 'number') {
    expect(Math.abs(actual - expected), path).toBeLessThanOrEqual(1e-12 * (1 + Math.abs(expected)));
  } else if (Array.isArray(expected)) {
    expect(Array.isArray(actual), path).toBe(true);
    expect((actual as unknown[]).length, path).toBe(expected.length);
    expected.forEach((e, i) => closeDeep((actual as unknown[])[i], e, `${path}[${i}]`));
  } else if (expected !== null && typeof expected === 'object') {
    expect(Object.keys(actual as object).sort(), path).toEqual(Object.keys(expected).sort());
    for (const [k, e] of Object.entries(expected)) closeDeep((actual as Record<string, unknown>)[k], e, `${path}.${k}`);
  } else {
    expect(actual, path).toEqual(expected);
  }
}

describe('LR schedulers follow PyTorch 1.13 step for step', () => {
  for (const [name, make] of Object.entries(cases)) {
    test(name, () => {
      const expected = ref[name];
      const opt = makeOptimizer(name.startsWith('OneCycle') ? 0.9 : 0);
      const sched = make(opt);
      expectLrs(sched.getLastLr(), expected.lrs[0], `${name} lr after construction`);
      for (let i = 0; i < 30; i++) {
        opt.step();
        sched.step();
        expectLrs(sched.getLastLr(), expected.lrs[i + 1], `${name} lr after step ${i + 1}`);
        expectLrs(opt.paramGroups.map((g) => g.lr), expected.lrs[i + 1], `${name} group lr after step ${i + 1}`);
        if (expected.momenta) expectLrs(opt.paramGroups.map((g) => g.momentum), expected.momenta[i + 1], `${name} momentum after step ${i + 1}`);
      }
      const sd = optim.SGD.prototype.stateDict.call(opt).param_groups.map((g) => plain(g));
      closeDeep(sd, expected.optimizer_param_groups, `${name} optimizer param_groups`);
    });

    test(`${name} state dict has PyTorch's layout and resumes the schedule`, () => {
      const expected = ref[name];
      const opt = makeOptimizer(name.startsWith('OneCycle') ? 0.9 : 0);
      const sched = make(opt);
      for (let i = 0; i < 7; i++) {
        opt.step();
        sched.step();
      }
      const sd = sched.stateDict();
      const want = { ...expected.state_dict };
      if (name.startsWith('OneCycle')) {
        // PyTorch stores the bound annealing method; the strategy name replaces it here
        delete want.anneal_func;
        expect(sd.anneal_strategy).toBe(name === 'OneCycleLR' ? 'cos' : 'linear');
        delete sd.anneal_strategy;
      }
      if (name.startsWith('WSD')) {
        // the reference is PyTorch's LambdaLR over the same function; WSD saves its options instead of lr_lambdas
        delete want.lr_lambdas;
        for (const k of ['warmup_steps', 'stable_steps', 'decay_steps', 'decay', 'warmup_start_factor', 'min_lr_factor']) {
          expect(sd, k).toHaveProperty(k);
          delete sd[k];
        }
      }
      closeDeep(plain(sd), want, `${name}.stateDict()`);

      // a fresh scheduler on a fresh optimizer, restored from both state dicts, continues identically
      const optB = makeOptimizer(name.startsWith('OneCycle') ? 0.9 : 0);
      const schedB = make(optB);
      optB.loadStateDict(opt.stateDict());
      schedB.loadStateDict(JSON.parse(JSON.stringify(plain(sched.stateDict()))) as Record<string, unknown>);
      if (name === 'MultiStepLR') expect((schedB as InstanceType<typeof S.MultiStepLR>).milestones).toBeInstanceOf(Map);
      for (let i = 7; i < 30; i++) {
        optB.step();
        schedB.step();
        expectLrs(schedB.getLastLr(), expected.lrs[i + 1], `${name} resumed lr after step ${i + 1}`);
      }
    });
  }

  test('ReduceLROnPlateau (min, rel, cooldown, per-group min lr) and (max, abs)', () => {
    const expected = ref.ReduceLROnPlateau;
    const opt = makeOptimizer();
    const sched = new S.ReduceLROnPlateau(opt, { mode: 'min', factor: 0.5, patience: 2, threshold: 0.01, cooldown: 1, minLr: [0.01, 0.004] });
    (expected.metrics as number[]).forEach((m, i) => {
      opt.step();
      sched.step(i % 2 ? torch.tensor(m, { dtype: 'float64' }) : m);
      expectLrs(opt.paramGroups.map((g) => g.lr), expected.lrs[i], `lr after metric ${i}`);
      if (i === 6) closeDeep(plain(sched.stateDict()), expected.state_dict, 'ReduceLROnPlateau.stateDict()');
    });
    const byMax = new S.ReduceLROnPlateau(opt, { mode: 'max', factor: 0.1, patience: 1, threshold: 0.05, thresholdMode: 'abs' });
    [0.1, 0.2, 0.22, 0.23, 0.3, 0.3, 0.3, 0.31].forEach((m, i) => {
      byMax.step(m);
      expectLrs(opt.paramGroups.map((g) => g.lr), expected.lrs_max[i], `max-mode lr after metric ${i}`);
    });
  });

  test('WarmupStableDecayLR factors follow its documented formula', () => {
    const opt = makeOptimizer();
    const sched = new S.WarmupStableDecayLR(opt, { warmupSteps: 3, stableSteps: 2, decaySteps: 4, decay: 'linear', minLrFactor: 0.2 });
    const seen = [sched.getLastLr()[0]!];
    for (let i = 0; i < 11; i++) {
      sched.step();
      seen.push(sched.getLastLr()[0]!);
    }
    const want = [0, 1 / 3, 2 / 3, 1, 1, 1, 0.8, 0.6, 0.4, 0.2, 0.2, 0.2].map((f) => 0.1 * f);
    want.forEach((w, i) => expect(seen[i]).toBeCloseTo(w, 12));
    expect(wsd(7, 3, 2, 4, 0, 0.2, 'linear') * 0.1).toBeCloseTo(seen[7]!, 12);
  });

  test('bad options give clear errors', () => {
    const opt = makeOptimizer();
    expect(() => new S.StepLR(opt, { stepSize: 0 })).toThrow(/StepLR: options.stepSize must be an integer >= 1 but received 0/);
    expect(() => new S.LambdaLR(opt, { lrLambda: [(e) => e] })).toThrow(/expected 2 lrLambda functions/);
    expect(() => new S.OneCycleLR(opt, { maxLr: 1 })).toThrow(/totalSteps or both epochs and stepsPerEpoch/);
    expect(() => new S.ReduceLROnPlateau(opt, { factor: 1.5 })).toThrow(/options.factor must be a number >= 0 and < 1 but received 1.5/);
    expect(() => new S.StepLR({} as Opt, { stepSize: 2 })).toThrow(/expected an Optimizer/);
    expect(() => new S.SequentialLR(opt, { schedulers: [new S.ExponentialLR(opt, { gamma: 0.5 })], milestones: [3] })).toThrow(/one more scheduler than milestones/);
    const fresh = new optim.SGD([params[0]!], { lr: 0.1 });
    expect(() => new S.StepLR(fresh, { stepSize: 2, lastEpoch: 4 })).toThrow(/initialLr is not set/);
  });
});

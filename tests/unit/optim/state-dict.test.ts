import { afterEach, describe, expect, test } from 'vitest';

import { torch, type Tensor } from '../../../src/torch/index.js';
import { native } from '../../../src/torch/native.js';
import { optim } from '../../../src/torch/optim/index.js';
import { build, flat, lossOf, makeParams, maxRelError, reference, trainStep, trajectoryTolerance, type Problem } from './problem.js';
import { settledLive } from '../../support/memory.js';


const ref = reference<{ problem: Problem; runs: Record<string, any> }>('optimizers.json');
const live: Tensor[] = [];
afterEach(() => {
  for (const t of live.splice(0)) t.dispose();
});

/** JSON-comparable form: tensors as { tensor, shape, dtype } like the script, Maps as objects. */
function plain(v: unknown): unknown {
  if (v && typeof v === 'object' && 'toArray' in v && 'shape' in v) {
    const t = v as Tensor;
    return { tensor: Array.from(t.toArray() as Float32Array), shape: t.shape, dtype: t.dtype };
  }
  if (v instanceof Map) return Object.fromEntries([...v].map(([k, x]) => [String(k), plain(x)]));
  if (Array.isArray(v)) return v.map(plain);
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
  return v;
}

/**
 * Compares one parameter's state with PyTorch's: the same keys, shapes and dtypes; integers and
 * flags exactly; tensor values within the trajectory's tolerance at that step (the buffers are
 * running averages of the gradients the trajectory comes from, so they carry the same drift;
 * `exp_avg_sq` holds squares, whose relative error is twice the gradient's, well inside it).
 */
function expectStateClose(got: Record<string, unknown>, want: Record<string, unknown>, tol: number, what: string): void {
  for (const [key, w] of Object.entries(want)) {
    const g = got[key];
    if (w && typeof w === 'object' && 'tensor' in w) {
      const wt = w as { tensor: number[]; shape: number[]; dtype: string };
      const gt = g as { tensor: number[]; shape: number[]; dtype: string };
      expect([gt.shape, gt.dtype], `${what}.${key} shape and dtype`).toEqual([wt.shape, wt.dtype]);
      expect(maxRelError(gt.tensor, wt.tensor), `${what}.${key} values`).toBeLessThan(tol);
    } else {
      expect(g, `${what}.${key}`).toEqual(w);
    }
  }
}

describe('optimizer state dicts', () => {
  for (const [name, run] of Object.entries(ref.runs)) {
    test(`${name}: layout matches PyTorch's state_dict() after 3 steps`, () => {
      const params = makeParams(ref.problem);
      live.push(...params);
      const opt = build(run, params);
      for (let i = 0; i < 3; i++) trainStep(run, opt, params);
      const sd = opt.stateDict();
      expect(sd.state).toBeInstanceOf(Map);
      expect([...sd.state.keys()].every((k) => typeof k === 'number')).toBe(true);
      const got = plain(sd) as { param_groups: unknown[]; state: Record<string, Record<string, unknown>> };
      expect(got.param_groups).toEqual(run.state_dict.param_groups);
      expect(Object.keys(got.state)).toEqual(Object.keys(run.state_dict.state));
      for (const [k, s] of Object.entries(run.state_dict.state as Record<string, Record<string, unknown>>)) {
        expect(Object.keys(got.state[k]!).sort(), `state[${k}] keys`).toEqual(Object.keys(s).sort());
        if (run.optimizer !== 'LBFGS') expectStateClose(got.state[k]!, s, trajectoryTolerance(run, 2), `state[${k}]`);
      }
      opt.dispose();
    });

    test(`${name}: restored mid-run, continues on the identical trajectory`, () => {
      // the uninterrupted run on this machine is the reference for exactness
      const straight = makeParams(ref.problem);
      live.push(...straight);
      const uninterrupted = build(run, straight);
      const expected = run.trajectory.map(() => {
        trainStep(run, uninterrupted, straight);
        return flat(straight);
      });
      uninterrupted.dispose();

      const params = makeParams(ref.problem);
      live.push(...params);
      const opt = build(run, params);
      const half = Math.floor(run.trajectory.length / 2);
      for (let i = 0; i < half; i++) trainStep(run, opt, params);
      // a second optimizer over copies of the parameters, restored from the first one's state dict
      const copies = params.map((p) => p.detach().clone().requiresGrad_().keep());
      live.push(...copies);
      const restored = build(run, copies);
      restored.loadStateDict(opt.stateDict());
      opt.dispose(); // the restored state must not share tensors with the original
      for (let i = half; i < run.trajectory.length; i++) {
        trainStep(run, restored, copies);
        const got = flat(copies);
        expect(got, `params after step ${i}`).toEqual(expected[i]);
        expect(maxRelError(got, run.trajectory[i]!), `params after step ${i} vs PyTorch`).toBeLessThan(trajectoryTolerance(run, i));
      }
      restored.dispose();
    });
  }

  test('loadStateDict accepts numeric-string state keys and rejects mismatched groups', () => {
    const run = ref.runs.adam_groups;
    const params = makeParams(ref.problem);
    live.push(...params);
    const opt = build(run, params);
    trainStep(run, opt, params);
    const sd = opt.stateDict();
    const asObject = { state: Object.fromEntries([...sd.state].map(([k, v]) => [String(k), v])), param_groups: sd.param_groups };
    const other = build(run, params.map((p) => p.detach().clone().requiresGrad_().keep()));
    other.loadStateDict(asObject);
    expect(other.paramGroups[1]!.betas).toEqual([0.5, 0.9]);
    expect(other.paramGroups[1]!.weightDecay).toBe(0.05);
    const single = new optim.Adam(params, { lr: 0.1 });
    expect(() => single.loadStateDict(sd)).toThrow(/has 2 parameter groups but this optimizer has 1/);
    const wrongSize = new optim.Adam([{ params: [params[0]!, params[1]!] }, { params: [params[2]!] }]);
    expect(() => wrongSize.loadStateDict(sd)).toThrow(/parameter group 0 of the state dict has 1 parameters but this optimizer's group has 2/);
    for (const o of [opt, other, single, wrongSize]) o.dispose();
    for (const g of other.paramGroups) for (const p of g.params) p.dispose();
  });
});

describe('optimizer behaviour', () => {
  test('a step costs a fixed number of operator calls whatever the parameter count', () => {
    const count = (n: number, make: (ps: Tensor[]) => InstanceType<typeof optim.Optimizer>) => {
      const ps = Array.from({ length: n }, () => torch.randn([3, 2], { requiresGrad: true }).keep());
      live.push(...ps);
      const opt = make(ps);
      const once = () =>
        torch.scope(() => {
          opt.zeroGrad();
          ps.reduce((acc: Tensor | null, p) => (acc ? acc.add(p.pow(2).sum()) : p.pow(2).sum()), null)!.backward();
          opt.step();
        });
      once(); // lazy state creation
      const original = native.callOp;
      let calls = 0;
      native.callOp = (...args: unknown[]) => {
        calls++;
        return original(...args);
      };
      try {
        torch.scope(() => {
          opt.zeroGrad();
          ps.reduce((acc: Tensor | null, p) => (acc ? acc.add(p.pow(2).sum()) : p.pow(2).sum()), null)!.backward();
          const before = calls;
          opt.step();
          calls -= before;
        });
      } finally {
        native.callOp = original;
      }
      opt.dispose();
      return calls;
    };
    const makers = {
      sgd: (ps: Tensor[]) => new optim.SGD(ps, { lr: 0.1, momentum: 0.9, nesterov: true, weightDecay: 0.1 }),
      adam: (ps: Tensor[]) => new optim.Adam(ps, { lr: 0.1, amsgrad: true, weightDecay: 0.1 }),
      adamw: (ps: Tensor[]) => new optim.AdamW(ps, { lr: 0.1 }),
      adagrad: (ps: Tensor[]) => new optim.Adagrad(ps, { lr: 0.1, weightDecay: 0.1 }),
      rmsprop: (ps: Tensor[]) => new optim.RMSprop(ps, { lr: 0.1, momentum: 0.5, centered: true }),
    };
    for (const [name, make] of Object.entries(makers)) {
      const small = count(3, make);
      const large = count(40, make);
      expect(large, `${name}: operator calls per step`).toBe(small);
      expect(small, name).toBeLessThanOrEqual(12);
    }
  });

  test('step frees its temporaries and keeps its state alive', () => {
    const params = makeParams(ref.problem);
    live.push(...params);
    const opt = new optim.Adam(params, { lr: 0.1, amsgrad: true });
    const step = () =>
      torch.scope(() => {
        opt.zeroGrad();
        lossOf(ref.problem, params).backward();
        opt.step();
      });
    step();
    const before = settledLive();
    for (let i = 0; i < 5; i++) step();
    expect(torch.memoryStats().live).toBe(before);
    const s = opt.state.get(params[0]!)!;
    expect((s.exp_avg as Tensor).isDisposed).toBe(false);
    opt.dispose();
    expect((s.exp_avg as Tensor).isDisposed).toBe(true);
  });

  test('zeroGrad sets gradients to null, or zeroes them in place', () => {
    const params = makeParams(ref.problem);
    live.push(...params);
    const opt = new optim.SGD(params, { lr: 0.1 });
    torch.scope(() => lossOf(ref.problem, params).backward());
    opt.zeroGrad({ setToNone: false });
    const g = params[0]!.grad!;
    expect(Array.from(g.toArray() as Float32Array).every((x) => x === 0)).toBe(true);
    g.dispose();
    opt.zeroGrad();
    expect(params.every((p) => p.grad === null)).toBe(true);
  });

  test('schedulers can change a group lr between steps', () => {
    const params = makeParams(ref.problem);
    live.push(...params);
    const opt = new optim.SGD(params, { lr: 0.1 });
    torch.scope(() => lossOf(ref.problem, params).backward());
    const before = flat(params);
    const grad = flat(params.map((p) => p.grad!));
    opt.paramGroups[0]!.lr = 0.5;
    opt.step();
    flat(params).forEach((x, i) => expect(x).toBeCloseTo(before[i]! - 0.5 * grad[i]!, 6));
  });

  test('bad arguments give clear errors', () => {
    const params = makeParams(ref.problem);
    live.push(...params);
    expect(() => new optim.SGD(params[0] as never, { lr: 0.1 })).toThrow(/single Tensor; wrap it in an array/);
    expect(() => new optim.SGD([], { lr: 0.1 })).toThrow(/empty parameter list/);
    expect(() => new optim.SGD(params, {} as never)).toThrow(/options.lr is required/);
    expect(() => new optim.Adam(params, { lr: -1 })).toThrow(/Adam: options.lr must be a number >= 0 but received -1/);
    expect(() => new optim.Adam(params, { betas: [0.9, 1.5] })).toThrow(/Adam: options.betas\[1\] must be a number >= 0 and < 1 but received 1.5/);
    expect(() => new optim.SGD(params, { lr: 0.1, nesterov: true })).toThrow(/Nesterov momentum requires/);
    expect(() => new optim.SGD([{ params: [params[0]!] }, { params: [params[0]!] }], { lr: 0.1 })).toThrow(/more than one parameter group/);
    const nonLeaf = torch.scope(() => params[0]!.mul(2));
    live.push(nonLeaf);
    expect(() => new optim.SGD([nonLeaf], { lr: 0.1 })).toThrow(/non-leaf/);
    expect(() => new optim.LBFGS([{ params: [params[0]!] }, { params: [params[1]!] }])).toThrow(/parameter groups/);
    const lbfgs = new optim.LBFGS(params);
    expect(() => lbfgs.step()).toThrow(/needs a closure/);
  });
});

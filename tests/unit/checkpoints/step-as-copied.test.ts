// An asynchronous checkpoint copies the large tensors on a worker thread; the optimizer step
// that follows changes each parameter as soon as its copies are made, not once all are.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

import { FileCheckpointManager } from '../../../src/checkpoints/file-manager.js';
import { readCheckpoint } from '../../../src/checkpoints/read.js';
import { disposeTree } from '../../../src/checkpoints/tree.js';
import { optim, torch, type Optimizer, type Tensor } from '../../../src/index.js';
import { stepAsCopied, updateOrder } from '../../../src/runners/step/step-as-copied.js';
import { native } from '../../../src/torch/native.js';

const dir = mkdtempSync(join(tmpdir(), 'torchrunner-step-as-copied-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `count` leaf tensors of `numel` elements with fixed gradients (2^20 elements: copied on the worker thread). */
function leaves(count: number, numel = 1 << 20): Tensor[] {
  torch.manualSeed(0);
  return Array.from({ length: count }, () => {
    const p = torch.randn([numel]).requiresGrad_(true).keep();
    p.grad = torch.randn([numel]).keep();
    return p;
  });
}

const OPTIMIZERS: Record<string, (ps: Tensor[]) => Optimizer<any>> = {
  'SGD with momentum and weight decay': (ps) => new optim.SGD(ps, { lr: 0.1, momentum: 0.9, weightDecay: 0.01 }),
  'SGD nesterov': (ps) => new optim.SGD(ps, { lr: 0.1, momentum: 0.9, nesterov: true }),
  Adam: (ps) => new optim.Adam(ps, { lr: 0.01, amsgrad: true }),
  AdamW: (ps) => new optim.AdamW(ps, { lr: 0.01, weightDecay: 0.1 }),
  Adagrad: (ps) => new optim.Adagrad(ps, { lr: 0.1, lrDecay: 0.01 }),
  RMSprop: (ps) => new optim.RMSprop(ps, { lr: 0.01, momentum: 0.5, centered: true }),
};

describe('stepping parameters as their copies are made', () => {
  for (const [name, make] of Object.entries(OPTIMIZERS)) {
    test(`${name}: a step in parts changes every tensor as one step() does, bit for bit`, () => {
      const whole = leaves(5, 1000);
      const parts = leaves(5, 1000);
      const a = make(whole);
      const b = make(parts);
      for (let step = 0; step < 3; step++) {
        a.step();
        b.stepParameters(new Set([parts[3]!, parts[0]!]), false);
        b.stepParameters(new Set([parts[1]!]), false);
        b.stepParameters(new Set([parts[2]!, parts[4]!]), true);
      }
      whole.forEach((p, i) => expect(p.equal(parts[i]!), `parameter ${i}`).toBe(true));
      for (const [i, p] of whole.entries()) {
        const sa = a.state.get(p)!;
        const sb = b.state.get(parts[i]!)!;
        for (const [k, v] of Object.entries(sa)) {
          const w = sb[k];
          if (typeof v === 'number') expect(w, `state ${i}.${k}`).toBe(v);
          else expect((v as Tensor).equal(w as Tensor), `state ${i}.${k}`).toBe(true);
        }
      }
      expect([a.stepCount, b.stepCount]).toEqual([3, 3]);
    });
  }

  test('LBFGS and an optimizer whose update or step is replaced do not step by parameter', () => {
    const ps = leaves(1, 10);
    class Custom extends optim.SGD {
      protected override update(): void {}
    }
    class CustomStep extends optim.Adam {
      override step<T>(closure?: () => T): T | undefined {
        return super.step(closure);
      }
    }
    expect(new optim.SGD(ps, { lr: 1 }).stepsByParameter).toBe(true);
    expect(new Custom(ps, { lr: 1 }).stepsByParameter).toBe(false);
    expect(new CustomStep(ps, { lr: 1 }).stepsByParameter).toBe(false);
    expect(new optim.LBFGS(ps).stepsByParameter).toBe(false);
    expect(() => new Custom(ps, { lr: 1 }).stepParameters(new Set(ps), true)).toThrow(/cannot step a few parameters at a time; call step\(\)/);
  });

  test('the copy order puts each parameter with its state, the smallest sets first, the optimizer order among equals', () => {
    torch.manualSeed(0);
    const [big, small, same] = [1 << 20, 1 << 18, 1 << 18].map((n) => {
      const p = torch.randn([n]).requiresGrad_(true).keep();
      p.grad = torch.randn([n]).keep();
      return p;
    });
    const opt = new optim.Adam([big!, small!, same!], { lr: 0.01 });
    opt.step();
    const order = updateOrder(opt);
    const key = (t: Tensor) => native.storageKey(t._h);
    const state = (p: Tensor, k: string) => opt.state.get(p)![k] as Tensor;
    expect([big, small, same].map((p) => order(key(p!)))).toEqual([2, 0, 1]);
    expect(order(key(state(big!, 'exp_avg_sq')))).toBe(2);
    expect(order(key(state(small!, 'exp_avg')))).toBe(0);
    expect(order(12345)).toBe(Infinity);
  });

  test('after an async save, parameters step before every copy is made; the file holds the state at the save', async () => {
    const params = leaves(8);
    const ref = leaves(8);
    const opt = new optim.Adam(params, { lr: 0.01 });
    const refOpt = new optim.Adam(ref, { lr: 0.01 });
    opt.step(); // the moments exist: three large tensors per parameter
    refOpt.step();
    const m = new FileCheckpointManager({ dir, asyncMode: 'async' });
    const order = updateOrder(opt);
    // Each parameter, then its moments: in the order the step changes them.
    expect(order(native.storageKey(params[0]!._h))).toBe(0);
    expect(order(native.storageKey((opt.state.get(params[0]!)!.exp_avg as Tensor)._h))).toBe(0);
    expect(order(native.storageKey(params[7]!._h))).toBe(7);
    await m.save({ epoch: 0, globalStep: 1, mode: 'step', isBest: false, forced: false, copyOrder: order, payload: () => ({ state: { global_step: 1 }, model: Object.fromEntries(params.map((p, i) => [`p${i}`, p])), optimizer: opt.stateDict() }) });
    const stepped: number[] = [];
    const stepParameters = opt.stepParameters.bind(opt);
    opt.stepParameters = (ps, last) => {
      stepped.push(ps.size);
      stepParameters(ps, last);
    };
    const pendingAtStart = m.pendingCopies!.pendingKeys().size;
    await stepAsCopied(opt, m.pendingCopies);
    refOpt.step();
    // 24 copies of 4 MiB were still to make: the step went in several parts, all parameters once.
    expect(pendingAtStart).toBeGreaterThan(3);
    expect(stepped.length).toBeGreaterThan(1);
    expect(stepped.reduce((a, b) => a + b, 0)).toBe(8);
    expect(opt.stepCount).toBe(2);
    params.forEach((p, i) => expect(p.equal(ref[i]!), `parameter ${i}`).toBe(true));
    await m.wait();
    const written = readCheckpoint(m.latestPath);
    const model = written.model as Record<string, Tensor>;
    // the file holds step 1's weights, which step 2 changed
    const before = leaves(8);
    const once = new optim.Adam(before, { lr: 0.01 });
    once.step();
    before.forEach((p, i) => expect(model[`p${i}`]!.equal(p), `saved parameter ${i}`).toBe(true));
    const saved = (written.optimizer as { state: Record<string, Record<string, Tensor>> }).state;
    expect(saved['0']!.exp_avg!.equal(once.state.get(before[0]!)!.exp_avg as Tensor)).toBe(true);
    disposeTree(written);
    await m.close();
  });
});

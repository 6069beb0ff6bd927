import { describe, expect, test } from 'vitest';

import { torch, Tensor } from '../../../src/index.js';

const f64 = (data: number[] | number[][], requiresGrad = true) => torch.tensor(data, { dtype: 'float64', requiresGrad });

/** Central finite differences of a scalar function of one tensor. */
export function numericGrad(fn: (x: Tensor) => Tensor, x: Tensor, eps = 1e-6): number[] {
  const base = x.detach().clone();
  const flat = base.view(-1);
  const out: number[] = [];
  for (let i = 0; i < flat.numel(); i++) {
    const orig = flat.index(i).item();
    flat.indexPut_([i], orig + eps);
    const plus = torch.noGrad(() => fn(base).item());
    flat.indexPut_([i], orig - eps);
    const minus = torch.noGrad(() => fn(base).item());
    flat.indexPut_([i], orig);
    out.push((plus - minus) / (2 * eps));
  }
  return out;
}

describe('autograd', () => {
  test('backward matches analytic gradients', () => {
    const x = f64([1, 2, 3]);
    x.pow(3).sum().backward();
    expect(x.grad!.tolist()).toEqual([3, 12, 27]);
    const w = f64([[1, 2], [3, 4]]);
    const v = f64([5, 6], false);
    w.matmul(v).sum().backward();
    expect(w.grad!.tolist()).toEqual([[5, 6], [5, 6]]);
  });

  test('gradients accumulate and can be reset', () => {
    const x = f64([1, 1]);
    x.mul(2).sum().backward();
    x.mul(3).sum().backward();
    expect(x.grad!.tolist()).toEqual([5, 5]);
    x.grad = null;
    expect(x.grad).toBeNull();
  });

  test('backward with an explicit gradient and retainGraph', () => {
    const x = f64([1, 2]);
    const y = x.mul(x);
    y.backward(torch.tensor([1, 10], { dtype: 'float64' }), { retainGraph: true });
    expect(x.grad!.tolist()).toEqual([2, 40]);
    y.backward(torch.tensor([1, 1], { dtype: 'float64' }));
    expect(x.grad!.tolist()).toEqual([4, 44]);
    expect(() => y.backward(torch.tensor([1, 1], { dtype: 'float64' }))).toThrow(/second time|retain_graph/);
  });

  test('gradients agree with finite differences through a composite function', () => {
    const fn = (x: Tensor) => x.tanh().mul(x.sigmoid()).add(x.exp().log1p()).matmul(x).sum();
    const x = f64([0.3, -0.7, 1.1]);
    fn(x).backward();
    const num = numericGrad(fn, x);
    const an = Array.from(x.grad!.toArray() as Float64Array);
    an.forEach((g, i) => expect(g).toBeCloseTo(num[i]!, 6));
  });

  test('torch.autograd.grad, including higher order with createGraph', () => {
    const x = f64([2]);
    const y = x.pow(3);
    const [g] = torch.autograd.grad(y, x, { createGraph: true });
    expect(g!.item()).toBe(12);
    const [g2] = torch.autograd.grad(g!, x);
    expect(g2!.item()).toBe(12);
    const z = f64([1]);
    expect(torch.autograd.grad(x.mul(2), [x, z], { allowUnused: true })[1]).toBeNull();
  });

  test('noGrad, enableGrad and inferenceMode', () => {
    const x = f64([1]);
    const y = torch.noGrad(() => x.mul(2));
    expect(y.requiresGrad).toBe(false);
    expect(torch.isGradEnabled()).toBe(true);
    const z = torch.noGrad(() => torch.enableGrad(() => x.mul(2)));
    expect(z.requiresGrad).toBe(true);
    const w = torch.inferenceMode(() => {
      expect(torch.isInferenceModeEnabled()).toBe(true);
      return x.mul(2);
    });
    expect(w.requiresGrad).toBe(false);
    expect(torch.isInferenceModeEnabled()).toBe(false);
    expect(() => torch.noGrad((async () => x) as never)).toThrow(/Promise/);
    expect(torch.isGradEnabled()).toBe(true);
  });

  test('requiresGrad, isLeaf, gradFn, detach, retainGrad', () => {
    const x = torch.ones(2);
    expect(x.requiresGrad).toBe(false);
    x.requiresGrad = true;
    const y = x.mul(3);
    expect(x.isLeaf).toBe(true);
    expect(y.isLeaf).toBe(false);
    expect(y.gradFn).toBe('MulBackward1');
    expect(y.detach().requiresGrad).toBe(false);
    y.retainGrad();
    y.sum().backward();
    expect(y.grad!.tolist()).toEqual([1, 1]);
    expect(() => torch.tensor([1, 2]).requiresGrad_()).toThrow(/floating point/);
  });
});

describe('random state', () => {
  test('getRngState/setRngState reproduce the same draws', () => {
    torch.manualSeed(123);
    const state = torch.getRngState();
    expect(state.dtype).toBe('uint8');
    const a = torch.randn(5).tolist();
    torch.rand(7);
    torch.setRngState(state);
    expect(torch.randn(5).tolist()).toEqual(a);
    torch.manualSeed(123);
    expect(torch.randn(5).tolist()).toEqual(a);
    expect(torch.initialSeed()).toBe(123);
  });
});

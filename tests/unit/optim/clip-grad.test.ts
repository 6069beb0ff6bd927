import { afterEach, describe, expect, test } from 'vitest';

import { torch, type Tensor } from '../../../src/torch/index.js';
import { optim } from '../../../src/torch/optim/index.js';
import { F32_EPS } from '../../support/float-tolerance.js';
import { flat, lossOf, makeParams, maxRelError, reference, type Problem } from './problem.js';

const problem = reference<{ problem: Problem }>('optimizers.json').problem;
const ref = reference<Record<string, { total?: number; grads: number[] }>>('clip.json');
const live: Tensor[] = [];
afterEach(() => {
  for (const t of live.splice(0)) t.dispose();
});

function withGrads(): Tensor[] {
  const ps = makeParams(problem);
  live.push(...ps);
  torch.scope(() => lossOf(problem, ps).backward());
  return ps;
}

function grads(ps: Tensor[]): number[] {
  return torch.scope(() => flat(ps.map((p) => p.grad!)));
}

/**
 * Bounds against clip.json, written by PyTorch on another CPU. A gradient element of this
 * problem is a sum of at most 10 products (the backward of a 5x3 by 3x2 product and a mean);
 * summed in another order or with fused multiply-adds it may differ by a few float32 eps of the
 * gradient's scale, and clipping multiplies by a coefficient computed from a norm over 12
 * elements (a few eps more). 8 eps (9.5e-7) covers that; measured on an AMD EPYC: 0.3 eps.
 * A wrong norm type or a clip coefficient off by 1e-6 relative (PyTorch adds 1e-6 to the norm)
 * still fails: norm types change the result by more than 1%.
 */
const GRAD_TOL = 8 * F32_EPS;

describe('gradient utilities match PyTorch', () => {
  for (const [key, normType] of [['2.0', 2], ['1.0', 1], ['3.0', 3], ['inf', Infinity]] as const) {
    test(`clipGradNorm_ with normType ${normType}`, () => {
      const ps = withGrads();
      const total = optim.clipGradNorm_(ps, 0.5, normType);
      expect(Math.abs(total.item() - ref[key]!.total!) / ref[key]!.total!).toBeLessThan(GRAD_TOL);
      expect(maxRelError(grads(ps), ref[key]!.grads)).toBeLessThan(GRAD_TOL);
      total.dispose();
    });
  }

  test('clipGradNorm_ leaves gradients under the limit unchanged', () => {
    const ps = withGrads();
    const total = optim.clipGradNorm_(ps, 1e3);
    expect(Math.abs(total.item() - ref.unclipped!.total!) / ref.unclipped!.total!).toBeLessThan(GRAD_TOL);
    // unchanged means bit-identical to the gradients before the call, on this machine
    const fresh = withGrads();
    expect(grads(ps)).toEqual(grads(fresh));
    expect(maxRelError(grads(ps), ref.unclipped!.grads)).toBeLessThan(GRAD_TOL);
    total.dispose();
  });

  test('clipGradValue_ clamps every gradient element', () => {
    const ps = withGrads();
    const before = grads(ps);
    optim.clipGradValue_(ps, 0.3);
    // exact against this machine's own gradients, clamped; within GRAD_TOL of PyTorch's
    expect(grads(ps)).toEqual(before.map((g) => Math.min(Math.fround(0.3), Math.max(Math.fround(-0.3), g))));
    expect(maxRelError(grads(ps), ref.value!.grads)).toBeLessThan(GRAD_TOL);
  });

  test('the non-finite check finds NaN and Inf gradients', () => {
    const ps = withGrads();
    expect(optim.hasNonfiniteGrad(ps)).toBe(false);
    expect(optim.gradsAreFinite(ps)).toBe(true);
    for (const bad of [NaN, Infinity, -Infinity]) {
      const g = torch.scope(() => {
        const x = ps[2]!.grad!;
        x.indexPut_([1], bad);
        return x;
      });
      expect(optim.hasNonfiniteGrad(ps), String(bad)).toBe(true);
      expect(optim.gradsAreFinite(ps[2]!), String(bad)).toBe(false);
      g.indexPut_([1], 0.25);
      g.dispose();
      expect(optim.hasNonfiniteGrad(ps)).toBe(false);
    }
    // float16 gradients whose sum would overflow are still finite
    const big = torch.full([1000], 60000, { dtype: 'float16', requiresGrad: true }).keep();
    live.push(big);
    big.grad = torch.full([1000], 60000, { dtype: 'float16' });
    expect(optim.hasNonfiniteGrad([big])).toBe(false);
  });

  test('clipGradNorm_ with errorIfNonfinite throws on a NaN norm', () => {
    const ps = withGrads();
    const g = ps[0]!.grad!;
    g.indexPut_([0, 0], NaN);
    g.dispose();
    expect(() => optim.clipGradNorm_(ps, 1, 2, { errorIfNonfinite: true })).toThrow(/non-finite/);
    expect(() => optim.clipGradNorm_(ps, NaN)).toThrow(/maxNorm must be a number/);
    const none = torch.zeros([2], { requiresGrad: true });
    live.push(none);
    const zero = optim.clipGradNorm_([none], 1);
    expect(zero.item()).toBe(0);
    zero.dispose();
  });
});

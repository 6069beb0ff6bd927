import { describe, expect, test } from 'vitest';

import { clipGradientsByNorm, squaredGradNorm64 } from '../../../src/distributed/gradient-ops.js';
import { torch, type Tensor } from '../../../src/index.js';

/** Σ g² from each gradient's values read into JS, summed in float64 one element at a time. */
function reference(params: Tensor[]): number {
  let total = 0;
  for (const p of params) {
    const g = p.grad;
    if (!g) continue;
    for (const v of g.to('float64').reshape(-1).toArray() as Float64Array) total += v * v;
    g.dispose();
  }
  return total;
}

function withGrad(grad: Tensor, shape = grad.shape): Tensor {
  const p = torch.zeros(shape, { dtype: grad.dtype }).requiresGrad_().keep();
  p.grad = grad;
  return p;
}

describe('squaredGradNorm64', () => {
  test('sums the float32 gradients in float64: equal to an element-by-element float64 sum within a few ulps, where float32 sums drift', () => {
    torch.manualSeed(0);
    // 1,000,003 elements: eight lanes and a tail of three.
    const params = [withGrad(torch.randn([1000, 1000]).mul(3).keep()), withGrad(torch.randn([3]).add(1e4).keep()), withGrad(torch.randn([1]).keep())];
    const expected = reference(params);
    const got = squaredGradNorm64(params);
    expect(Math.abs(got - expected) / expected).toBeLessThan(1e-14);
    const float32 = params.reduce((s, p) => s + (torch.scope(() => p.grad!.pow(2).sum().item()) as number), 0);
    expect(Math.abs(float32 - expected) / expected).toBeGreaterThan(Math.abs(got - expected) / expected);
    for (const p of params) p.dispose();
  });

  test('skips parameters without a gradient and empty gradients, and reads non-contiguous, bfloat16, float16 and float64 gradients', () => {
    torch.manualSeed(1);
    const none = torch.zeros([4]).requiresGrad_().keep();
    const empty = withGrad(torch.zeros([0, 5]).keep());
    const transposed = withGrad(torch.randn([33, 64]).t().keep());
    const bf16 = withGrad(torch.randn([257]).to('bfloat16').keep());
    const f16 = withGrad(torch.randn([100]).to('float16').keep());
    const f64 = withGrad(torch.randn([99], { dtype: 'float64' }).keep());
    const params = [none, empty, transposed, bf16, f16, f64];
    const expected = reference(params);
    expect(Math.abs(squaredGradNorm64(params) - expected) / expected).toBeLessThan(1e-14);
    expect(squaredGradNorm64([none, empty])).toBe(0);
    for (const p of params) p.dispose();
  });

  test('clipGradientsByNorm scales the gradients to the norm asked for and returns the norm before', async () => {
    torch.manualSeed(2);
    const params = [withGrad(torch.randn([64, 32]).keep()), withGrad(torch.randn([32]).keep())];
    const before = Math.sqrt(reference(params));
    expect(await clipGradientsByNorm(params, 1, async (sq) => sq)).toBeCloseTo(before, 10);
    expect(Math.sqrt(reference(params))).toBeCloseTo(1, 5);
    for (const p of params) p.dispose();
  });
});

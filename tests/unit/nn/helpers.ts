import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect } from 'vitest';

import { torch, type Tensor } from '../../../src/torch/index.js';
import { F32_EPS } from '../../support/float-tolerance.js';

/** A tensor as the fixture scripts write it. */
export interface Encoded {
  shape: number[];
  dtype: string;
  data: number[];
}

const here = dirname(fileURLToPath(import.meta.url));

/** Reads a JSON file from tests/fixtures/nn. */
export function fixture<T>(name: string): T {
  return JSON.parse(readFileSync(join(here, '..', '..', 'fixtures', 'nn', name), 'utf8')) as T;
}

/** Builds a tensor from its encoded form. */
export function decode(e: Encoded): Tensor {
  if (e.dtype === 'int64') return torch.fromTypedArray(BigInt64Array.from(e.data, (v) => BigInt(v)), e.shape, 'int64');
  if (e.dtype === 'float64') return torch.fromTypedArray(Float64Array.from(e.data), e.shape, 'float64');
  return torch.fromTypedArray(Float32Array.from(e.data), e.shape, 'float32');
}

/**
 * How far a float32 layer or loss output computed here may be from the fixture that PyTorch
 * wrote on another CPU, as atol + rtol·|expected| with atol = rtol. An output element is a chain
 * of reductions (a dot product of up to 512 terms in MnistCNN's Linear, 400 in its second conv,
 * softmax and layer-norm sums of up to 16 in the attention layers) over values of order 1; summed
 * in another order (AVX2 vs AVX-512 lanes, fused multiply-adds, another BLAS blocking) the
 * rounding errors differ like a random walk, about sqrt(n)/2 eps per reduction, and a few
 * reductions are chained. 32 eps (3.8e-6) covers that with room; measured on an AMD EPYC against
 * fixtures written on Intel: at most 2.6 eps (Transformer), most layers below 1 eps. It is tight
 * enough to catch a changed default (layer-norm eps 1e-5 to 1e-6, a GELU approximation, a
 * missing bias) which moves outputs by 1e-5 or more.
 */
export const LAYER_TOL = 32 * F32_EPS;

/**
 * Asserts a tensor has the expected shape and values within `atol + rtol·|expected|`
 * (integer fixtures exactly: indices do not round).
 */
export function expectClose(actual: Tensor, expected: Encoded, what: string, atol = LAYER_TOL, rtol = LAYER_TOL): void {
  if (expected.dtype === 'int64') {
    expect(actual.shape, `${what} shape`).toEqual(expected.shape);
    expect(Array.from(actual.to('float64').toArray() as Float64Array), what).toEqual(expected.data);
    return;
  }
  expect(actual.shape, `${what} shape`).toEqual(expected.shape);
  const got = Array.from(actual.detach().to('float64').toArray() as Float64Array);
  let worst = 0;
  let at = -1;
  got.forEach((g, i) => {
    const want = expected.data[i]!;
    const err = Number.isNaN(g) !== Number.isNaN(want) ? Infinity : Number.isNaN(g) ? 0 : Math.abs(g - want) - rtol * Math.abs(want);
    if (err > worst) {
      worst = err;
      at = i;
    }
  });
  expect(worst, `${what}: element ${at} is ${got[at]}, expected ${expected.data[at]}`).toBeLessThanOrEqual(atol);
}

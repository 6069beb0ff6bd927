import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect } from 'vitest';

import { torch, type Tensor } from '../../../src/torch/index.js';

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

/** Asserts a tensor has the expected shape and values within `atol + rtol·|expected|`. */
export function expectClose(actual: Tensor, expected: Encoded, what: string, atol = 1e-5, rtol = 1e-4): void {
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

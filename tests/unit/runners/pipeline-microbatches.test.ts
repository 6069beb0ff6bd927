import { describe, expect, test } from 'vitest';

import { cutAlongBatch, partSizes, partsPerBatch, partWeights } from '../../../src/runners/parallel/microbatches.js';
import { torch } from '../../../src/torch/index.js';

describe('pipeline micro-batches (parallel.microbatches)', () => {
  test('each batch of a window is cut into microbatches / accumSteps parts; unset: one', () => {
    expect(partsPerBatch(undefined, 3)).toBe(1);
    expect(partsPerBatch(8, 2)).toBe(4);
    expect(() => partsPerBatch(3, 2)).toThrow(/parallel\.microbatches 3 must be a multiple of accumSteps 2.*set parallel\.microbatches to 4/);
  });

  test('parts are cut as torch.tensor_split cuts them, and weighted so their mean is the batch mean', () => {
    expect(partSizes(5, 2, 'w')).toEqual([3, 2]);
    expect(partSizes(8, 4, 'w')).toEqual([2, 2, 2, 2]);
    expect(partWeights(5, 2, 'w')).toEqual([6 / 5, 4 / 5]);
    expect(partWeights(4, 2, 'w')).toEqual([1, 1]);
    expect(() => partSizes(2, 3, 'parallel.microbatches 6')).toThrow(/parallel\.microbatches 6: a batch of 2 sample\(s\) cannot be cut into 3 micro-batches/);
  });

  test('a batch of nested tensors is cut along every tensor\'s first dimension', () => {
    const batch = { ids: torch.arange(10).view(5, 2), mask: [torch.arange(5)] };
    const [a, b] = cutAlongBatch(batch, [3, 2]) as any[];
    expect(a.ids.shape).toEqual([3, 2]);
    expect(Array.from(b.mask[0].toArray(), Number)).toEqual([3, 4]);
  });
});

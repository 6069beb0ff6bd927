import { checkCount } from './errors.js';
import type { Sampler } from './sampler.js';

/** Yields 0, 1, …, length-1, like PyTorch's `SequentialSampler`. */
export class SequentialSampler implements Sampler {
  readonly length: number;

  /** `source` is a dataset (its `length` is read now) or a number of samples. */
  constructor(source: number | { readonly length: number }) {
    this.length = checkCount(typeof source === 'number' ? source : source?.length, 'SequentialSampler length', true);
  }

  *[Symbol.iterator](): Iterator<number> {
    for (let i = 0; i < this.length; i++) yield i;
  }
}

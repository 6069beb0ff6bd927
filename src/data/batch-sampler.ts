import { checkCount } from './errors.js';
import type { BatchSamplerLike, Sampler, SamplerState } from './sampler.js';

/**
 * Groups a sampler's indices into lists of `batchSize`, like PyTorch's `BatchSampler`;
 * with `dropLast` the final short batch is dropped. Epoch and state pass through to the
 * wrapped sampler.
 */
export class BatchSampler implements BatchSamplerLike {
  readonly sampler: Sampler;
  readonly batchSize: number;
  readonly dropLast: boolean;

  constructor(sampler: Sampler, batchSize: number, dropLast = false) {
    if (!sampler || typeof sampler[Symbol.iterator] !== 'function' || typeof sampler.length !== 'number') {
      throw new TypeError('BatchSampler: expected a sampler (an iterable of indices with a length)');
    }
    this.sampler = sampler;
    this.batchSize = checkCount(batchSize, 'BatchSampler batchSize');
    this.dropLast = dropLast;
  }

  get length(): number {
    const n = this.sampler.length;
    return this.dropLast ? Math.floor(n / this.batchSize) : Math.ceil(n / this.batchSize);
  }

  get epoch(): number | undefined {
    return this.sampler.epoch;
  }

  setEpoch(epoch: number): void {
    this.sampler.setEpoch?.(epoch);
  }

  stateDict(): SamplerState {
    return this.sampler.stateDict?.() ?? {};
  }

  loadStateDict(state: SamplerState): void {
    this.sampler.loadStateDict?.(state);
  }

  *[Symbol.iterator](): Iterator<number[]> {
    let batch: number[] = [];
    for (const i of this.sampler) {
      batch.push(i);
      if (batch.length === this.batchSize) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0 && !this.dropLast) yield batch;
  }
}

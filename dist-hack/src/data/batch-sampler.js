import { checkCount } from './errors.js';
/**
 * Groups a sampler's indices into lists of `batchSize`, like PyTorch's `BatchSampler`;
 * with `dropLast` the final short batch is dropped. Epoch and state pass through to the
 * wrapped sampler.
 */
export class BatchSampler {
    sampler;
    batchSize;
    dropLast;
    constructor(sampler, batchSize, dropLast = false) {
        if (!sampler || typeof sampler[Symbol.iterator] !== 'function' || typeof sampler.length !== 'number') {
            throw new TypeError('BatchSampler: expected a sampler (an iterable of indices with a length)');
        }
        this.sampler = sampler;
        this.batchSize = checkCount(batchSize, 'BatchSampler batchSize');
        this.dropLast = dropLast;
    }
    get length() {
        const n = this.sampler.length;
        return this.dropLast ? Math.floor(n / this.batchSize) : Math.ceil(n / this.batchSize);
    }
    get epoch() {
        return this.sampler.epoch;
    }
    setEpoch(epoch) {
        this.sampler.setEpoch?.(epoch);
    }
    stateDict() {
        return this.sampler.stateDict?.() ?? {};
    }
    loadStateDict(state) {
        this.sampler.loadStateDict?.(state);
    }
    *[Symbol.iterator]() {
        let batch = [];
        for (const i of this.sampler) {
            batch.push(i);
            if (batch.length === this.batchSize) {
                yield batch;
                batch = [];
            }
        }
        if (batch.length > 0 && !this.dropLast)
            yield batch;
    }
}
//# sourceMappingURL=batch-sampler.js.map
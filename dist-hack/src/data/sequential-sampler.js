import { checkCount } from './errors.js';
/** Yields 0, 1, …, length-1, like PyTorch's `SequentialSampler`. */
export class SequentialSampler {
    length;
    /** `source` is a dataset (its `length` is read now) or a number of samples. */
    constructor(source) {
        this.length = checkCount(typeof source === 'number' ? source : source?.length, 'SequentialSampler length', true);
    }
    *[Symbol.iterator]() {
        for (let i = 0; i < this.length; i++)
            yield i;
    }
}
//# sourceMappingURL=sequential-sampler.js.map
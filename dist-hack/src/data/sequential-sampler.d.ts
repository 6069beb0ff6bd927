import type { Sampler } from './sampler.js';
/** Yields 0, 1, …, length-1, like PyTorch's `SequentialSampler`. */
export declare class SequentialSampler implements Sampler {
    readonly length: number;
    /** `source` is a dataset (its `length` is read now) or a number of samples. */
    constructor(source: number | {
        readonly length: number;
    });
    [Symbol.iterator](): Iterator<number>;
}

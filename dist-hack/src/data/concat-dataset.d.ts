import { Dataset, type MaybePromise } from './dataset.js';
/** Several datasets one after the other, like PyTorch's `ConcatDataset`. */
export declare class ConcatDataset<T = unknown> extends Dataset<T> {
    readonly datasets: readonly Dataset<T>[];
    /** `cumulativeSizes[k]` is the total length of datasets 0..k. */
    readonly cumulativeSizes: readonly number[];
    constructor(datasets: readonly Dataset<T>[]);
    get length(): number;
    get(index: number): MaybePromise<T>;
}

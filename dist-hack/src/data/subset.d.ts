import { Dataset, type MaybePromise } from './dataset.js';
/** The samples of `dataset` at `indices`, like PyTorch's `Subset`. */
export declare class Subset<T = unknown, B = unknown> extends Dataset<T, B> {
    readonly dataset: Dataset<T, B>;
    readonly indices: readonly number[];
    constructor(dataset: Dataset<T, B>, indices: readonly number[]);
    get length(): number;
    get(index: number): MaybePromise<T>;
}
/**
 * Splits a dataset into non-overlapping random subsets, like PyTorch's `random_split`.
 * `lengths` are counts summing to the dataset length, or fractions summing to 1 (floors,
 * with the remainder given one each to the first subsets). With `seed`, the split is
 * `torch.Generator().manual_seed(seed)`'s; without, it draws from torch's default generator.
 */
export declare function randomSplit<T, B>(dataset: Dataset<T, B>, lengths: readonly number[], seed?: number): Subset<T, B>[];

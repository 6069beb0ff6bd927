/** A value, or a promise of one: datasets may load samples synchronously or asynchronously. */
export type MaybePromise<T> = T | Promise<T>;
/**
 * A map-style dataset: `length` samples addressed by index, like PyTorch's `Dataset`.
 *
 * `get(i)` returns a sample the caller owns: the DataLoader disposes the sample's tensors
 * once they are collated, except tensors marked `keep()` (those belong to the dataset).
 * A dataset that can gather a whole batch at once (one `index_select` per tensor, say)
 * implements `getBatch(indices)`; the DataLoader then calls it instead of `get` + collate.
 */
export declare abstract class Dataset<T = unknown, B = unknown> {
    abstract readonly length: number;
    abstract get(index: number): MaybePromise<T>;
    /** The collated batch for these indices, when the dataset has a faster path than `get` + collate. */
    getBatch?(indices: readonly number[]): MaybePromise<B>;
    /** The name used in error messages. */
    get name(): string;
    /** Throws a RangeError naming this dataset when `index` is out of range. */
    protected checkIndex(index: number): void;
}
/**
 * A stream of samples, like PyTorch's `IterableDataset`: iterated with `for await`.
 * Each `[Symbol.asyncIterator]()` call starts the stream from its beginning.
 */
export declare abstract class IterableDataset<T = unknown> implements AsyncIterable<T> {
    abstract [Symbol.asyncIterator](): AsyncIterator<T>;
    /** The number of samples, when known (lets the DataLoader report its `length`). */
    readonly length?: number;
}
/** True for objects that look like a map-style dataset. */
export declare function isMapDataset(value: unknown): value is Dataset;
/** True for objects that look like an iterable dataset. */
export declare function isIterableDataset(value: unknown): value is IterableDataset;

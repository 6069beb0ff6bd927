import type { CollateFn, Collated } from './collate.js';
import { type Dataset, type IterableDataset, type MaybePromise } from './dataset.js';
import { LoaderIterator } from './loader-iterator.js';
import type { BatchSamplerLike, Sampler, SamplerState } from './sampler.js';
export interface DataLoaderOptions<T = unknown, B = unknown> {
    /** Samples per batch. Default 1. */
    batchSize?: number;
    /** Shuffle each epoch (a seeded RandomSampler). Default false. */
    shuffle?: boolean;
    /** Base seed of the shuffle: epoch `e` uses `seed + e`. Default: drawn from torch's generator each epoch. */
    seed?: number;
    /** Where indices come from (excludes `shuffle`). */
    sampler?: Sampler;
    /** Where whole batches of indices come from (excludes batchSize, shuffle, sampler, dropLast). */
    batchSampler?: BatchSamplerLike;
    /** Drop the last short batch. Default false. */
    dropLast?: boolean;
    /**
     * Turns a list of samples into a batch; default {@link defaultCollate}. Without it, a dataset
     * with `getBatch` (TensorDataset, MNIST, TokenDataset) builds whole batches itself.
     */
    collateFn?: CollateFn<T, B>;
    /** Batches built ahead of the one being consumed (0 builds on demand). Default 2. */
    prefetch?: number;
    /** Put batches in page-locked memory for fast host-to-GPU copies; ignored without CUDA. */
    pinMemory?: boolean;
}
/** A DataLoader's position: enough to yield exactly the batches it would have yielded next. */
export interface DataLoaderState {
    /** The epoch in progress. */
    epoch: number;
    /** Batches handed out in this epoch. */
    batchesYielded: number;
    /** The sampler's state at the start of this epoch's pass (seed, epoch), or null. */
    sampler: SamplerState | null;
    /**
     * Samples per batch across all ranks of the data domain (batchSize × replicas), so the
     * position is also a global sample position (`batchesYielded × globalBatch`): a loader on
     * another number of ranks with the same global batch continues the same global order.
     * Absent for custom batch samplers.
     */
    globalBatch?: number;
}
/** A map-style dataset that builds whole batches of type `B` itself (TensorDataset, MNIST, TokenDataset). */
export type BatchingDataset<T, B> = Dataset<T, B> & {
    getBatch(indices: readonly number[]): MaybePromise<B>;
};
/**
 * Batches from a dataset, like PyTorch's `DataLoader`, and a cursor that checkpoints:
 * `stateDict()` records the epoch, the sampler's seed and the batches already handed out;
 * `loadStateDict()` on a fresh loader over the same dataset makes it yield exactly the batches
 * the original would have yielded next (shuffled, distributed and with prefetch in flight).
 *
 * Iterating (`for await (const batch of loader)`) continues from the loader's position and
 * ends at the end of the epoch, which then advances the epoch (and the sampler's, as
 * `DistributedSampler.setEpoch` would). Breaking out keeps the position: the next loop
 * continues the same epoch. `setEpoch(e)` with a different epoch starts epoch `e` from its
 * first batch. One iteration runs at a time: starting another (or `setEpoch`,
 * `loadStateDict`) closes the one in progress. Map-style datasets also iterate
 * synchronously (`for (const b of loader)`, without prefetch) when their `get` is synchronous.
 *
 * Distributed resume is exact for the same world size. With another world size and the same
 * global batch (batchSize × ranks), the loader continues the same global sample order from
 * the same global position (`globalBatch` in the state); a shuffled single-rank loader and a
 * DistributedSampler draw the same permutation for a seed and epoch, so 2 ranks can resume
 * on 1 and back.
 *
 * Prefetch: batches are built on the JS thread, not in worker threads. Building a batch
 * is native work (one `index_select` per tensor with `getBatch`, or `stack` in collate) that
 * takes microseconds for MNIST-sized batches, far below a training step; worker threads
 * would need a copy of the dataset per worker and a copy of every batch across threads,
 * which costs more than it saves here. What prefetch does overlap is asynchronous loading:
 * a dataset whose `get`/`getBatch` returns a promise (file reads on the libuv thread pool,
 * network) has the next `prefetch` batches' reads in flight while the current step runs.
 * Batches are built outside any `torch.scope` and join the consumer's scope when handed
 * out; each handed-out batch belongs to the consumer, who may dispose it. Batches built
 * ahead and never handed out are disposed when the iteration is closed.
 */
export declare class DataLoader<T = unknown, B = Collated<T>> implements AsyncIterable<B>, Iterable<B> {
    readonly dataset: Dataset<T> | IterableDataset<T>;
    readonly batchSize: number;
    readonly dropLast: boolean;
    readonly prefetch: number;
    readonly pinMemory: boolean;
    /** The index sampler (map-style datasets built without a custom batch sampler), else undefined. */
    readonly sampler: Sampler | undefined;
    /** The batch sampler (map-style datasets), else undefined. */
    readonly batchSampler: BatchSamplerLike | undefined;
    private readonly maker;
    private _epoch;
    private position;
    /** The sampler state at the start of the current pass, once the pass has started. */
    private passState;
    private active;
    /**
     * The seed drawn from torch's generator when the current iteration started, as PyTorch's
     * DataLoader iterator draws it (`_base_seed`, low 32 bits); null before the first iteration.
     */
    get baseSeed(): number | null;
    private _baseSeed;
    private generation;
    /**
     * Batches are `collateFn`'s results. The batch type `B` is the collate function's return type.
     */
    constructor(dataset: Dataset<T, unknown> | IterableDataset<T>, options: DataLoaderOptions<T, B> & {
        collateFn: CollateFn<T, B>;
    });
    /** Batches are built by the dataset's `getBatch`, so `B` is its return type. */
    constructor(dataset: BatchingDataset<T, B>, options?: DataLoaderOptions<T, B> & {
        collateFn?: undefined;
    });
    /** Batches are the samples collated by {@link defaultCollate}: `B` is `Collated<T>`. */
    constructor(dataset: Dataset<T, unknown> | IterableDataset<T>, options?: DataLoaderOptions<T, B> & {
        collateFn?: undefined;
    });
    /** Batches per epoch. Throws for an iterable dataset without a `length`. */
    get length(): number;
    /** The epoch in progress (or about to start). */
    get epoch(): number;
    /** Batches handed out so far in this epoch. */
    get batchesYielded(): number;
    /**
     * Selects the epoch. The same epoch as now keeps the position (so calling it at the top of
     * every epoch, PyTorch-style, is harmless after a resume); another epoch starts that epoch
     * from its first batch. The sampler's `setEpoch` follows.
     */
    setEpoch(epoch: number): void;
    /** The loader's position, to store in a checkpoint. */
    stateDict(): DataLoaderState;
    /** Restores a position saved by `stateDict()`; an iteration in progress is closed. */
    loadStateDict(state: DataLoaderState): void;
    [Symbol.asyncIterator](): LoaderIterator<B>;
    [Symbol.iterator](): Iterator<B>;
    /** Closes the current iteration and starts a pass at the loader's position. */
    private openPass;
    private cursorFor;
    private finishPass;
    private invalidate;
}

import type { BatchMaker } from './batch-maker.js';
import type { IterableDataset } from './dataset.js';
import type { BatchSamplerLike } from './sampler.js';
/** Marks the end of a pass whose end is only known asynchronously (streams). */
export declare const END: unique symbol;
export type End = typeof END;
export interface Pass<B> {
    /** Starts building the next batch; undefined when the pass is known to be over. */
    next(): Promise<B | End> | undefined;
}
/** A pass over a map-style dataset, driven by a batch sampler. */
export declare class IndexPass<B> implements Pass<B> {
    private readonly maker;
    private readonly it;
    private peeked;
    /** Skips `skip` batches (their indices only: no data is loaded) and starts the sampler's pass. */
    constructor(sampler: BatchSamplerLike, maker: BatchMaker<B>, skip: number);
    /** The next batch's indices, synchronously. */
    nextIndices(): number[] | undefined;
    next(): Promise<B | End> | undefined;
}
/** A pass over an iterable dataset: consecutive samples grouped into batches, built in order. */
export declare class StreamPass<B> implements Pass<B> {
    private readonly batchSize;
    private readonly dropLast;
    private readonly maker;
    private readonly it;
    private tail;
    private finished;
    constructor(dataset: IterableDataset, batchSize: number, dropLast: boolean, maker: BatchMaker<B>, skip: number);
    next(): Promise<B | End> | undefined;
    private group;
}

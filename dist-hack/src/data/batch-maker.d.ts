import { type CollateFn } from './collate.js';
import type { Dataset } from './dataset.js';
/**
 * Builds batches from index lists: the dataset's `getBatch` when it has one and no custom
 * collate was given, else `get` per index and the collate function. Sample tensors are
 * disposed once collated (except those the batch still holds and those marked `keep()`).
 */
export declare class BatchMaker<B> {
    private readonly dataset;
    private readonly collate;
    private readonly pin;
    constructor(dataset: Dataset, collate: CollateFn | undefined, pin: boolean);
    /** True when building a batch goes through `getBatch`. */
    get batched(): boolean;
    /** Collates samples (already loaded) into a batch, disposing what the batch does not keep. */
    collateSamples(samples: unknown[]): B;
    /** One batch, synchronously; throws if the dataset loads asynchronously. */
    makeSync(indices: readonly number[]): B;
    /** One batch; asynchronous dataset loads for the batch run concurrently. */
    make(indices: readonly number[]): Promise<B>;
    /** Moves a batch's tensors to page-locked memory when CUDA is present (else returns it as is). */
    pinned(batch: B): B;
}

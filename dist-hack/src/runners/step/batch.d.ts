/** A batch taken apart by the default batch contract. */
export interface BatchParts {
    /** What the model is called with. */
    input: unknown;
    /** What the criterion compares the output with; undefined when the batch has none. */
    target: unknown;
}
/**
 * The default batch contract: an object with `input` (and usually `target`), an array
 * `[input, target]`, or else the whole batch is the input (no target).
 */
export declare function splitBatch(batch: unknown): BatchParts;
/** Samples in a batch: the leading dimension of its input's first tensor (1 when it has none). */
export declare function batchSamples(input: unknown): number;

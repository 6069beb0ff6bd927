/**
 * Checks the settings of an interleaved pipeline before any process group is made: virtual
 * stages need a pipeline, and the schedule's micro-batch count per optimizer step
 * (`microbatches`, else `accumSteps`) must be a multiple of the pipeline size, because the
 * interleaved schedule runs micro-batches through the chunks in groups of P.
 *
 * @throws RangeError naming the settings and a micro-batch count that works
 */
export declare function checkVirtualStages(virtualStages: number, pipeline: number, microbatches: number | undefined, accumSteps: number): void;
/**
 * A micro-batch count near `microbatches` that the interleaved schedule of `stages` stages
 * runs in full groups and that `accumSteps` divides (the nearest multiple of their least
 * common multiple, at least one).
 */
export declare function interleavedMicrobatches(microbatches: number, stages: number, accumSteps: number): number;

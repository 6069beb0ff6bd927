import { Tensor } from '../../torch/tensor.js';
/**
 * The parts each batch of a window is cut into: `microbatches / accumSteps` (1 when
 * `microbatches` is unset: each batch is one micro-batch).
 *
 * @throws RangeError when `microbatches` is not a multiple of `accumSteps`
 */
export declare function partsPerBatch(microbatches: number | undefined, accumSteps: number): number;
/** The sizes of the `parts` micro-batches of a batch of `samples` (as `torch.tensor_split`: the first `samples % parts` one larger). */
export declare function partSizes(samples: number, parts: number, where: string): number[];
/**
 * What a micro-batch's loss is multiplied by in a uniform window (its loss a mean over its
 * samples): its share of its batch times the parts, so the mean over the micro-batches is the
 * batch's mean even when the parts differ in size (1 when they are equal).
 */
export declare function partWeights(samples: number, parts: number, where: string): number[];
/**
 * Cuts `value` (a tensor, or arrays and plain objects of them, as collate builds them) into
 * `sizes.length` parts along the first dimension of every tensor. The parts are views of the
 * batch's tensors (the caller disposes them, and the batch after them).
 */
export declare function cutAlongBatch(value: unknown, sizes: readonly number[]): unknown[];
/** Every tensor of `parts` (to dispose the views {@link cutAlongBatch} made). */
export declare function partTensors(parts: readonly unknown[]): Tensor[];
/** The samples in a batch or its input (a stage proxy says its size). */
export declare function samplesOf(batchOrInput: unknown): number;
/**
 * The first stage's micro-batches of a window: each batch split into input and target, and cut
 * into `parts` along its first dimension when `parts` is above 1 (the views go to `views`, for
 * the caller to dispose once the schedule ran).
 */
export declare function windowMicrobatches(batches: readonly unknown[], sizes: readonly number[], parts: number, where: string, views: Tensor[]): {
    input: unknown;
    target: Tensor | undefined;
}[];

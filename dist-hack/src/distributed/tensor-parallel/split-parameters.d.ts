import type { Tensor } from '../../torch/tensor.js';
/**
 * How a tensor-parallel layer split one of its parameters over the tensor group: this rank
 * holds part `rank` of `size` along `dim`. With `blocks` above 1 the whole parameter is that
 * many equal blocks along `dim` (q, k and v stacked in one weight, say), each split the same
 * way, and this rank holds its part of every block, in block order.
 */
export interface TensorParallelSplit {
    readonly dim: number;
    readonly rank: number;
    readonly size: number;
    readonly blocks: number;
}
/** One piece of a rank's part: where it lies in the whole parameter, and its extent. */
export interface SplitPiece {
    readonly offsets: readonly number[];
    readonly sizes: readonly number[];
}
/** Records that `parameter` is this rank's part of a larger one (read by checkpoints). */
export declare function markTensorParallel(parameter: Tensor, split: Omit<TensorParallelSplit, 'blocks'> & {
    blocks?: number;
}): void;
/** The split of a tensor-parallel parameter; undefined for a whole one. */
export declare function tensorParallelSplitOf(parameter: Tensor): TensorParallelSplit | undefined;
/** The whole parameter's shape, from this rank's part. */
export declare function wholeShape(localShape: readonly number[], split: TensorParallelSplit): number[];
/**
 * Where this rank's part lies in the whole parameter: one piece, or one per block (in the
 * order the part stores them along `dim`).
 */
export declare function splitPieces(localShape: readonly number[], split: TensorParallelSplit): SplitPiece[];
/** This rank's part of the whole tensor `whole` (its piece of each block, in block order). */
export declare function tensorParallelPart(whole: Tensor, split: TensorParallelSplit): Tensor;

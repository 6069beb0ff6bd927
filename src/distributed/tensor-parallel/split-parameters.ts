import { noGrad } from '../../torch/autograd.js';
import { cat } from '../../torch/functions.js';
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

const splits = new WeakMap<object, TensorParallelSplit>();

/** Records that `parameter` is this rank's part of a larger one (read by checkpoints). */
export function markTensorParallel(parameter: Tensor, split: Omit<TensorParallelSplit, 'blocks'> & { blocks?: number }): void {
  const { dim, rank, size, blocks = 1 } = split;
  if (!(size >= 1 && rank >= 0 && rank < size && blocks >= 1 && dim >= 0 && dim < parameter.dim())) {
    throw new RangeError(`markTensorParallel: rank ${rank} of ${size}, ${blocks} block(s) along dim ${dim} does not describe a part of a ${parameter.dim()}-dimensional parameter`);
  }
  if (parameter.shape[dim]! % blocks !== 0) throw new RangeError(`markTensorParallel: dimension ${dim} (${parameter.shape[dim]}) does not hold ${blocks} equal blocks`);
  splits.set(parameter, { dim, rank, size, blocks });
}

/** The split of a tensor-parallel parameter; undefined for a whole one. */
export function tensorParallelSplitOf(parameter: Tensor): TensorParallelSplit | undefined {
  return splits.get(parameter);
}

/** The whole parameter's shape, from this rank's part. */
export function wholeShape(localShape: readonly number[], split: TensorParallelSplit): number[] {
  return localShape.map((n, d) => (d === split.dim ? n * split.size : n));
}

/**
 * Where this rank's part lies in the whole parameter: one piece, or one per block (in the
 * order the part stores them along `dim`).
 */
export function splitPieces(localShape: readonly number[], split: TensorParallelSplit): SplitPiece[] {
  const local = localShape[split.dim]! / split.blocks;
  const block = local * split.size;
  return Array.from({ length: split.blocks }, (_, b) => ({
    offsets: localShape.map((_, d) => (d === split.dim ? b * block + split.rank * local : 0)),
    sizes: localShape.map((n, d) => (d === split.dim ? local : n)),
  }));
}

/** This rank's part of the whole tensor `whole` (its piece of each block, in block order). */
export function tensorParallelPart(whole: Tensor, split: TensorParallelSplit): Tensor {
  const localShape = whole.shape.map((n, d) => (d === split.dim ? n / split.size : n));
  return noGrad(() => {
    const pieces = splitPieces(localShape, split).map((p) => whole.narrow(split.dim, p.offsets[split.dim]!, p.sizes[split.dim]!));
    return pieces.length === 1 ? pieces[0]!.contiguous() : cat(pieces, split.dim);
  });
}

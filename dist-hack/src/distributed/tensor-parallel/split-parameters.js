import { noGrad } from '../../torch/autograd.js';
import { cat } from '../../torch/functions.js';
const splits = new WeakMap();
/** Records that `parameter` is this rank's part of a larger one (read by checkpoints). */
export function markTensorParallel(parameter, split) {
    const { dim, rank, size, blocks = 1 } = split;
    if (!(size >= 1 && rank >= 0 && rank < size && blocks >= 1 && dim >= 0 && dim < parameter.dim())) {
        throw new RangeError(`markTensorParallel: rank ${rank} of ${size}, ${blocks} block(s) along dim ${dim} does not describe a part of a ${parameter.dim()}-dimensional parameter`);
    }
    if (parameter.shape[dim] % blocks !== 0)
        throw new RangeError(`markTensorParallel: dimension ${dim} (${parameter.shape[dim]}) does not hold ${blocks} equal blocks`);
    splits.set(parameter, { dim, rank, size, blocks });
}
/** The split of a tensor-parallel parameter; undefined for a whole one. */
export function tensorParallelSplitOf(parameter) {
    return splits.get(parameter);
}
/** The whole parameter's shape, from this rank's part. */
export function wholeShape(localShape, split) {
    return localShape.map((n, d) => (d === split.dim ? n * split.size : n));
}
/**
 * Where this rank's part lies in the whole parameter: one piece, or one per block (in the
 * order the part stores them along `dim`).
 */
export function splitPieces(localShape, split) {
    const local = localShape[split.dim] / split.blocks;
    const block = local * split.size;
    return Array.from({ length: split.blocks }, (_, b) => ({
        offsets: localShape.map((_, d) => (d === split.dim ? b * block + split.rank * local : 0)),
        sizes: localShape.map((n, d) => (d === split.dim ? local : n)),
    }));
}
/** This rank's part of the whole tensor `whole` (its piece of each block, in block order). */
export function tensorParallelPart(whole, split) {
    const localShape = whole.shape.map((n, d) => (d === split.dim ? n / split.size : n));
    return noGrad(() => {
        const pieces = splitPieces(localShape, split).map((p) => whole.narrow(split.dim, p.offsets[split.dim], p.sizes[split.dim]));
        return pieces.length === 1 ? pieces[0].contiguous() : cat(pieces, split.dim);
    });
}
//# sourceMappingURL=split-parameters.js.map
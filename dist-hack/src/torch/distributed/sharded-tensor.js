/**
 * A tensor whose elements live on several ranks, as this rank sees it: the global shape and
 * dtype, and the chunks this rank holds (none, one, or several). It is the leaf the sharding
 * strategies put in model and optimizer state dicts, and what the sharded checkpoint backend
 * saves (each rank its chunks) and loads into (each rank the overlap of its chunks with the
 * stored ones, whatever world size wrote them).
 *
 * A plain {@link Tensor} leaf in the same state dict is replicated: every rank holds all of
 * it, and the lowest rank of its replica group writes it.
 */
export class ShardedTensor {
    globalShape;
    dtype;
    chunks;
    constructor(globalShape, dtype, chunks) {
        this.globalShape = globalShape;
        this.dtype = dtype;
        this.chunks = chunks;
        for (const c of chunks) {
            const shape = c.tensor.shape;
            if (c.offsets.length !== globalShape.length || shape.length !== globalShape.length) {
                throw new RangeError(`ShardedTensor: a chunk of rank ${shape.length} at offsets [${c.offsets}] does not fit a tensor of shape [${globalShape}]`);
            }
            for (let d = 0; d < globalShape.length; d++) {
                if (c.offsets[d] < 0 || c.offsets[d] + shape[d] > globalShape[d]) {
                    throw new RangeError(`ShardedTensor: chunk [${shape}] at offsets [${c.offsets}] reaches outside the global shape [${globalShape}] in dimension ${d}`);
                }
            }
        }
    }
}
//# sourceMappingURL=sharded-tensor.js.map
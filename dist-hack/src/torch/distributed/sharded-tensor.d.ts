import type { DType } from '../dtype.js';
import type { Tensor } from '../tensor.js';
/**
 * One rank's piece of a tensor that is split across ranks: `tensor` holds the elements of
 * the global tensor from `offsets` on, over `tensor.shape` (a dense box, every dimension
 * counted from 0). Padding a rank keeps for even communication is never part of a chunk.
 */
export interface ShardChunk {
    /** Where the chunk starts in the global tensor, one entry per dimension. */
    readonly offsets: readonly number[];
    /** The chunk's elements (contiguous; its shape is the chunk's size). */
    readonly tensor: Tensor;
}
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
export declare class ShardedTensor {
    readonly globalShape: readonly number[];
    readonly dtype: DType;
    readonly chunks: readonly ShardChunk[];
    constructor(globalShape: readonly number[], dtype: DType, chunks: readonly ShardChunk[]);
}

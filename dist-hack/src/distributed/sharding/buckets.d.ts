import type { DType } from '../../torch/dtype.js';
import type { Tensor } from '../../torch/tensor.js';
import type { ParamPartition } from './partition.js';
/** One bucket: its parameters and where each one's chunk sits in a rank's slot. */
export declare class ShardBucket {
    readonly params: readonly ParamPartition[];
    readonly worldSize: number;
    /** Element offset of each parameter's padded chunk within a slot. */
    readonly offsets: number[];
    /** Elements of one rank's slot: Σ padded chunk sizes. */
    readonly slot: number;
    constructor(params: readonly ParamPartition[], worldSize: number);
    get dtype(): DType;
    /**
     * Each parameter's `[N, chunkRows, rowNumel]` window of a full flat buffer (`N × slot`
     * elements), as a function of the parameter's index, applied to `fn(window, i)`; rows past
     * the parameter's end (padding) are left out of the copies by the callers.
     */
    private eachWindow;
    /** Copies full tensors (one per parameter, null for none: zeros) into `flat`, padding with zeros. */
    pack(flat: Tensor, sources: readonly (Tensor | null)[]): void;
    /** Copies `flat` (all ranks' slots) into full tensors, one per parameter, dropping the padding. */
    unpack(flat: Tensor, targets: readonly Tensor[]): void;
    /** Copies each parameter's chunk (`chunks[i]`, this rank's rows) into `slotTensor` (`slot` elements), padding with zeros. */
    packSlot(slotTensor: Tensor, chunks: readonly Tensor[]): void;
    /** Parameter `i`'s chunk of rank `rank` inside `slotTensor` (a view, shaped like the chunk). */
    chunkView(slotTensor: Tensor, i: number, rank: number): Tensor;
}
/**
 * Splits `params` into buckets of one dtype, in order, each holding at most `capBytes` of
 * full (all ranks') bucket data (a parameter larger than the cap gets a bucket of its own).
 */
export declare function makeBuckets(params: readonly ParamPartition[], worldSize: number, capBytes: number, bytesOf: (d: DType) => number): ShardBucket[];

import type { DType } from '../../torch/dtype.js';
import type { Tensor } from '../../torch/tensor.js';
/** One parameter's partition over `worldSize` ranks. */
export declare class ParamPartition {
    /** The unsharded model's qualified name. */
    readonly name: string;
    readonly param: Tensor;
    readonly worldSize: number;
    /** Rows of dimension 0 (1 for a scalar parameter). */
    readonly rows: number;
    /** Elements per row. */
    readonly rowNumel: number;
    /** Rows per chunk: ceil(rows / worldSize), chunk 0's size. */
    readonly chunkRows: number;
    /** Elements of a padded chunk, the size every rank's slot has in a bucket. */
    readonly paddedNumel: number;
    readonly shape: readonly number[];
    readonly dtype: DType;
    constructor(
    /** The unsharded model's qualified name. */
    name: string, param: Tensor, worldSize: number);
    /** First row of `rank`'s chunk. */
    start(rank: number): number;
    /** Rows in `rank`'s chunk (0 for ranks past the end). */
    length(rank: number): number;
    /** The global shape of `rank`'s chunk. */
    chunkShape(rank: number): number[];
    /** `t` (the parameter's shape) as rows: `[rows, rowNumel]`. */
    asRows(t: Tensor): Tensor;
    /** `rank`'s rows of `t` (a view of `t`, shaped like the chunk; a scalar counts as one row). */
    chunkOf(t: Tensor, rank: number): Tensor;
}

// How one parameter is split across the ranks of a sharding group: FSDP2's rule, dim-0
// chunks of ceil(rows / N) rows, the last ranks' chunks short or empty and padded up to the
// size of chunk 0 in communication buffers (never in the chunk itself).
import type { DType } from '../../torch/dtype.js';
import type { Tensor } from '../../torch/tensor.js';

/** One parameter's partition over `worldSize` ranks. */
export class ParamPartition {
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
    readonly name: string,
    readonly param: Tensor,
    readonly worldSize: number,
  ) {
    this.shape = param.shape;
    this.dtype = param.dtype;
    this.rows = this.shape.length === 0 ? 1 : this.shape[0]!;
    const numel = param.numel();
    this.rowNumel = this.rows === 0 ? 0 : numel / this.rows;
    this.chunkRows = Math.ceil(this.rows / worldSize);
    this.paddedNumel = this.chunkRows * this.rowNumel;
  }

  /** First row of `rank`'s chunk. */
  start(rank: number): number {
    return Math.min(rank * this.chunkRows, this.rows);
  }

  /** Rows in `rank`'s chunk (0 for ranks past the end). */
  length(rank: number): number {
    return Math.max(0, Math.min(this.rows, (rank + 1) * this.chunkRows) - this.start(rank));
  }

  /** The global shape of `rank`'s chunk. */
  chunkShape(rank: number): number[] {
    return [this.length(rank), ...this.shape.slice(1)];
  }

  /** `t` (the parameter's shape) as rows: `[rows, rowNumel]`. */
  asRows(t: Tensor): Tensor {
    return t.reshape([this.rows, this.rowNumel]);
  }

  /** `rank`'s rows of `t` (a view of `t`, shaped like the chunk; a scalar counts as one row). */
  chunkOf(t: Tensor, rank: number): Tensor {
    const rowsView = this.shape.length === 0 ? t.view([1]) : t;
    return rowsView.narrow(0, this.start(rank), this.length(rank));
  }
}

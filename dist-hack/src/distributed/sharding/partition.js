/** One parameter's partition over `worldSize` ranks. */
export class ParamPartition {
    name;
    param;
    worldSize;
    /** Rows of dimension 0 (1 for a scalar parameter). */
    rows;
    /** Elements per row. */
    rowNumel;
    /** Rows per chunk: ceil(rows / worldSize), chunk 0's size. */
    chunkRows;
    /** Elements of a padded chunk, the size every rank's slot has in a bucket. */
    paddedNumel;
    shape;
    dtype;
    constructor(
    /** The unsharded model's qualified name. */
    name, param, worldSize) {
        this.name = name;
        this.param = param;
        this.worldSize = worldSize;
        this.shape = param.shape;
        this.dtype = param.dtype;
        this.rows = this.shape.length === 0 ? 1 : this.shape[0];
        const numel = param.numel();
        this.rowNumel = this.rows === 0 ? 0 : numel / this.rows;
        this.chunkRows = Math.ceil(this.rows / worldSize);
        this.paddedNumel = this.chunkRows * this.rowNumel;
    }
    /** First row of `rank`'s chunk. */
    start(rank) {
        return Math.min(rank * this.chunkRows, this.rows);
    }
    /** Rows in `rank`'s chunk (0 for ranks past the end). */
    length(rank) {
        return Math.max(0, Math.min(this.rows, (rank + 1) * this.chunkRows) - this.start(rank));
    }
    /** The global shape of `rank`'s chunk. */
    chunkShape(rank) {
        return [this.length(rank), ...this.shape.slice(1)];
    }
    /** `t` (the parameter's shape) as rows: `[rows, rowNumel]`. */
    asRows(t) {
        return t.reshape([this.rows, this.rowNumel]);
    }
    /** `rank`'s rows of `t` (a view of `t`, shaped like the chunk; a scalar counts as one row). */
    chunkOf(t, rank) {
        const rowsView = this.shape.length === 0 ? t.view([1]) : t;
        return rowsView.narrow(0, this.start(rank), this.length(rank));
    }
}
//# sourceMappingURL=partition.js.map
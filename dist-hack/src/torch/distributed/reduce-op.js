/** How a collective combines the ranks' values (PyTorch's `ReduceOp`). */
export const ReduceOp = {
    SUM: 'sum',
    /** Mean over ranks; floating dtypes only. */
    AVG: 'avg',
    PRODUCT: 'product',
    MIN: 'min',
    MAX: 'max',
    /** Bitwise and, or, xor; integer and bool dtypes. */
    BAND: 'band',
    BOR: 'bor',
    BXOR: 'bxor',
};
const ALL = new Set(Object.values(ReduceOp));
/** @internal */
export function checkReduceOp(op, where) {
    if (typeof op !== 'string' || !ALL.has(op)) {
        throw new TypeError(`${where}: op must be one of ${[...ALL].map((o) => `'${o}'`).join(', ')} (torch.distributed.ReduceOp), got ${String(op)}`);
    }
    return op;
}
//# sourceMappingURL=reduce-op.js.map
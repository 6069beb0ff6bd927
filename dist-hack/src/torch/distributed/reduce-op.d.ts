/** How a collective combines the ranks' values (PyTorch's `ReduceOp`). */
export declare const ReduceOp: {
    readonly SUM: "sum";
    /** Mean over ranks; floating dtypes only. */
    readonly AVG: "avg";
    readonly PRODUCT: "product";
    readonly MIN: "min";
    readonly MAX: "max";
    /** Bitwise and, or, xor; integer and bool dtypes. */
    readonly BAND: "band";
    readonly BOR: "bor";
    readonly BXOR: "bxor";
};
export type ReduceOp = (typeof ReduceOp)[keyof typeof ReduceOp];
/** @internal */
export declare function checkReduceOp(op: unknown, where: string): ReduceOp;

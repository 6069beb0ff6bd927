/**
 * A running, optionally weighted, average of numbers such as the loss: `value` is the last
 * number, `mean` the weighted mean since the last reset. `sums()` is `[weighted sum, total
 * weight]`, so that processes combine by adding.
 */
export declare class AverageMeter {
    /** The last value given to `update` (NaN before any). */
    value: number;
    /** Sum of value × weight. */
    sum: number;
    /** Sum of weights (the number of updates when every weight is 1). */
    count: number;
    /** Adds `value` with weight `n` (for example the batch size, or its number of tokens). */
    update(value: number, n?: number): void;
    /** The weighted mean (NaN before any update). */
    get mean(): number;
    sums(): number[];
    /** The mean of (possibly cross-process reduced) sums. */
    static fromSums(sums: readonly number[]): number;
    reset(): void;
}

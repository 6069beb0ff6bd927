import type { Tensor } from '../torch/index.js';
/**
 * A metric accumulated over batches. Its running state is a list of plain sums (for
 * example `[correct, total]`), so several processes combine by adding their sums
 * element-wise (an all-reduce with SUM) before `fromSums` computes the value.
 */
export interface Metric {
    /** Key in results, e.g. `accuracy`, `top5`, `f1`. */
    readonly name: string;
    /** Adds one batch: the model's output and the target. Must not keep either tensor. */
    update(output: Tensor, target: Tensor): void;
    /** The running sums; the same length on every process. */
    sums(): number[];
    /** The value from (possibly cross-process reduced) sums. */
    fromSums(sums: readonly number[]): number;
    /** Forgets every batch. */
    reset(): void;
}

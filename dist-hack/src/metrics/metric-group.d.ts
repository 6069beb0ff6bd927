import { type Tensor } from '../torch/index.js';
import type { Metric } from './metric.js';
/**
 * Several metrics updated together. Their sums are concatenated into one list, so that all
 * of them cross processes in one all-reduce:
 *
 * ```ts
 * const group = new MetricGroup(['accuracy', 'f1']);
 * for (const { output, target } of batches) group.update(output, target);
 * const reduced = await allReduceSum(group.sums());   // one collective for every metric
 * const values = group.fromSums(reduced);             // { accuracy: 0.98, f1: 0.97 }
 * ```
 */
export declare class MetricGroup {
    readonly metrics: readonly Metric[];
    /** @param metrics metric objects, or names for {@link createMetric}. */
    constructor(metrics: readonly (Metric | string)[]);
    /** Names, in order. */
    get names(): string[];
    /** Adds one batch to every metric; keeps neither tensor. */
    update(output: Tensor, target: Tensor): void;
    /** Every metric's sums, concatenated in order. */
    sums(): number[];
    /** Values by name from concatenated sums (this process's, or reduced over processes). */
    fromSums(sums: readonly number[]): Record<string, number>;
    /** Values by name from this process's sums. */
    values(): Record<string, number>;
    /** Forgets every batch. */
    reset(): void;
}

import { type Tensor } from '../torch/index.js';
import type { Metric } from './metric.js';
import { type ClassificationOptions } from './predictions.js';
/**
 * How F1 scores are combined:
 * - `binary`: F1 of the positive class (a binary output, or class 1 of a two-column output);
 * - `macro`: the mean of the per-class F1 scores, over classes that occur in the targets or
 *   the predictions;
 * - `micro`: F1 of the pooled counts (equal to accuracy for single-label classification);
 * - `auto`: `binary` for a binary output, else `macro`.
 */
export type F1Average = 'binary' | 'macro' | 'micro' | 'auto';
/** Options of {@link F1}. */
export interface F1Options extends ClassificationOptions {
    average?: F1Average;
    /** Number of classes, which fixes the length of `sums()` before the first batch; else read from the first batch. */
    numClasses?: number;
}
/**
 * The F1 score, 2·tp / (2·tp + fp + fn). Sums: `[tp, fp, fn]` of the positive class in
 * binary mode, else per-class `[tp_0..tp_C-1, fp_0.., fn_0..]`. A score with no positive
 * targets and no positive predictions is 0.
 */
export declare class F1 implements Metric {
    private readonly options;
    readonly name: string;
    private readonly average;
    private mode;
    private numClasses;
    private counts;
    constructor(options?: F1Options);
    update(output: Tensor, target: Tensor): void;
    sums(): number[];
    fromSums(sums: readonly number[]): number;
    reset(): void;
    private start;
}

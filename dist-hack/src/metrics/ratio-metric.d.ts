import type { Tensor } from '../torch/index.js';
import type { Metric } from './metric.js';
/**
 * A metric that is one running sum divided by another (`correct / counted`, `error sum /
 * elements`). Sums: `[numerator, denominator]`; the value is NaN when nothing was counted.
 */
export declare abstract class RatioMetric implements Metric {
    abstract readonly name: string;
    private numerator;
    private denominator;
    abstract update(output: Tensor, target: Tensor): void;
    /** Adds one batch's share of both sums. */
    protected add(numerator: number, denominator: number): void;
    sums(): number[];
    fromSums(sums: readonly number[]): number;
    reset(): void;
}

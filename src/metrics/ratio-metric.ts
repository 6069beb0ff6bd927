import type { Tensor } from '../torch/index.js';
import type { Metric } from './metric.js';

/**
 * A metric that is one running sum divided by another (`correct / counted`, `error sum /
 * elements`). Sums: `[numerator, denominator]`; the value is NaN when nothing was counted.
 */
export abstract class RatioMetric implements Metric {
  abstract readonly name: string;
  private numerator = 0;
  private denominator = 0;

  abstract update(output: Tensor, target: Tensor): void;

  /** Adds one batch's share of both sums. */
  protected add(numerator: number, denominator: number): void {
    this.numerator += numerator;
    this.denominator += denominator;
  }

  sums(): number[] {
    return [this.numerator, this.denominator];
  }

  fromSums(sums: readonly number[]): number {
    return sums[0]! / sums[1]!;
  }

  reset(): void {
    this.numerator = 0;
    this.denominator = 0;
  }
}

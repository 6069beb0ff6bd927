import { scope, type Tensor } from '../torch/index.js';
import type { Metric } from './metric.js';
import { classPredictions, validMask, type ClassificationOptions } from './predictions.js';

/**
 * The fraction of correct predictions: the argmax of `[N, C, ...]` logits against class
 * indices, or a thresholded binary output (`[N]` or `[N, 1]`) against 0/1 targets.
 * Sums: `[correct, counted]`.
 */
export class Accuracy implements Metric {
  readonly name: string = 'accuracy';
  private correct = 0;
  private counted = 0;

  constructor(private readonly options: ClassificationOptions = {}) {}

  update(output: Tensor, target: Tensor): void {
    const [correct, counted] = scope(() => {
      const { pred, target: t } = classPredictions(output, target, this.options, this.name);
      const valid = validMask(t, this.options);
      return [pred.eq(t).logicalAnd(valid).sum().item(), valid.sum().item()];
    });
    this.correct += correct!;
    this.counted += counted!;
  }

  sums(): number[] {
    return [this.correct, this.counted];
  }

  fromSums(sums: readonly number[]): number {
    return sums[0]! / sums[1]!;
  }

  reset(): void {
    this.correct = 0;
    this.counted = 0;
  }
}

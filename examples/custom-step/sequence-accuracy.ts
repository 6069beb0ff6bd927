// A metric of our own: the share of sequences whose every (non-padding) position is right.
import { torch, type Metric, type Tensor } from '../../src/index.js';

export class SequenceAccuracy implements Metric {
  readonly name = 'sequenceAccuracy';
  private correct = 0;
  private total = 0;

  /** `output`: logits `[batch, time, classes]`; `target`: `[batch, time]`, -1 where padded. */
  update(output: Tensor, target: Tensor): void {
    torch.scope(() => {
      const wrong = output.argmax(-1).ne(target).logicalAnd(target.ne(-1));
      this.correct += wrong.any(1).logicalNot().sum().item();
      this.total += target.shape[0]!;
    });
  }

  sums(): number[] {
    return [this.correct, this.total];
  }

  fromSums(sums: readonly number[]): number {
    return sums[1]! > 0 ? sums[0]! / sums[1]! : 0;
  }

  reset(): void {
    this.correct = 0;
    this.total = 0;
  }
}

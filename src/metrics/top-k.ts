import { scope, type Tensor } from '../torch/index.js';
import type { Metric } from './metric.js';
import { classDimension, validMask, type ClassificationOptions } from './predictions.js';

/**
 * Top-k accuracy: the fraction of samples whose target class is among the `k` highest
 * scores of `[N, C, ...]` output. Named `top{k}`. Sums: `[correct, counted]`.
 */
export class TopK implements Metric {
  readonly name: string;
  private correct = 0;
  private counted = 0;

  constructor(
    readonly k: number,
    private readonly options: Pick<ClassificationOptions, 'ignoreIndex'> = {},
  ) {
    if (!Number.isInteger(k) || k < 1) throw new RangeError(`TopK: k must be a positive integer, got ${k}`);
    this.name = `top${k}`;
  }

  update(output: Tensor, target: Tensor): void {
    const [correct, counted] = scope(() => {
      const classes = classDimension(output, target, this.name);
      if (this.k > classes) {
        throw new RangeError(`${this.name}: k = ${this.k} exceeds the ${classes} classes of the output`);
      }
      const [, indices] = output.detach().topk(this.k, 1);
      const t = target.long();
      // A target appears at most once among the top k; an ignored target (negative) never does.
      const hits = indices!.eq(t.unsqueeze(1)).sum().item();
      return [hits, validMask(t, this.options).sum().item()];
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

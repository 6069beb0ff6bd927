import type { ParallelStrategy } from '../../distributed/strategy.js';
import { MetricGroup } from '../../metrics/metric-group.js';
import type { Metric } from '../../metrics/metric.js';
import type { Tensor } from '../../torch/tensor.js';

/** A metric by name (`'accuracy'`) or a {@link Metric} object. */
export type MetricSpec = string | Metric;

/** Turns a metric name into a fresh metric. */
export type MetricFactory = (name: string) => Metric;

/**
 * The metrics of one split: a {@link MetricGroup} whose sums cross ranks in one all-reduce
 * before the values are computed.
 */
export class MetricSet {
  readonly group: MetricGroup;

  constructor(metrics: readonly Metric[]) {
    if (metrics.some((m) => m.name === 'loss')) throw new Error("A metric may not be named 'loss': the runner reports the loss under that name");
    this.group = new MetricGroup(metrics);
  }

  /**
   * Builds a split's metrics from specs: names become fresh metrics from `factory`; Metric
   * objects are used as given (splits are evaluated one after another and each is reset
   * first, so sharing one object across evaluation splits is safe).
   */
  static from(specs: readonly MetricSpec[], factory: MetricFactory): MetricSet {
    return new MetricSet(specs.map((s) => (typeof s === 'string' ? factory(s) : s)));
  }

  get size(): number {
    return this.group.metrics.length;
  }

  reset(): void {
    this.group.reset();
  }

  update(output: Tensor, target: Tensor): void {
    this.group.update(output, target);
  }

  /** The metrics' values over every rank's batches. */
  async compute(strategy: ParallelStrategy): Promise<Record<string, number>> {
    if (this.size === 0) return {};
    const sums = this.group.sums();
    return this.group.fromSums(strategy.worldSize > 1 ? await strategy.allReduceSum(sums) : sums);
  }
}

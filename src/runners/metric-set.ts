import type { ParallelStrategy } from '../distributed/strategy.js';
import type { Metric } from '../metrics/metric.js';
import type { Tensor } from '../torch/tensor.js';

/** A metric by name (`'accuracy'`) or a {@link Metric} object. */
export type MetricSpec = string | Metric;

/** Turns a metric name into a fresh metric. */
export type MetricFactory = (name: string) => Metric;

/**
 * The metrics of one split: updated batch by batch, reduced across ranks (element-wise sums
 * of every metric's `sums()`, one all-reduce for all of them), then computed.
 */
export class MetricSet {
  constructor(readonly metrics: readonly Metric[]) {
    const seen = new Set<string>();
    for (const m of metrics) {
      if (seen.has(m.name)) throw new Error(`Two metrics are named '${m.name}'; give each metric a distinct name`);
      if (m.name === 'loss') throw new Error("A metric may not be named 'loss': the runner reports the loss under that name");
      seen.add(m.name);
    }
  }

  /**
   * Builds a split's metrics from specs: names become fresh metrics from `factory`; Metric
   * objects are used as given (evaluation splits run one after another, and each is reset
   * first, so sharing one object across them is safe).
   */
  static from(specs: readonly MetricSpec[], factory: MetricFactory | undefined): MetricSet {
    return new MetricSet(
      specs.map((s) => {
        if (typeof s !== 'string') return s;
        if (!factory) throw new Error(`metric '${s}' is given by name, but no metric factory is available; pass a Metric object`);
        return factory(s);
      }),
    );
  }

  get size(): number {
    return this.metrics.length;
  }

  reset(): void {
    for (const m of this.metrics) m.reset();
  }

  update(output: Tensor, target: Tensor): void {
    for (const m of this.metrics) m.update(output, target);
  }

  /** The metrics' values, over every rank's batches. */
  async compute(strategy: ParallelStrategy): Promise<Record<string, number>> {
    if (this.metrics.length === 0) return {};
    const sums = this.metrics.map((m) => m.sums());
    const flat = sums.flat();
    const reduced = strategy.worldSize > 1 ? await strategy.allReduceSum(flat) : flat;
    const out: Record<string, number> = {};
    let offset = 0;
    this.metrics.forEach((m, i) => {
      const n = sums[i]!.length;
      out[m.name] = m.fromSums(reduced.slice(offset, offset + n));
      offset += n;
    });
    return out;
  }
}

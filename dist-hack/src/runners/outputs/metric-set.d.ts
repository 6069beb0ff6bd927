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
export declare class MetricSet {
    readonly group: MetricGroup;
    constructor(metrics: readonly Metric[]);
    /**
     * Builds a split's metrics from specs: names become fresh metrics from `factory`; Metric
     * objects are used as given (splits are evaluated one after another and each is reset
     * first, so sharing one object across evaluation splits is safe).
     */
    static from(specs: readonly MetricSpec[], factory: MetricFactory): MetricSet;
    get size(): number;
    reset(): void;
    update(output: Tensor, target: Tensor): void;
    /** The metrics' values over every rank's batches. */
    compute(strategy: ParallelStrategy): Promise<Record<string, number>>;
}

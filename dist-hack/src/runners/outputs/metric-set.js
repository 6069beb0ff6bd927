import { MetricGroup } from '../../metrics/metric-group.js';
/**
 * The metrics of one split: a {@link MetricGroup} whose sums cross ranks in one all-reduce
 * before the values are computed.
 */
export class MetricSet {
    group;
    constructor(metrics) {
        if (metrics.some((m) => m.name === 'loss'))
            throw new Error("A metric may not be named 'loss': the runner reports the loss under that name");
        this.group = new MetricGroup(metrics);
    }
    /**
     * Builds a split's metrics from specs: names become fresh metrics from `factory`; Metric
     * objects are used as given (splits are evaluated one after another and each is reset
     * first, so sharing one object across evaluation splits is safe).
     */
    static from(specs, factory) {
        return new MetricSet(specs.map((s) => (typeof s === 'string' ? factory(s) : s)));
    }
    get size() {
        return this.group.metrics.length;
    }
    reset() {
        this.group.reset();
    }
    update(output, target) {
        this.group.update(output, target);
    }
    /** The metrics' values over every rank's batches. */
    async compute(strategy) {
        if (this.size === 0)
            return {};
        const sums = this.group.sums();
        return this.group.fromSums(strategy.worldSize > 1 ? await strategy.allReduceSum(sums) : sums);
    }
}
//# sourceMappingURL=metric-set.js.map
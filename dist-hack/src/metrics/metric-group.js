import { scope } from '../torch/index.js';
import { createMetric } from './create-metric.js';
/**
 * Several metrics updated together. Their sums are concatenated into one list, so that all
 * of them cross processes in one all-reduce:
 *
 * ```ts
 * const group = new MetricGroup(['accuracy', 'f1']);
 * for (const { output, target } of batches) group.update(output, target);
 * const reduced = await allReduceSum(group.sums());   // one collective for every metric
 * const values = group.fromSums(reduced);             // { accuracy: 0.98, f1: 0.97 }
 * ```
 */
export class MetricGroup {
    metrics;
    /** @param metrics metric objects, or names for {@link createMetric}. */
    constructor(metrics) {
        this.metrics = metrics.map((m) => (typeof m === 'string' ? createMetric(m) : m));
        const seen = new Set();
        for (const { name } of this.metrics) {
            if (seen.has(name))
                throw new Error(`metric '${name}' is listed twice; give each metric once`);
            seen.add(name);
        }
    }
    /** Names, in order. */
    get names() {
        return this.metrics.map((m) => m.name);
    }
    /** Adds one batch to every metric; keeps neither tensor. */
    update(output, target) {
        scope(() => {
            for (const metric of this.metrics)
                metric.update(output, target);
        });
    }
    /** Every metric's sums, concatenated in order. */
    sums() {
        return this.metrics.flatMap((m) => m.sums());
    }
    /** Values by name from concatenated sums (this process's, or reduced over processes). */
    fromSums(sums) {
        const lengths = this.metrics.map((m) => m.sums().length);
        const expected = lengths.reduce((a, b) => a + b, 0);
        if (sums.length !== expected) {
            throw new RangeError(`MetricGroup: expected ${expected} sums (${this.names.join(', ')}), got ${sums.length}`);
        }
        const values = {};
        let offset = 0;
        this.metrics.forEach((metric, i) => {
            values[metric.name] = metric.fromSums(sums.slice(offset, offset + lengths[i]));
            offset += lengths[i];
        });
        return values;
    }
    /** Values by name from this process's sums. */
    values() {
        return this.fromSums(this.sums());
    }
    /** Forgets every batch. */
    reset() {
        for (const metric of this.metrics)
            metric.reset();
    }
}
//# sourceMappingURL=metric-group.js.map
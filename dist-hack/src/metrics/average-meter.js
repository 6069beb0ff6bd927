/**
 * A running, optionally weighted, average of numbers such as the loss: `value` is the last
 * number, `mean` the weighted mean since the last reset. `sums()` is `[weighted sum, total
 * weight]`, so that processes combine by adding.
 */
export class AverageMeter {
    /** The last value given to `update` (NaN before any). */
    value = NaN;
    /** Sum of value × weight. */
    sum = 0;
    /** Sum of weights (the number of updates when every weight is 1). */
    count = 0;
    /** Adds `value` with weight `n` (for example the batch size, or its number of tokens). */
    update(value, n = 1) {
        if (!(n >= 0))
            throw new RangeError(`AverageMeter: weight must be non-negative, got ${n}`);
        this.value = value;
        this.sum += value * n;
        this.count += n;
    }
    /** The weighted mean (NaN before any update). */
    get mean() {
        return this.count === 0 ? NaN : this.sum / this.count;
    }
    sums() {
        return [this.sum, this.count];
    }
    /** The mean of (possibly cross-process reduced) sums. */
    static fromSums(sums) {
        return sums[1] === 0 ? NaN : sums[0] / sums[1];
    }
    reset() {
        this.value = NaN;
        this.sum = 0;
        this.count = 0;
    }
}
//# sourceMappingURL=average-meter.js.map
/**
 * A metric that is one running sum divided by another (`correct / counted`, `error sum /
 * elements`). Sums: `[numerator, denominator]`; the value is NaN when nothing was counted.
 */
export class RatioMetric {
    numerator = 0;
    denominator = 0;
    /** Adds one batch's share of both sums. */
    add(numerator, denominator) {
        this.numerator += numerator;
        this.denominator += denominator;
    }
    sums() {
        return [this.numerator, this.denominator];
    }
    fromSums(sums) {
        return sums[0] / sums[1];
    }
    reset() {
        this.numerator = 0;
        this.denominator = 0;
    }
}
//# sourceMappingURL=ratio-metric.js.map
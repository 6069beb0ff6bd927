import { cat } from '../torch/functions.js';
import { scope } from '../torch/index.js';
import { classPredictions, validMask } from './predictions.js';
/**
 * The F1 score, 2·tp / (2·tp + fp + fn). Sums: `[tp, fp, fn]` of the positive class in
 * binary mode, else per-class `[tp_0..tp_C-1, fp_0.., fn_0..]`. A score with no positive
 * targets and no positive predictions is 0.
 */
export class F1 {
    options;
    name;
    average;
    mode;
    numClasses;
    counts = [];
    constructor(options = {}) {
        this.options = options;
        this.average = options.average ?? 'auto';
        this.name = this.average === 'macro' || this.average === 'micro' ? `f1_${this.average}` : 'f1';
        if (this.average === 'binary')
            this.start('binary', 2);
        else if (this.average !== 'auto' && options.numClasses !== undefined)
            this.start(this.average, options.numClasses);
    }
    update(output, target) {
        const batch = scope(() => {
            const { pred, target: t, numClasses, binary } = classPredictions(output, target, this.options, this.name);
            const mode = this.average === 'auto' ? (binary ? 'binary' : 'macro') : this.average;
            if (mode === 'binary' && numClasses !== 2) {
                throw new Error(`${this.name}: binary F1 needs a binary or two-column output, got ${numClasses} classes`);
            }
            const valid = validMask(t, this.options);
            const p = pred.index(valid);
            const y = t.index(valid);
            if (mode === 'binary') {
                const tp = p.eq(1).logicalAnd(y.eq(1)).sum().item();
                const predicted = p.eq(1).sum().item();
                const actual = y.eq(1).sum().item();
                return { mode, numClasses, counts: [tp, predicted - tp, actual - tp] };
            }
            // One read-back for the three per-class counts.
            const counts = cat([p.index(p.eq(y)), p, y].map((c) => c.bincount(null, numClasses)));
            if (counts.numel() !== 3 * numClasses) {
                throw new RangeError(`${this.name}: a target class is not below the output's ${numClasses} classes`);
            }
            const all = Array.from(counts.toArray(), Number);
            const tp = all.slice(0, numClasses);
            const predicted = all.slice(numClasses, 2 * numClasses);
            const actual = all.slice(2 * numClasses);
            return {
                mode,
                numClasses,
                counts: [...tp, ...predicted.map((n, c) => n - tp[c]), ...actual.map((n, c) => n - tp[c])],
            };
        });
        if (this.mode === undefined)
            this.start(batch.mode, batch.numClasses);
        if (batch.mode !== this.mode || (batch.mode !== 'binary' && batch.numClasses !== this.numClasses)) {
            throw new Error(`${this.name}: this batch has ${batch.numClasses} classes (${batch.mode}) but earlier ones had ` +
                `${this.numClasses} (${this.mode}); every batch must have the same output layout`);
        }
        batch.counts.forEach((n, i) => (this.counts[i] += n));
    }
    sums() {
        return [...this.counts];
    }
    fromSums(sums) {
        if (sums.length === 0)
            return NaN;
        if (sums.length % 3 !== 0)
            throw new RangeError(`${this.name}: sums must come in tp/fp/fn triples, got ${sums.length}`);
        const mode = this.mode ?? (this.average === 'micro' ? 'micro' : sums.length === 3 ? 'binary' : 'macro');
        const f1 = (tp, fp, fn) => (tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn));
        if (mode === 'binary')
            return f1(sums[0], sums[1], sums[2]);
        const c = sums.length / 3;
        const tp = sums.slice(0, c);
        const fp = sums.slice(c, 2 * c);
        const fn = sums.slice(2 * c);
        if (mode === 'micro')
            return f1(sum(tp), sum(fp), sum(fn));
        const present = tp.map((_, i) => i).filter((i) => tp[i] + fp[i] + fn[i] > 0);
        return present.length === 0 ? 0 : sum(present.map((i) => f1(tp[i], fp[i], fn[i]))) / present.length;
    }
    reset() {
        this.counts.fill(0);
    }
    start(mode, numClasses) {
        this.mode = mode;
        this.numClasses = numClasses;
        this.counts = new Array(mode === 'binary' ? 3 : 3 * numClasses).fill(0);
    }
}
function sum(values) {
    return values.reduce((a, b) => a + b, 0);
}
//# sourceMappingURL=f1.js.map
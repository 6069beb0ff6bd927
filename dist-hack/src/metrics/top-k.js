import { scope } from '../torch/index.js';
import { RatioMetric } from './ratio-metric.js';
import { classDimension, classTargets, validMask, withoutGrad } from './predictions.js';
/**
 * Top-k accuracy: the fraction of samples whose target class is among the `k` highest
 * scores of `[N, C, ...]` output. Named `top{k}`. Sums: `[correct, counted]`; the value is
 * NaN when nothing was counted.
 */
export class TopK extends RatioMetric {
    k;
    options;
    name;
    constructor(k, options = {}) {
        super();
        this.k = k;
        this.options = options;
        if (!Number.isInteger(k) || k < 1)
            throw new RangeError(`TopK: k must be a positive integer, got ${k}`);
        this.name = `top${k}`;
    }
    update(output, target) {
        const [correct, counted] = scope(() => {
            const classes = classDimension(output, target, this.name);
            if (this.k > classes) {
                throw new RangeError(`${this.name}: k = ${this.k} exceeds the ${classes} classes of the output`);
            }
            const [, indices] = withoutGrad(output).topk(this.k, 1);
            const t = classTargets(target);
            // A target appears at most once among the top k; an ignored target (negative) never does.
            const hits = indices.eq(t.unsqueeze(1)).sum().item();
            return [hits, validMask(t, this.options).sum().item()];
        });
        this.add(correct, counted);
    }
}
//# sourceMappingURL=top-k.js.map
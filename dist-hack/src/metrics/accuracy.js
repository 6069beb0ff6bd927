import { scope } from '../torch/index.js';
import { RatioMetric } from './ratio-metric.js';
import { classPredictions, validMask } from './predictions.js';
/**
 * The fraction of correct predictions: the argmax of `[N, C, ...]` logits against class
 * indices, or a thresholded binary output (`[N]` or `[N, 1]`) against 0/1 targets.
 * Sums: `[correct, counted]`; the value is NaN when nothing was counted.
 */
export class Accuracy extends RatioMetric {
    options;
    name = 'accuracy';
    constructor(options = {}) {
        super();
        this.options = options;
    }
    update(output, target) {
        const [correct, counted] = scope(() => {
            const { pred, target: t } = classPredictions(output, target, this.options, this.name);
            // Predictions are never negative, so an ignored target (negative) never counts as correct.
            return [pred.eq(t).sum().item(), validMask(t, this.options).sum().item()];
        });
        this.add(correct, counted);
    }
}
//# sourceMappingURL=accuracy.js.map
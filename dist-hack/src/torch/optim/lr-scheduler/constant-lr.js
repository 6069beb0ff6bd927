import { checkOptions, LAST_EPOCH } from '../options.js';
import { LRScheduler } from './scheduler.js';
/** Scales the lr by `factor` for the first `totalIters` steps (PyTorch's `ConstantLR`). */
export class ConstantLR extends LRScheduler {
    factor;
    totalIters;
    fields = { factor: 'factor', total_iters: 'totalIters' };
    constructor(optimizer, options = {}) {
        checkOptions('ConstantLR', options, { factor: { type: 'number', min: 0, max: 1 }, totalIters: { type: 'number', integer: true, min: 0 }, lastEpoch: LAST_EPOCH });
        super(optimizer, options.lastEpoch);
        const factor = options.factor ?? 1 / 3;
        this.factor = factor;
        this.totalIters = options.totalIters ?? 5;
        this.initialStep();
    }
    getLr() {
        const groups = this.optimizer.paramGroups;
        if (this.lastEpoch === 0)
            return groups.map((g) => g.lr * this.factor);
        if (this.lastEpoch !== this.totalIters)
            return groups.map((g) => g.lr);
        return groups.map((g) => g.lr * (1 / this.factor));
    }
    closedFormLr() {
        return this.baseLrs.map((b) => b * (this.factor + (this.lastEpoch >= this.totalIters ? 1 : 0) * (1 - this.factor)));
    }
}
//# sourceMappingURL=constant-lr.js.map
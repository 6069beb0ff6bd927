import { checkOptions, LAST_EPOCH } from '../options.js';
import { LRScheduler } from './scheduler.js';
/** Multiplies the lr by `gamma` every step (PyTorch's `ExponentialLR`). */
export class ExponentialLR extends LRScheduler {
    gamma;
    fields = { gamma: 'gamma' };
    constructor(optimizer, options) {
        checkOptions('ExponentialLR', options, { gamma: { type: 'number', required: true }, lastEpoch: LAST_EPOCH });
        super(optimizer, options?.lastEpoch);
        this.gamma = options.gamma;
        this.initialStep();
    }
    getLr() {
        const groups = this.optimizer.paramGroups;
        if (this.lastEpoch === 0)
            return groups.map((g) => g.lr);
        return groups.map((g) => g.lr * this.gamma);
    }
    closedFormLr() {
        return this.baseLrs.map((b) => b * this.gamma ** this.lastEpoch);
    }
}
//# sourceMappingURL=exponential-lr.js.map
import { checkOptions, LAST_EPOCH } from '../options.js';
import { LRScheduler } from './scheduler.js';
/** Multiplies the lr by `gamma` every `stepSize` steps (PyTorch's `StepLR`). */
export class StepLR extends LRScheduler {
    stepSize;
    gamma;
    fields = { step_size: 'stepSize', gamma: 'gamma' };
    constructor(optimizer, options) {
        checkOptions('StepLR', options, { stepSize: { type: 'number', integer: true, min: 1, required: true }, gamma: { type: 'number' }, lastEpoch: LAST_EPOCH });
        super(optimizer, options?.lastEpoch);
        this.stepSize = options.stepSize;
        this.gamma = options.gamma ?? 0.1;
        this.initialStep();
    }
    getLr() {
        const groups = this.optimizer.paramGroups;
        if (this.lastEpoch === 0 || this.lastEpoch % this.stepSize !== 0)
            return groups.map((g) => g.lr);
        return groups.map((g) => g.lr * this.gamma);
    }
    closedFormLr() {
        return this.baseLrs.map((b) => b * this.gamma ** Math.floor(this.lastEpoch / this.stepSize));
    }
}
//# sourceMappingURL=step-lr.js.map
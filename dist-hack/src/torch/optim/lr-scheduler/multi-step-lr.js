import { checkOptions, LAST_EPOCH } from '../options.js';
import { LRScheduler } from './scheduler.js';
/**
 * Multiplies the lr by `gamma` at each milestone step (PyTorch's `MultiStepLR`); a milestone
 * listed twice applies `gamma` twice. In the state dict, `milestones` is a Map from step to count
 * (PyTorch's `Counter`).
 */
export class MultiStepLR extends LRScheduler {
    milestones;
    gamma;
    fields = { milestones: 'milestones', gamma: 'gamma' };
    constructor(optimizer, options) {
        checkOptions('MultiStepLR', options, { milestones: { type: 'integers', required: true }, gamma: { type: 'number' }, lastEpoch: LAST_EPOCH });
        super(optimizer, options?.lastEpoch);
        this.milestones = new Map();
        for (const m of options.milestones)
            this.milestones.set(m, (this.milestones.get(m) ?? 0) + 1);
        this.gamma = options.gamma ?? 0.1;
        this.initialStep();
    }
    getLr() {
        const groups = this.optimizer.paramGroups;
        const count = this.milestones.get(this.lastEpoch);
        if (count === undefined)
            return groups.map((g) => g.lr);
        return groups.map((g) => g.lr * this.gamma ** count);
    }
    closedFormLr() {
        let passed = 0;
        for (const [m, c] of this.milestones)
            if (m <= this.lastEpoch)
                passed += c;
        return this.baseLrs.map((b) => b * this.gamma ** passed);
    }
    loadStateDict(state) {
        super.loadStateDict(state);
        const m = this.milestones;
        if (!(m instanceof Map) && m && typeof m === 'object') {
            this.milestones = new Map(Object.entries(m).map(([k, v]) => [Number(k), v]));
        }
    }
}
//# sourceMappingURL=multi-step-lr.js.map
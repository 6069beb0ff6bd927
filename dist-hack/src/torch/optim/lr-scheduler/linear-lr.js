import { checkOptions, LAST_EPOCH } from '../options.js';
import { LRScheduler } from './scheduler.js';
/**
 * Scales the lr by a factor that moves linearly from `startFactor` to `endFactor` over
 * `totalIters` steps, then stays (PyTorch's `LinearLR`, recursive form).
 */
export class LinearLR extends LRScheduler {
    startFactor;
    endFactor;
    totalIters;
    fields = { start_factor: 'startFactor', end_factor: 'endFactor', total_iters: 'totalIters' };
    constructor(optimizer, options = {}) {
        checkOptions('LinearLR', options, { startFactor: { type: 'number', min: 0, max: 1 }, endFactor: { type: 'number', min: 0, max: 1 }, totalIters: { type: 'number', integer: true, min: 0 }, lastEpoch: LAST_EPOCH });
        super(optimizer, options.lastEpoch);
        const start = options.startFactor ?? 1 / 3;
        const end = options.endFactor ?? 1;
        this.startFactor = start;
        this.endFactor = end;
        this.totalIters = options.totalIters ?? 5;
        this.initialStep();
    }
    getLr() {
        const groups = this.optimizer.paramGroups;
        const { lastEpoch: e, startFactor: s, endFactor: f, totalIters: n } = this;
        if (e === 0)
            return groups.map((g) => g.lr * s);
        if (e > n)
            return groups.map((g) => g.lr);
        return groups.map((g) => g.lr * (1 + (f - s) / (n * s + (e - 1) * (f - s))));
    }
    closedFormLr() {
        const { startFactor: s, endFactor: f, totalIters: n } = this;
        return this.baseLrs.map((b) => b * (s + ((f - s) * Math.min(n, this.lastEpoch)) / n));
    }
}
//# sourceMappingURL=linear-lr.js.map
import { checkOptions, LAST_EPOCH } from '../options.js';
import { LRScheduler } from './scheduler.js';
/**
 * Cosine annealing from the initial lr to `etaMin` over `tMax` steps, then back up, and so on
 * (PyTorch's `CosineAnnealingLR`, in its recursive form: it composes with outside lr changes).
 */
export class CosineAnnealingLR extends LRScheduler {
    tMax;
    etaMin;
    fields = { T_max: 'tMax', eta_min: 'etaMin' };
    constructor(optimizer, options) {
        checkOptions('CosineAnnealingLR', options, { tMax: { type: 'number', min: 0, exclusive: 'min', required: true }, etaMin: { type: 'number' }, lastEpoch: LAST_EPOCH });
        super(optimizer, options?.lastEpoch);
        this.tMax = options.tMax;
        this.etaMin = options.etaMin ?? 0;
        this.initialStep();
    }
    getLr() {
        const groups = this.optimizer.paramGroups;
        const { lastEpoch: e, tMax, etaMin } = this;
        if (e === 0)
            return groups.map((g) => g.lr);
        if (this.stepCount === 1 && e > 0) {
            return this.baseLrs.map((b) => etaMin + ((b - etaMin) * (1 + Math.cos((e * Math.PI) / tMax))) / 2);
        }
        if ((e - 1 - tMax) % (2 * tMax) === 0) {
            return groups.map((g, i) => g.lr + ((this.baseLrs[i] - etaMin) * (1 - Math.cos(Math.PI / tMax))) / 2);
        }
        return groups.map((g) => ((1 + Math.cos((Math.PI * e) / tMax)) / (1 + Math.cos((Math.PI * (e - 1)) / tMax))) * (g.lr - etaMin) + etaMin);
    }
    closedFormLr() {
        return this.baseLrs.map((b) => this.etaMin + ((b - this.etaMin) * (1 + Math.cos((Math.PI * this.lastEpoch) / this.tMax))) / 2);
    }
}
//# sourceMappingURL=cosine-annealing-lr.js.map
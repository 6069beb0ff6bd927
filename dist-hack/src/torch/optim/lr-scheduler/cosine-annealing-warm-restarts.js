import { checkOptions, LAST_EPOCH } from '../options.js';
import { LRScheduler } from './scheduler.js';
/**
 * Cosine annealing with warm restarts (SGDR; PyTorch's `CosineAnnealingWarmRestarts`): the lr
 * restarts from the initial lr after `t0` steps, then after `t0 * tMult`, and so on. `step(epoch)`
 * accepts fractional epochs (`epoch + i / itersPerEpoch`).
 */
export class CosineAnnealingWarmRestarts extends LRScheduler {
    t0;
    tI;
    tMult;
    etaMin;
    tCur;
    fields = { T_0: 't0', T_i: 'tI', T_mult: 'tMult', eta_min: 'etaMin', T_cur: 'tCur' };
    constructor(optimizer, options) {
        checkOptions('CosineAnnealingWarmRestarts', options, { t0: { type: 'number', integer: true, min: 1, required: true }, tMult: { type: 'number', integer: true, min: 1 }, etaMin: { type: 'number' }, lastEpoch: LAST_EPOCH });
        super(optimizer, options?.lastEpoch);
        const tMult = options.tMult ?? 1;
        this.t0 = options.t0;
        this.tI = options.t0;
        this.tMult = tMult;
        this.etaMin = options.etaMin ?? 0;
        this.tCur = this.lastEpoch;
        this.initialStep();
    }
    getLr() {
        return this.baseLrs.map((b) => this.etaMin + ((b - this.etaMin) * (1 + Math.cos((Math.PI * this.tCur) / this.tI))) / 2);
    }
    /** Advances one step, or jumps to `epoch` (which may be fractional). */
    step(epoch) {
        if (epoch === undefined && this.lastEpoch < 0)
            epoch = 0;
        if (epoch === undefined) {
            epoch = this.lastEpoch + 1;
            this.tCur = this.tCur + 1;
            if (this.tCur >= this.tI) {
                this.tCur = this.tCur - this.tI;
                this.tI = this.tI * this.tMult;
            }
        }
        else {
            if (epoch < 0)
                throw new RangeError(`CosineAnnealingWarmRestarts: expected a non-negative epoch but received ${epoch}`);
            if (epoch >= this.t0) {
                if (this.tMult === 1) {
                    this.tCur = epoch % this.t0;
                }
                else {
                    const n = Math.floor(Math.log((epoch / this.t0) * (this.tMult - 1) + 1) / Math.log(this.tMult));
                    this.tCur = epoch - (this.t0 * (this.tMult ** n - 1)) / (this.tMult - 1);
                    this.tI = this.t0 * this.tMult ** n;
                }
            }
            else {
                this.tI = this.t0;
                this.tCur = epoch;
            }
        }
        this.lastEpoch = Math.floor(epoch);
        this.applyLrs(this.getLr());
    }
}
//# sourceMappingURL=cosine-annealing-warm-restarts.js.map
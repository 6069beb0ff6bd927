import { checkOptions, LAST_EPOCH } from '../options.js';
import { LRScheduler } from './scheduler.js';
/**
 * Sets the lr to the initial lr times `lrLambda(step)` (PyTorch's `LambdaLR`); one function for
 * all groups or one per group. Functions are not saved in the state dict (`lr_lambdas` holds null).
 */
export class LambdaLR extends LRScheduler {
    lrLambdas;
    fields = {};
    constructor(optimizer, options) {
        checkOptions('LambdaLR', options, { lrLambda: { type: 'function', perGroup: true, required: true }, lastEpoch: LAST_EPOCH });
        super(optimizer, options?.lastEpoch);
        const l = options.lrLambda;
        if (Array.isArray(l)) {
            if (l.length !== optimizer.paramGroups.length) {
                throw new RangeError(`LambdaLR: expected ${optimizer.paramGroups.length} lrLambda functions (one per parameter group) but received ${l.length}`);
            }
            this.lrLambdas = [...l];
        }
        else {
            this.lrLambdas = optimizer.paramGroups.map(() => l);
        }
        this.initialStep();
    }
    getLr() {
        return this.baseLrs.map((b, i) => b * this.lrLambdas[i](this.lastEpoch));
    }
    stateDict() {
        return Object.assign(super.stateDict(), { lr_lambdas: this.lrLambdas.map(() => null) });
    }
}
//# sourceMappingURL=lambda-lr.js.map
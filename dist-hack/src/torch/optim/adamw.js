import { ADAM_RULES, adamUpdate, stepToTensor } from './adam-core.js';
import { checkOptions } from './options.js';
import { Optimizer } from './optimizer.js';
/**
 * AdamW: Adam with decoupled weight decay, the update of PyTorch 1.13's `_multi_tensor_adamw`.
 * Same state as {@link Adam}.
 */
export class AdamW extends Optimizer {
    constructor(params, options = {}) {
        checkOptions('AdamW', options, ADAM_RULES);
        super(params, {
            lr: options.lr ?? 1e-3,
            betas: options.betas ?? [0.9, 0.999],
            eps: options.eps ?? 1e-8,
            weightDecay: options.weightDecay ?? 1e-2,
            amsgrad: options.amsgrad ?? false,
            foreach: options.foreach ?? null,
            maximize: options.maximize ?? false,
            capturable: options.capturable ?? false,
        });
    }
    optionRules() {
        return ADAM_RULES;
    }
    updatesByParameter() {
        return this.update === AdamW.prototype.update;
    }
    update() {
        for (const group of this.paramGroups) {
            const params = this.paramsWithGrad(group);
            if (params.length)
                adamUpdate(group, params, params.map((p) => this.stateOf(p)), true);
        }
    }
    afterLoad() {
        for (const s of this.state.values())
            stepToTensor(s);
    }
}
//# sourceMappingURL=adamw.js.map
import { ADAM_RULES, adamUpdate, stepToTensor } from './adam-core.js';
import { checkOptions } from './options.js';
import { Optimizer } from './optimizer.js';
/**
 * Adam (optionally AMSGrad, L2 weight decay, maximize): the update of PyTorch 1.13's
 * `_multi_tensor_adam`. State per parameter: `step` (0-d float32 tensor), `exp_avg`,
 * `exp_avg_sq` and with AMSGrad `max_exp_avg_sq`.
 */
export class Adam extends Optimizer {
    constructor(params, options = {}) {
        checkOptions('Adam', options, ADAM_RULES);
        super(params, {
            lr: options.lr ?? 1e-3,
            betas: options.betas ?? [0.9, 0.999],
            eps: options.eps ?? 1e-8,
            weightDecay: options.weightDecay ?? 0,
            amsgrad: options.amsgrad ?? false,
            maximize: options.maximize ?? false,
            foreach: options.foreach ?? null,
            capturable: options.capturable ?? false,
            differentiable: options.differentiable ?? false,
            fused: options.fused ?? false,
        });
    }
    optionRules() {
        return ADAM_RULES;
    }
    updatesByParameter() {
        return this.update === Adam.prototype.update;
    }
    update() {
        for (const group of this.paramGroups) {
            const params = this.paramsWithGrad(group);
            if (params.length)
                adamUpdate(group, params, params.map((p) => this.stateOf(p)), false);
        }
    }
    afterLoad() {
        for (const s of this.state.values())
            stepToTensor(s);
    }
}
//# sourceMappingURL=adam.js.map
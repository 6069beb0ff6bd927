import { Tensor } from '../tensor.js';
import { zerosLike } from './adam-core.js';
import { foreach } from './foreach.js';
import { checkOptions } from './options.js';
import { COMMON_RULES, effectiveGrads, NON_NEGATIVE, Optimizer } from './optimizer.js';
const RULES = {
    ...COMMON_RULES,
    alpha: NON_NEGATIVE,
    eps: NON_NEGATIVE,
    weightDecay: NON_NEGATIVE,
    momentum: NON_NEGATIVE,
    centered: { type: 'boolean' },
};
/**
 * RMSprop (optionally centered, with momentum), the update of PyTorch 1.13's
 * `_multi_tensor_rmsprop`. State per parameter: `step` (a number, as PyTorch stores it),
 * `square_avg`, and `momentum_buffer` / `grad_avg` when momentum / centered are on.
 */
export class RMSprop extends Optimizer {
    constructor(params, options = {}) {
        checkOptions('RMSprop', options, RULES);
        super(params, {
            lr: options.lr ?? 1e-2,
            momentum: options.momentum ?? 0,
            alpha: options.alpha ?? 0.99,
            eps: options.eps ?? 1e-8,
            centered: options.centered ?? false,
            weightDecay: options.weightDecay ?? 0,
            foreach: options.foreach ?? null,
            maximize: options.maximize ?? false,
            differentiable: options.differentiable ?? false,
        });
    }
    optionRules() {
        return RULES;
    }
    updatesByParameter() {
        return this.update === RMSprop.prototype.update;
    }
    update() {
        for (const group of this.paramGroups) {
            let { params, grads } = this.withGrads(group);
            if (params.length === 0)
                continue;
            const { lr, alpha, eps, weightDecay, momentum, centered, maximize } = group;
            const states = params.map((p, i) => {
                const s = this.stateOf(p);
                if (s.square_avg === undefined) {
                    s.step = 0;
                    s.square_avg = zerosLike(params[i]);
                }
                if (momentum > 0 && s.momentum_buffer === undefined)
                    s.momentum_buffer = zerosLike(p);
                if (centered && s.grad_avg === undefined)
                    s.grad_avg = zerosLike(p);
                s.step = s.step + 1;
                return s;
            });
            grads = effectiveGrads(params, grads, maximize, weightDecay);
            const squareAvgs = states.map((s) => s.square_avg);
            foreach.mulScalar_(squareAvgs, alpha);
            foreach.addcmul_(squareAvgs, grads, grads, 1 - alpha);
            let avg;
            if (centered) {
                const gradAvgs = states.map((s) => s.grad_avg);
                foreach.mulScalar_(gradAvgs, alpha);
                foreach.addList_(gradAvgs, grads, 1 - alpha);
                avg = foreach.addcmul(squareAvgs, gradAvgs, gradAvgs, -1);
                foreach.sqrt_(avg);
            }
            else {
                avg = foreach.sqrt(squareAvgs);
            }
            foreach.addScalar_(avg, eps);
            if (momentum > 0) {
                const bufs = states.map((s) => s.momentum_buffer);
                foreach.mulScalar_(bufs, momentum);
                foreach.addcdiv_(bufs, grads, avg, 1);
                foreach.addList_(params, bufs, -lr);
            }
            else {
                foreach.addcdiv_(params, grads, avg, -lr);
            }
        }
    }
    afterLoad() {
        for (const s of this.state.values()) {
            if (s.step instanceof Tensor) {
                const t = s.step;
                s.step = t.item();
                t.dispose();
            }
        }
    }
}
//# sourceMappingURL=rmsprop.js.map
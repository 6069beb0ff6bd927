import { foreach } from './foreach.js';
import { checkOptions } from './options.js';
import { COMMON_RULES, effectiveGrads, NON_NEGATIVE, Optimizer } from './optimizer.js';
const RULES = {
    ...COMMON_RULES,
    momentum: NON_NEGATIVE,
    dampening: { type: 'number' },
    weightDecay: NON_NEGATIVE,
    nesterov: { type: 'boolean' },
};
/**
 * Stochastic gradient descent with optional momentum, dampening, Nesterov momentum, weight
 * decay and maximization: the update of PyTorch 1.13's `_multi_tensor_sgd`. State per parameter:
 * `momentum_buffer` (null while momentum is 0).
 */
export class SGD extends Optimizer {
    constructor(params, options) {
        if (options === undefined || options === null || options.lr === undefined) {
            throw new TypeError('SGD: options.lr is required, e.g. new SGD(params, { lr: 0.1 })');
        }
        checkOptions('SGD', options, RULES);
        super(params, {
            lr: options.lr,
            momentum: options.momentum ?? 0,
            dampening: options.dampening ?? 0,
            weightDecay: options.weightDecay ?? 0,
            nesterov: options.nesterov ?? false,
            maximize: options.maximize ?? false,
            foreach: options.foreach ?? null,
            differentiable: options.differentiable ?? false,
        });
    }
    optionRules() {
        return RULES;
    }
    validateGroup(g, i) {
        super.validateGroup(g, i);
        if (g.nesterov && (g.momentum <= 0 || g.dampening !== 0)) {
            throw new RangeError(`SGD: Nesterov momentum requires a momentum > 0 and zero dampening (parameter group ${i})`);
        }
    }
    updatesByParameter() {
        return this.update === SGD.prototype.update;
    }
    update() {
        for (const group of this.paramGroups) {
            let { params, grads } = this.withGrads(group);
            if (params.length === 0)
                continue;
            const { momentum, dampening, weightDecay, nesterov, maximize, lr } = group;
            grads = effectiveGrads(params, grads, maximize, weightDecay);
            const states = params.map((p) => this.stateOf(p));
            if (momentum !== 0) {
                const bufs = states.map((s) => s.momentum_buffer);
                if (bufs.every((b) => !!b)) {
                    foreach.mulScalar_(bufs, momentum);
                    foreach.addList_(bufs, grads, 1 - dampening);
                }
                else {
                    bufs.forEach((b, i) => {
                        if (b)
                            b.mul_(momentum).add_(grads[i], 1 - dampening);
                        else
                            bufs[i] = states[i].momentum_buffer = grads[i].detach().clone().keep();
                    });
                }
                const all = bufs;
                grads = nesterov ? foreach.addList(grads, all, momentum) : all;
            }
            else {
                for (const s of states)
                    if (!('momentum_buffer' in s))
                        s.momentum_buffer = null;
            }
            foreach.addList_(params, grads, -lr);
        }
    }
}
//# sourceMappingURL=sgd.js.map
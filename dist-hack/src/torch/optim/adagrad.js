import { callOp } from '../ops.js';
import { incrementSteps, newStep, stepToTensor } from './adam-core.js';
import { foreach } from './foreach.js';
import { checkOptions } from './options.js';
import { COMMON_RULES, effectiveGrads, NON_NEGATIVE, Optimizer } from './optimizer.js';
const RULES = {
    ...COMMON_RULES,
    lrDecay: NON_NEGATIVE,
    weightDecay: NON_NEGATIVE,
    initialAccumulatorValue: NON_NEGATIVE,
    eps: NON_NEGATIVE,
};
const f32 = Math.fround;
/**
 * Adagrad, the update of PyTorch 1.13's `_multi_tensor_adagrad`. State per parameter: `step`
 * (0-d float32 tensor) and `sum`, created for every parameter at construction as in PyTorch.
 */
export class Adagrad extends Optimizer {
    constructor(params, options = {}) {
        checkOptions('Adagrad', options, RULES);
        super(params, {
            lr: options.lr ?? 1e-2,
            lrDecay: options.lrDecay ?? 0,
            weightDecay: options.weightDecay ?? 0,
            initialAccumulatorValue: options.initialAccumulatorValue ?? 0,
            eps: options.eps ?? 1e-10,
            foreach: options.foreach ?? null,
            maximize: options.maximize ?? false,
        });
        for (const g of this.paramGroups)
            for (const p of g.params)
                this.initState(p, g);
    }
    initState(p, g) {
        const s = this.stateOf(p);
        s.step = newStep();
        s.sum = callOp('aten::full_like', [p, g.initialAccumulatorValue]).keep();
    }
    optionRules() {
        return RULES;
    }
    updatesByParameter() {
        return this.update === Adagrad.prototype.update;
    }
    update() {
        for (const group of this.paramGroups) {
            let { params, grads } = this.withGrads(group);
            if (params.length === 0)
                continue;
            const { lr, lrDecay, weightDecay, eps, maximize } = group;
            const states = params.map((p) => {
                if (!this.state.get(p)?.sum)
                    this.initState(p, group);
                return this.stateOf(p);
            });
            const steps = incrementSteps(states.map((s) => s.step));
            grads = effectiveGrads(params, grads, maximize, weightDecay);
            // PyTorch computes -lr / (1 + (step - 1) * lr_decay) with 0-d float32 tensors.
            const minusClr = steps.map((t) => f32(f32(1 / f32(1 + f32(f32(t - 1) * f32(lrDecay)))) * f32(-lr)));
            const sums = states.map((s) => s.sum);
            foreach.addcmul_(sums, grads, grads, 1);
            const std = foreach.sqrt(sums);
            foreach.addScalar_(std, eps);
            const toAdd = foreach.divList(foreach.mulScalarList(grads, minusClr), std);
            foreach.addList_(params, toAdd);
        }
    }
    afterLoad() {
        for (const s of this.state.values())
            stepToTensor(s);
    }
}
//# sourceMappingURL=adagrad.js.map
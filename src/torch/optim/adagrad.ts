import { callOp } from '../ops.js';
import type { Tensor } from '../tensor.js';
import { incrementSteps, newStep, stepToTensor } from './adam-core.js';
import { foreach } from './foreach.js';
import { checkOptions, type OptionRules } from './options.js';
import { COMMON_RULES, effectiveGrads, NON_NEGATIVE, Optimizer, type BaseOptions, type ParamGroup, type ParamsInput } from './optimizer.js';

const RULES: OptionRules = {
  ...COMMON_RULES,
  lrDecay: NON_NEGATIVE,
  weightDecay: NON_NEGATIVE,
  initialAccumulatorValue: NON_NEGATIVE,
  eps: NON_NEGATIVE,
};

/** Adagrad options (PyTorch 1.13 names in camelCase, same defaults). */
export interface AdagradOptions extends BaseOptions {
  lrDecay: number;
  weightDecay: number;
  initialAccumulatorValue: number;
  eps: number;
  /** Kept for state-dict compatibility; steps always use the multi-tensor kernels. */
  foreach: boolean | null;
  maximize: boolean;
}

const f32 = Math.fround;

/**
 * Adagrad, the update of PyTorch 1.13's `_multi_tensor_adagrad`. State per parameter: `step`
 * (0-d float32 tensor) and `sum`, created for every parameter at construction as in PyTorch.
 */
export class Adagrad extends Optimizer<AdagradOptions> {
  constructor(params: ParamsInput<AdagradOptions>, options: Partial<AdagradOptions> = {}) {
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
    for (const g of this.paramGroups) for (const p of g.params) this.initState(p, g);
  }

  private initState(p: Tensor, g: ParamGroup<AdagradOptions>): void {
    const s = this.stateOf(p);
    s.step = newStep();
    s.sum = (callOp('aten::full_like', [p, g.initialAccumulatorValue]) as Tensor).keep();
  }

  protected override optionRules(): OptionRules {
    return RULES;
  }

  protected override updatesByParameter(): boolean {
    return this.update === Adagrad.prototype.update;
  }

  protected update(): void {
    for (const group of this.paramGroups) {
      let { params, grads } = this.withGrads(group);
      if (params.length === 0) continue;
      const { lr, lrDecay, weightDecay, eps, maximize } = group;
      const states = params.map((p) => {
        if (!this.state.get(p)?.sum) this.initState(p, group);
        return this.stateOf(p);
      });
      const steps = incrementSteps(states.map((s) => s.step as Tensor));
      grads = effectiveGrads(params, grads, maximize, weightDecay);
      // PyTorch computes -lr / (1 + (step - 1) * lr_decay) with 0-d float32 tensors.
      const minusClr = steps.map((t) => f32(f32(1 / f32(1 + f32(f32(t - 1) * f32(lrDecay)))) * f32(-lr)));
      const sums = states.map((s) => s.sum as Tensor);
      foreach.addcmul_(sums, grads, grads, 1);
      const std = foreach.sqrt(sums);
      foreach.addScalar_(std, eps);
      const toAdd = foreach.divList(foreach.mulScalarList(grads, minusClr), std);
      foreach.addList_(params, toAdd);
    }
  }

  protected override afterLoad(): void {
    for (const s of this.state.values()) stepToTensor(s);
  }
}

import { tensor } from '../creation.js';
import { native } from '../native.js';
import { callOp } from '../ops.js';
import type { Tensor } from '../tensor.js';
import { foreach } from './foreach.js';
import { COMMON_RULES, NON_NEGATIVE, type ParamState } from './optimizer.js';
import type { OptionRules } from './options.js';

/** The options Adam and AdamW share. */
export interface AdamLikeGroup {
  lr: number;
  betas: [number, number];
  eps: number;
  weightDecay: number;
  amsgrad: boolean;
  maximize: boolean;
}

/** A new zero tensor shaped like `p` (kept: it is optimizer state). */
export function zerosLike(p: Tensor): Tensor {
  return (callOp('aten::zeros_like', [p]) as Tensor).keep();
}

const cachedSteps = new WeakMap<Tensor, number>();

/** The value of a `step` state tensor, read natively only the first time it is seen. */
export function stepValue(step: Tensor): number {
  let v = cachedSteps.get(step);
  if (v === undefined) {
    v = step.item();
    cachedSteps.set(step, v);
  }
  return v;
}

/** A new `step` state tensor: a 0-d float32 tensor, as PyTorch 1.13 stores it. */
export function newStep(value = 0): Tensor {
  const t = tensor(value, { dtype: 'float32' }).keep();
  cachedSteps.set(t, value);
  return t;
}

/** Adds 1 to every step tensor with one native call, keeping the cached values in sync. */
export function incrementSteps(steps: Tensor[]): number[] {
  const values = steps.map(stepValue);
  foreach.addScalar_(steps, 1);
  return values.map((v, i) => {
    cachedSteps.set(steps[i]!, v + 1);
    return v + 1;
  });
}

/** Makes `state.step` a tensor when a state dict stored it as a number (older PyTorch). */
export function stepToTensor(state: ParamState): void {
  if (typeof state.step === 'number') state.step = newStep(state.step);
}

/**
 * One Adam/AdamW update of a group (PyTorch 1.13's `_multi_tensor_adam`/`_multi_tensor_adamw`,
 * non-capturable branch) in one native call that applies, element by element, the same
 * operations in the same order (on the CPU, a parameter over 65,536 elements one cache-sized
 * block at a time: the result is the same, bit for bit). `params` are the group's parameters
 * that have gradients. `decoupled` selects AdamW's weight decay (`p *= 1 - lr * wd`) over
 * Adam's L2 term.
 */
export function adamUpdate(group: AdamLikeGroup, params: Tensor[], states: ParamState[], decoupled: boolean): void {
  const { lr, eps, weightDecay, amsgrad, maximize } = group;
  const [beta1, beta2] = group.betas;
  for (let i = 0; i < states.length; i++) {
    const s = states[i]!;
    if (s.exp_avg === undefined) {
      const p = params[i]!;
      s.step = newStep();
      s.exp_avg = zerosLike(p);
      s.exp_avg_sq = zerosLike(p);
      if (amsgrad) s.max_exp_avg_sq = zerosLike(p);
    } else if (amsgrad && s.max_exp_avg_sq === undefined) {
      s.max_exp_avg_sq = zerosLike(params[i]!);
    }
  }
  const handles = (key: string) => states.map((s) => (s[key] as Tensor)._h);
  const steps = states.map((s) => s.step as Tensor);
  const stepValues = steps.map((t) => {
    const v = stepValue(t) + 1;
    cachedSteps.set(t, v);
    return v;
  });
  native.adamStep(
    params.map((p) => p._h),
    handles('exp_avg'),
    handles('exp_avg_sq'),
    amsgrad ? handles('max_exp_avg_sq') : null,
    steps.map((t) => t._h),
    stepValues,
    lr,
    beta1,
    beta2,
    eps,
    weightDecay,
    maximize,
    decoupled,
  );
}

/** The option rules Adam and AdamW share. */
export const ADAM_RULES: OptionRules = {
  ...COMMON_RULES,
  betas: { type: 'pair', min: 0, max: 1, exclusive: 'max' },
  eps: NON_NEGATIVE,
  weightDecay: NON_NEGATIVE,
  amsgrad: { type: 'boolean' },
  capturable: { type: 'boolean' },
  fused: { type: 'boolean' },
};

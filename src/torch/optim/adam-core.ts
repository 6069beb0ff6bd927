import { tensor } from '../creation.js';
import { callOp } from '../ops.js';
import type { Tensor } from '../tensor.js';
import { foreach } from './foreach.js';
import type { ParamState } from './optimizer.js';

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

const stepValues = new WeakMap<Tensor, number>();

/** The value of a `step` state tensor, read natively only the first time it is seen. */
export function stepValue(step: Tensor): number {
  let v = stepValues.get(step);
  if (v === undefined) {
    v = step.item();
    stepValues.set(step, v);
  }
  return v;
}

/** A new `step` state tensor: a 0-d float32 tensor, as PyTorch 1.13 stores it. */
export function newStep(value = 0): Tensor {
  const t = tensor(value, { dtype: 'float32' }).keep();
  stepValues.set(t, value);
  return t;
}

/** Adds 1 to every step tensor with one native call, keeping the cached values in sync. */
export function incrementSteps(steps: Tensor[]): number[] {
  const values = steps.map(stepValue);
  foreach.addScalar_(steps, 1);
  return values.map((v, i) => {
    stepValues.set(steps[i]!, v + 1);
    return v + 1;
  });
}

/** Makes `state.step` a tensor when a state dict stored it as a number (older PyTorch). */
export function stepToTensor(state: ParamState): void {
  if (typeof state.step === 'number') state.step = newStep(state.step);
}

/**
 * One Adam/AdamW update of a group (PyTorch 1.13's `_multi_tensor_adam`/`_multi_tensor_adamw`,
 * non-capturable branch): a fixed number of multi-tensor calls whatever the parameter count.
 * `decoupled` selects AdamW's weight decay (`p *= 1 - lr * wd`) over Adam's L2 term.
 */
export function adamUpdate(
  group: AdamLikeGroup,
  params: Tensor[],
  grads: Tensor[],
  states: ParamState[],
  decoupled: boolean,
): void {
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
  const expAvgs = states.map((s) => s.exp_avg as Tensor);
  const expAvgSqs = states.map((s) => s.exp_avg_sq as Tensor);
  if (maximize) grads = foreach.neg(grads);
  const steps = incrementSteps(states.map((s) => s.step as Tensor));
  if (decoupled) foreach.mulScalar_(params, 1 - lr * weightDecay);
  else if (weightDecay !== 0) grads = foreach.addList(grads, params, weightDecay);
  foreach.mulScalar_(expAvgs, beta1);
  foreach.addList_(expAvgs, grads, 1 - beta1);
  foreach.mulScalar_(expAvgSqs, beta2);
  foreach.addcmul_(expAvgSqs, grads, grads, 1 - beta2);
  const stepSize = steps.map((t) => (lr / (1 - beta1 ** t)) * -1);
  const bc2Sqrt = steps.map((t) => Math.sqrt(1 - beta2 ** t));
  let sqrt: Tensor[];
  if (amsgrad) {
    const maxSqs = states.map((s) => s.max_exp_avg_sq as Tensor);
    foreach.maximumList_(maxSqs, expAvgSqs);
    sqrt = foreach.sqrt(maxSqs);
  } else {
    sqrt = foreach.sqrt(expAvgSqs);
  }
  foreach.divScalarList_(sqrt, bc2Sqrt);
  const denom = foreach.addScalar(sqrt, eps);
  foreach.addcdivScalarList_(params, expAvgs, denom, stepSize);
}

/** Throws a clear error for invalid Adam-family hyper-parameters. */
export function checkAdamGroup(name: string, g: AdamLikeGroup, i: number): void {
  const where = `parameter group ${i}`;
  if (!(g.eps >= 0)) throw new RangeError(`${name}: invalid eps ${g.eps} in ${where}; expected a number >= 0`);
  if (!Array.isArray(g.betas) || g.betas.length !== 2) {
    throw new TypeError(`${name}: betas must be a pair [beta1, beta2] in ${where} but received ${JSON.stringify(g.betas)}`);
  }
  g.betas.forEach((b, k) => {
    if (!(b >= 0 && b < 1)) throw new RangeError(`${name}: invalid beta parameter at index ${k}: ${b} in ${where}; expected 0 <= beta < 1`);
  });
  if (!(g.weightDecay >= 0)) throw new RangeError(`${name}: invalid weightDecay ${g.weightDecay} in ${where}; expected a number >= 0`);
}

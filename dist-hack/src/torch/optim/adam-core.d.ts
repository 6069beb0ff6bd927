import type { Tensor } from '../tensor.js';
import { type ParamState } from './optimizer.js';
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
export declare function zerosLike(p: Tensor): Tensor;
/** The value of a `step` state tensor, read natively only the first time it is seen. */
export declare function stepValue(step: Tensor): number;
/** A new `step` state tensor: a 0-d float32 tensor, as PyTorch 1.13 stores it. */
export declare function newStep(value?: number): Tensor;
/** Adds 1 to every step tensor with one native call, keeping the cached values in sync. */
export declare function incrementSteps(steps: Tensor[]): number[];
/** Makes `state.step` a tensor when a state dict stored it as a number (older PyTorch). */
export declare function stepToTensor(state: ParamState): void;
/**
 * One Adam/AdamW update of a group (PyTorch 1.13's `_multi_tensor_adam`/`_multi_tensor_adamw`,
 * non-capturable branch) in one native call that issues the same multi-tensor operations in
 * the same order. `params` are the group's parameters that have gradients. `decoupled`
 * selects AdamW's weight decay (`p *= 1 - lr * wd`) over Adam's L2 term.
 */
export declare function adamUpdate(group: AdamLikeGroup, params: Tensor[], states: ParamState[], decoupled: boolean): void;
/** The option rules Adam and AdamW share. */
export declare const ADAM_RULES: OptionRules;

import { type OptionRules } from './options.js';
import { Optimizer, type BaseOptions, type ParamsInput } from './optimizer.js';
/** AdamW options (PyTorch 1.13 names in camelCase, same defaults: weight decay 0.01). */
export interface AdamWOptions extends BaseOptions {
    betas: [number, number];
    eps: number;
    /** Decoupled weight decay: parameters are scaled by `1 - lr * weightDecay` each step. */
    weightDecay: number;
    amsgrad: boolean;
    /** Kept for state-dict compatibility; steps always use the multi-tensor kernels. */
    foreach: boolean | null;
    maximize: boolean;
    capturable: boolean;
}
/**
 * AdamW: Adam with decoupled weight decay, the update of PyTorch 1.13's `_multi_tensor_adamw`.
 * Same state as {@link Adam}.
 */
export declare class AdamW extends Optimizer<AdamWOptions> {
    constructor(params: ParamsInput<AdamWOptions>, options?: Partial<AdamWOptions>);
    protected optionRules(): OptionRules;
    protected updatesByParameter(): boolean;
    protected update(): void;
    protected afterLoad(): void;
}

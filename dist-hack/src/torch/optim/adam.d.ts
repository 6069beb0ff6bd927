import { type OptionRules } from './options.js';
import { Optimizer, type BaseOptions, type ParamsInput } from './optimizer.js';
/** Adam options (PyTorch 1.13 names in camelCase, same defaults). */
export interface AdamOptions extends BaseOptions {
    betas: [number, number];
    eps: number;
    /** L2 penalty added to the gradient. */
    weightDecay: number;
    amsgrad: boolean;
    maximize: boolean;
    /** Kept for state-dict compatibility; steps always use the multi-tensor kernels. */
    foreach: boolean | null;
    capturable: boolean;
    differentiable: boolean;
    fused: boolean;
}
/**
 * Adam (optionally AMSGrad, L2 weight decay, maximize): the update of PyTorch 1.13's
 * `_multi_tensor_adam`. State per parameter: `step` (0-d float32 tensor), `exp_avg`,
 * `exp_avg_sq` and with AMSGrad `max_exp_avg_sq`.
 */
export declare class Adam extends Optimizer<AdamOptions> {
    constructor(params: ParamsInput<AdamOptions>, options?: Partial<AdamOptions>);
    protected optionRules(): OptionRules;
    protected updatesByParameter(): boolean;
    protected update(): void;
    protected afterLoad(): void;
}

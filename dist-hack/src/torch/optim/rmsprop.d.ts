import { type OptionRules } from './options.js';
import { Optimizer, type BaseOptions, type ParamsInput } from './optimizer.js';
/** RMSprop options (PyTorch 1.13 names in camelCase, same defaults). */
export interface RMSpropOptions extends BaseOptions {
    momentum: number;
    alpha: number;
    eps: number;
    centered: boolean;
    weightDecay: number;
    /** Kept for state-dict compatibility; steps always use the multi-tensor kernels. */
    foreach: boolean | null;
    maximize: boolean;
    differentiable: boolean;
}
/**
 * RMSprop (optionally centered, with momentum), the update of PyTorch 1.13's
 * `_multi_tensor_rmsprop`. State per parameter: `step` (a number, as PyTorch stores it),
 * `square_avg`, and `momentum_buffer` / `grad_avg` when momentum / centered are on.
 */
export declare class RMSprop extends Optimizer<RMSpropOptions> {
    constructor(params: ParamsInput<RMSpropOptions>, options?: Partial<RMSpropOptions>);
    protected optionRules(): OptionRules;
    protected updatesByParameter(): boolean;
    protected update(): void;
    protected afterLoad(): void;
}

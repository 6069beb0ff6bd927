import { type OptionRules } from './options.js';
import { Optimizer, type BaseOptions, type ParamGroup, type ParamsInput } from './optimizer.js';
/** SGD options (PyTorch 1.13 names in camelCase, same defaults; `lr` is required). */
export interface SGDOptions extends BaseOptions {
    momentum: number;
    dampening: number;
    weightDecay: number;
    nesterov: boolean;
    maximize: boolean;
    /** Kept for state-dict compatibility; steps always use the multi-tensor kernels. */
    foreach: boolean | null;
    differentiable: boolean;
}
/**
 * Stochastic gradient descent with optional momentum, dampening, Nesterov momentum, weight
 * decay and maximization: the update of PyTorch 1.13's `_multi_tensor_sgd`. State per parameter:
 * `momentum_buffer` (null while momentum is 0).
 */
export declare class SGD extends Optimizer<SGDOptions> {
    constructor(params: ParamsInput<SGDOptions>, options: Partial<SGDOptions> & {
        lr: number;
    });
    protected optionRules(): OptionRules;
    protected validateGroup(g: ParamGroup<SGDOptions>, i: number): void;
    protected updatesByParameter(): boolean;
    protected update(): void;
}

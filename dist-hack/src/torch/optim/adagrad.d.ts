import { type OptionRules } from './options.js';
import { Optimizer, type BaseOptions, type ParamsInput } from './optimizer.js';
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
/**
 * Adagrad, the update of PyTorch 1.13's `_multi_tensor_adagrad`. State per parameter: `step`
 * (0-d float32 tensor) and `sum`, created for every parameter at construction as in PyTorch.
 */
export declare class Adagrad extends Optimizer<AdagradOptions> {
    constructor(params: ParamsInput<AdagradOptions>, options?: Partial<AdagradOptions>);
    private initState;
    protected optionRules(): OptionRules;
    protected updatesByParameter(): boolean;
    protected update(): void;
    protected afterLoad(): void;
}

import { Tensor } from '../tensor.js';
import { type OptionRules } from './options.js';
import { Optimizer, type BaseOptions, type ParamsInput } from './optimizer.js';
/** L-BFGS options (PyTorch 1.13 names in camelCase, same defaults). */
export interface LBFGSOptions extends BaseOptions {
    /** Iterations per `step()`. */
    maxIter: number;
    /** Function evaluations per `step()`; defaults to `floor(maxIter * 5 / 4)`. */
    maxEval: number;
    /** Stop when the largest gradient element is at most this. */
    toleranceGrad: number;
    /** Stop when the loss or the step changes by less than this. */
    toleranceChange: number;
    /** How many past updates approximate the Hessian. */
    historySize: number;
    /** `'strong_wolfe'` for a line search satisfying the strong Wolfe conditions, or null for a fixed step `lr`. */
    lineSearchFn: 'strong_wolfe' | null;
}
/** A closure for L-BFGS: zero the gradients, compute the loss, call `backward()`, return the loss. */
export type LossClosure = () => Tensor | number;
/**
 * L-BFGS (PyTorch 1.13's `torch.optim.LBFGS`): one group only, `step(closure)` re-evaluates the
 * loss up to `maxEval` times; optional strong-Wolfe line search. State (on the first parameter,
 * index 0): `func_evals`, `n_iter`, `d`, `t`, `old_dirs`, `old_stps`, `ro`, `H_diag`,
 * `prev_flat_grad`, `prev_loss`, `al` (scalars are stored as numbers).
 */
export declare class LBFGS extends Optimizer<LBFGSOptions> {
    private numelCache;
    constructor(params: ParamsInput<LBFGSOptions>, options?: Partial<LBFGSOptions>);
    addParamGroup(group: Parameters<Optimizer<LBFGSOptions>['addParamGroup']>[0]): void;
    protected optionRules(): OptionRules;
    private get params();
    private numels;
    private gatherFlatGrad;
    private addGrad;
    private setParams;
    protected update(): void;
    /** Runs up to `maxIter` L-BFGS iterations, calling `closure` to re-evaluate; returns the first loss. */
    step<T = unknown>(closure?: () => T): T | undefined;
    private run;
}

import type { OptimConfig } from '../../config/index.js';
import type { Module } from '../../torch/nn/index.js';
import { type Optimizer, type ParamGroupInput } from '../../torch/optim/index.js';
import type { Tensor } from '../../torch/tensor.js';
import type { OptimizerParameter } from '../../distributed/strategy.js';
/** Parameter groups as the optimizer takes them, with the names of their parameters. */
export interface NamedParamGroup extends ParamGroupInput {
    params: Tensor[];
    /** Qualified names of the group's parameters, for reports. */
    names: string[];
}
/**
 * Splits the trainable parameters of `model` (or the tensors a strategy's optimizer steps,
 * named by their model parameters) into groups by `optim.paramGroups`: each
 * parameter joins the first group whose `pattern` (a regular expression, searched) matches
 * its qualified name, with that group's lr and weight-decay multipliers and betas; the rest
 * form a default group with the base settings. Groups that match nothing are left out.
 */
export declare function paramGroupsFor(model: Module | readonly OptimizerParameter[], optim: OptimConfig): NamedParamGroup[];
/**
 * Builds the optimizer `optim` describes over `model`'s trainable parameters, or over the
 * tensors a strategy says the optimizer steps ({@link ParallelStrategy.optimizerParameters}).
 *
 * @throws Error when the model has no trainable parameters, or for `lbfgs` (it needs a
 *   closure that re-evaluates the loss, which the runner's step does not provide)
 */
export declare function buildOptimizer(model: Module | readonly OptimizerParameter[], optim: OptimConfig): Optimizer<any>;

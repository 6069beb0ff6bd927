import type { OptimConfig } from '../../config/index.js';
import type { Module } from '../../torch/nn/index.js';
import { Adagrad, Adam, AdamW, RMSprop, SGD, type Optimizer, type ParamGroupInput } from '../../torch/optim/index.js';
import type { Tensor } from '../../torch/tensor.js';
import type { OptimizerParameter } from '../../distributed/strategy.js';

/** Parameter groups as the optimizer takes them, with the names of their parameters. */
export interface NamedParamGroup extends ParamGroupInput {
  params: Tensor[];
  /** Qualified names of the group's parameters, for reports. */
  names: string[];
}

function namedTrainable(source: Module | readonly OptimizerParameter[]): [string, Tensor][] {
  if (Array.isArray(source)) return (source as readonly OptimizerParameter[]).map((p) => [p.name, p.tensor]);
  return (source as Module).namedParameters().filter(([, p]) => p.requiresGrad);
}

/**
 * Splits the trainable parameters of `model` (or the tensors a strategy's optimizer steps,
 * named by their model parameters) into groups by `optim.paramGroups`: each
 * parameter joins the first group whose `pattern` (a regular expression, searched) matches
 * its qualified name, with that group's lr and weight-decay multipliers and betas; the rest
 * form a default group with the base settings. Groups that match nothing are left out.
 */
export function paramGroupsFor(model: Module | readonly OptimizerParameter[], optim: OptimConfig): NamedParamGroup[] {
  const patterns = optim.paramGroups.map((g) => new RegExp(g.pattern));
  const buckets = optim.paramGroups.map(() => ({ params: [] as Tensor[], names: [] as string[] }));
  const rest = { params: [] as Tensor[], names: [] as string[] };
  for (const [name, p] of namedTrainable(model)) {
    const i = patterns.findIndex((re) => re.test(name));
    const bucket = i >= 0 ? buckets[i]! : rest;
    bucket.params.push(p);
    bucket.names.push(name);
  }
  const betas = optim.betas;
  const groups: NamedParamGroup[] = [];
  optim.paramGroups.forEach((g, i) => {
    const b = buckets[i]!;
    if (b.params.length === 0) return;
    const group: NamedParamGroup = {
      params: b.params,
      names: b.names,
      lr: optim.lr * g.lrMultiplier,
      weightDecay: optim.weightDecay * g.weightDecayMultiplier,
    };
    if (g.beta1 !== undefined || g.beta2 !== undefined) {
      const base = betas ?? [0.9, 0.999];
      group.betas = [g.beta1 ?? base[0], g.beta2 ?? base[1]];
    }
    groups.push(group);
  });
  if (rest.params.length > 0) groups.unshift({ params: rest.params, names: rest.names });
  return groups;
}

/**
 * Builds the optimizer `optim` describes over `model`'s trainable parameters, or over the
 * tensors a strategy says the optimizer steps ({@link ParallelStrategy.optimizerParameters}).
 *
 * @throws Error when the model has no trainable parameters, or for `lbfgs` (it needs a
 *   closure that re-evaluates the loss, which the runner's step does not provide)
 */
export function buildOptimizer(model: Module | readonly OptimizerParameter[], optim: OptimConfig): Optimizer<any> {
  const groups = paramGroupsFor(model, optim).map(({ names: _names, ...g }) => g);
  if (groups.length === 0) {
    throw new Error('Cannot build the optimizer from config.optim: the model has no parameters that require gradients');
  }
  const common: Record<string, unknown> & { lr: number } = { lr: optim.lr, weightDecay: optim.weightDecay, ...optim.options };
  if (optim.eps !== undefined) common.eps = optim.eps;
  switch (optim.name) {
    case 'sgd':
      return new SGD(groups, { ...common, momentum: optim.momentum ?? 0 });
    case 'adam':
      return new Adam(groups, { ...common, ...(optim.betas ? { betas: [...optim.betas] as [number, number] } : {}) });
    case 'adamw':
      return new AdamW(groups, { ...common, ...(optim.betas ? { betas: [...optim.betas] as [number, number] } : {}) });
    case 'rmsprop':
      return new RMSprop(groups, { ...common, ...(optim.momentum !== undefined ? { momentum: optim.momentum } : {}) });
    case 'adagrad':
      return new Adagrad(groups, common);
    case 'lbfgs':
      throw new Error(
        "optim.name 'lbfgs' cannot be built by the runner: L-BFGS needs a closure that re-evaluates the loss several times per step. Assign this.optimizer = new optim.LBFGS(...) and override optimizerStep(), or choose sgd, adam, adamw, rmsprop or adagrad",
      );
  }
}

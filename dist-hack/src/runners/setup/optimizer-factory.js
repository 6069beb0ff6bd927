import { Adagrad, Adam, AdamW, RMSprop, SGD } from '../../torch/optim/index.js';
function namedTrainable(source) {
    if (Array.isArray(source))
        return source.map((p) => [p.name, p.tensor]);
    return source.namedParameters().filter(([, p]) => p.requiresGrad);
}
/**
 * Splits the trainable parameters of `model` (or the tensors a strategy's optimizer steps,
 * named by their model parameters) into groups by `optim.paramGroups`: each
 * parameter joins the first group whose `pattern` (a regular expression, searched) matches
 * its qualified name, with that group's lr and weight-decay multipliers and betas; the rest
 * form a default group with the base settings. Groups that match nothing are left out.
 */
export function paramGroupsFor(model, optim) {
    const patterns = optim.paramGroups.map((g) => new RegExp(g.pattern));
    const buckets = optim.paramGroups.map(() => ({ params: [], names: [] }));
    const rest = { params: [], names: [] };
    for (const [name, p] of namedTrainable(model)) {
        const i = patterns.findIndex((re) => re.test(name));
        const bucket = i >= 0 ? buckets[i] : rest;
        bucket.params.push(p);
        bucket.names.push(name);
    }
    const betas = optim.betas;
    const groups = [];
    optim.paramGroups.forEach((g, i) => {
        const b = buckets[i];
        if (b.params.length === 0)
            return;
        const group = {
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
    if (rest.params.length > 0)
        groups.unshift({ params: rest.params, names: rest.names });
    return groups;
}
/**
 * Builds the optimizer `optim` describes over `model`'s trainable parameters, or over the
 * tensors a strategy says the optimizer steps ({@link ParallelStrategy.optimizerParameters}).
 *
 * @throws Error when the model has no trainable parameters, or for `lbfgs` (it needs a
 *   closure that re-evaluates the loss, which the runner's step does not provide)
 */
export function buildOptimizer(model, optim) {
    const groups = paramGroupsFor(model, optim).map(({ names: _names, ...g }) => g);
    if (groups.length === 0) {
        throw new Error('Cannot build the optimizer from config.optim: the model has no parameters that require gradients');
    }
    const common = { lr: optim.lr, weightDecay: optim.weightDecay, ...optim.options };
    if (optim.eps !== undefined)
        common.eps = optim.eps;
    switch (optim.name) {
        case 'sgd':
            return new SGD(groups, { ...common, momentum: optim.momentum ?? 0 });
        case 'adam':
            return new Adam(groups, { ...common, ...(optim.betas ? { betas: [...optim.betas] } : {}) });
        case 'adamw':
            return new AdamW(groups, { ...common, ...(optim.betas ? { betas: [...optim.betas] } : {}) });
        case 'rmsprop':
            return new RMSprop(groups, { ...common, ...(optim.momentum !== undefined ? { momentum: optim.momentum } : {}) });
        case 'adagrad':
            return new Adagrad(groups, common);
        case 'lbfgs':
            throw new Error("optim.name 'lbfgs' cannot be built by the runner: L-BFGS needs a closure that re-evaluates the loss several times per step. Assign this.optimizer = new optim.LBFGS(...) and override optimizerStep(), or choose sgd, adam, adamw, rmsprop or adagrad");
    }
}
//# sourceMappingURL=optimizer-factory.js.map
import { applyTensorParallelPlan, hasTensorParallelPlan, resolveTensorParallelPlan } from './plan.js';
/**
 * The context for `topology`'s tensor group.
 *
 * @throws Error when the tensor axis is 1 (there is nothing to split)
 */
export function parallelizeContext(topology) {
    const group = topology.group('tensor');
    if (!group)
        throw new Error(`parallelizeContext: the tensor axis is 1 on ${topology}; a model is parallelized only with parallel.tensor above 1`);
    return { topology, group, rank: topology.indexIn('tensor'), size: topology.size('tensor') };
}
/** Whether `model` has a `parallelize(ctx)` method. */
export function isParallelizable(model) {
    return typeof model.parallelize === 'function';
}
/**
 * The default tensor-parallel transform: the plan `plan` (`parallel.plan` in the config) when
 * given, else the model's `tensorParallelPlan()`, else its `parallelize(ctx)`.
 *
 * @throws Error naming the model's class and what to write when it has none of them; what
 *   {@link applyTensorParallelPlan} throws for a plan that does not fit the model
 */
export async function parallelizeByModel(model, ctx, plan) {
    const chosen = planFor(model, plan);
    if (chosen !== undefined)
        applyTensorParallelPlan(model, chosen, ctx);
    else if (isParallelizable(model))
        await model.parallelize(ctx);
    else
        throw new Error(missingParallelize(model, ctx.size));
}
/** The plan that parallelizes `model`: `plan` (the config's) when given, else the model's `tensorParallelPlan()`, else undefined. */
export function planFor(model, plan) {
    return plan ?? (hasTensorParallelPlan(model) ? model.tensorParallelPlan() : undefined);
}
/**
 * Checks, before any process group exists, that {@link parallelizeByModel} can split `model`:
 * its plan (the config's or the model's) fits the model, or it has `parallelize(ctx)`.
 *
 * @throws Error as {@link parallelizeByModel} would, on every rank alike
 */
export function checkTensorParallelTransform(model, size, plan) {
    const chosen = planFor(model, plan);
    if (chosen !== undefined)
        resolveTensorParallelPlan(model, chosen);
    else if (!isParallelizable(model))
        throw new Error(missingParallelize(model, size));
}
/** The message for a model without a plan or `parallelize` on a tensor axis of `size`. */
export function missingParallelize(model, size) {
    return (`parallel.tensor ${size} needs a model-specific transform: give ${model.constructor.name} a tensorParallelPlan() method returning { 'module.name.pattern': style } ` +
        `(styles column, row, vocab-embedding, split-dropout, replicate), or set parallel.plan in the config, or give ${model.constructor.name} a parallelize(ctx) method that replaces its layers by tensor-parallel ones ` +
        `(ColumnParallelLinear, RowParallelLinear over ctx.group), or override ParallelRunner.parallelizeModel(model, ctx); it is never skipped silently`);
}
/**
 * Checks the sizes a model names with `tensorParallelDims()` against the tensor-parallel size.
 *
 * @throws RangeError naming every size that `size` does not divide
 */
export function checkTensorParallelDims(model, size) {
    const provider = model;
    if (size <= 1 || typeof provider.tensorParallelDims !== 'function')
        return;
    const bad = Object.entries(provider.tensorParallelDims()).filter(([, n]) => !(Number.isInteger(n) && n % size === 0));
    if (bad.length === 0)
        return;
    const listed = bad.map(([name, n]) => `${name} (${n})`).join(', ');
    const dims = provider.tensorParallelDims();
    const fits = divisors(Object.values(dims).reduce((g, n) => gcd(g, n), 0)).filter((d) => d > 1);
    const all = Object.keys(dims).join(', ');
    throw new RangeError(`parallel.tensor ${size} does not divide the ${listed} of ${model.constructor.name}: each tensor-parallel rank holds 1/${size} of ${bad.length > 1 ? 'each' : 'it'}; ` +
        (fits.length > 0 ? `choose a tensor size that divides ${all} (${fits.join(', ')}), or change the model` : `no tensor size above 1 divides ${all}: change the model`));
}
function gcd(a, b) {
    return b === 0 ? Math.abs(a) : gcd(b, a % b);
}
function divisors(n) {
    return Array.from({ length: Math.min(n, 64) }, (_, i) => i + 1).filter((d) => n % d === 0);
}
//# sourceMappingURL=parallelize.js.map
// How a model becomes this rank's tensor-parallel part: the context its parallelize(ctx)
// method receives, and the default transform that calls it.
import type { Module } from '../../torch/nn/index.js';
import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import type { Topology } from '../topology/topology.js';
import { applyTensorParallelPlan, checkSequenceParallelPlan, hasTensorParallelPlan, resolveTensorParallelPlan, TENSOR_PARALLEL_STYLES, type TensorParallelPlan } from './plan.js';

/** What a model's `parallelize(ctx)` receives: the tensor-parallel group and this rank's place in it. */
export interface ParallelizeContext {
  /** This rank's coordinates and every group of the mesh. */
  readonly topology: Topology;
  /** The tensor-parallel group: the ranks that hold the parts of one layer. */
  readonly group: ProcessGroup;
  /** This rank's index in {@link group} (the part of each split layer it holds). */
  readonly rank: number;
  /** The tensor-parallel size (the number of parts). */
  readonly size: number;
  /**
   * Whether activations between the tensor-parallel regions are each rank's slice of the
   * sequence (`parallel.sequenceParallel`): a plan's styles honour it; a model's own
   * `parallelize(ctx)` must.
   */
  readonly sequenceParallel?: boolean;
}

/**
 * A model that turns itself into this rank's tensor-parallel part: it replaces layers by
 * `ColumnParallelLinear` / `RowParallelLinear` (and whatever else splits), given the whole
 * layers, equal on every rank. Parameters it leaves alone stay replicated over the tensor group.
 */
export interface Parallelizable {
  parallelize(ctx: ParallelizeContext): void | Promise<void>;
}

/**
 * The context for `topology`'s tensor group.
 *
 * @throws Error when the tensor axis is 1 (there is nothing to split)
 */
export function parallelizeContext(topology: Topology, options: { sequenceParallel?: boolean } = {}): ParallelizeContext {
  const group = topology.group('tensor');
  if (!group) throw new Error(`parallelizeContext: the tensor axis is 1 on ${topology}; a model is parallelized only with parallel.tensor above 1`);
  return { topology, group, rank: topology.indexIn('tensor'), size: topology.size('tensor'), sequenceParallel: options.sequenceParallel === true };
}

/** Whether `model` has a `parallelize(ctx)` method. */
export function isParallelizable(model: Module): model is Module & Parallelizable {
  return typeof (model as Partial<Parallelizable>).parallelize === 'function';
}

/**
 * The default tensor-parallel transform: the plan `plan` (`parallel.plan` in the config) when
 * given, else the model's `tensorParallelPlan()`, else its `parallelize(ctx)`.
 *
 * @throws Error naming the model's class and what to write when it has none of them; what
 *   {@link applyTensorParallelPlan} throws for a plan that does not fit the model
 */
export async function parallelizeByModel(model: Module, ctx: ParallelizeContext, plan?: TensorParallelPlan): Promise<void> {
  const chosen = planFor(model, plan);
  if (chosen !== undefined) applyTensorParallelPlan(model, chosen, ctx);
  else if (isParallelizable(model)) await model.parallelize(ctx);
  else throw new Error(missingParallelize(model, ctx.size));
}

/** The plan that parallelizes `model`: `plan` (the config's) when given, else the model's `tensorParallelPlan()`, else undefined. */
export function planFor(model: Module, plan?: TensorParallelPlan): TensorParallelPlan | undefined {
  return plan ?? (hasTensorParallelPlan(model) ? model.tensorParallelPlan() : undefined);
}

/**
 * Checks, before any process group exists, that {@link parallelizeByModel} can split `model`:
 * its plan (the config's or the model's) fits the model, or it has `parallelize(ctx)`.
 *
 * @throws Error as {@link parallelizeByModel} would, on every rank alike
 */
export function checkTensorParallelTransform(model: Module, size: number, plan?: TensorParallelPlan, sequenceParallel = false): void {
  const chosen = planFor(model, plan);
  if (chosen !== undefined) {
    const planned = resolveTensorParallelPlan(model, chosen);
    if (sequenceParallel) checkSequenceParallelPlan(model, planned);
  } else if (!isParallelizable(model)) throw new Error(missingParallelize(model, size));
}

/**
 * Refuses `parallel.sequenceParallel` where there is no tensor axis to split the sequence over.
 *
 * @throws Error when the flag is set and the tensor size is 1
 */
export function checkSequenceParallelAxes(sequenceParallel: boolean | undefined, tensorSize: number): void {
  if (sequenceParallel && tensorSize <= 1) {
    throw new Error(`parallel.sequenceParallel splits the activations between the tensor-parallel layers over the tensor axis, but parallel.tensor is ${tensorSize}: set parallel.tensor above 1, or drop sequenceParallel`);
  }
}

/** The message for a model without a plan or `parallelize` on a tensor axis of `size`. */
export function missingParallelize(model: Module, size: number): string {
  return (
    `parallel.tensor ${size} needs a model-specific transform: give ${model.constructor.name} a tensorParallelPlan() method returning { 'module.name.pattern': style } ` +
    `(styles ${TENSOR_PARALLEL_STYLES.join(', ')}), or set parallel.plan in the config, or give ${model.constructor.name} a parallelize(ctx) method that replaces its layers by tensor-parallel ones ` +
    `(ColumnParallelLinear, RowParallelLinear over ctx.group), or override ParallelRunner.parallelizeModel(model, ctx); it is never skipped silently`
  );
}

/**
 * A model that names the sizes tensor parallelism divides (heads, width, vocabulary,
 * feed-forward width), so that a tensor size that does not divide one fails at setup, naming
 * it, rather than at the first forward in a reshape.
 */
export interface TensorParallelDims {
  tensorParallelDims(): Readonly<Record<string, number>>;
}

/**
 * Checks the sizes a model names with `tensorParallelDims()` against the tensor-parallel size.
 *
 * @throws RangeError naming every size that `size` does not divide
 */
export function checkTensorParallelDims(model: Module, size: number): void {
  const provider = model as Partial<TensorParallelDims>;
  if (size <= 1 || typeof provider.tensorParallelDims !== 'function') return;
  const bad = Object.entries(provider.tensorParallelDims()).filter(([, n]) => !(Number.isInteger(n) && n % size === 0));
  if (bad.length === 0) return;
  const listed = bad.map(([name, n]) => `${name} (${n})`).join(', ');
  const dims = provider.tensorParallelDims();
  const fits = divisors(Object.values(dims).reduce((g, n) => gcd(g, n), 0)).filter((d) => d > 1);
  const all = Object.keys(dims).join(', ');
  throw new RangeError(
    `parallel.tensor ${size} does not divide the ${listed} of ${model.constructor.name}: each tensor-parallel rank holds 1/${size} of ${bad.length > 1 ? 'each' : 'it'}; ` +
      (fits.length > 0 ? `choose a tensor size that divides ${all} (${fits.join(', ')}), or change the model` : `no tensor size above 1 divides ${all}: change the model`),
  );
}

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

function divisors(n: number): number[] {
  return Array.from({ length: Math.min(n, 64) }, (_, i) => i + 1).filter((d) => n % d === 0);
}

import type { Module } from '../../torch/nn/index.js';
import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import type { Topology } from '../topology/topology.js';
import { type TensorParallelPlan } from './plan.js';
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
export declare function parallelizeContext(topology: Topology): ParallelizeContext;
/** Whether `model` has a `parallelize(ctx)` method. */
export declare function isParallelizable(model: Module): model is Module & Parallelizable;
/**
 * The default tensor-parallel transform: the plan `plan` (`parallel.plan` in the config) when
 * given, else the model's `tensorParallelPlan()`, else its `parallelize(ctx)`.
 *
 * @throws Error naming the model's class and what to write when it has none of them; what
 *   {@link applyTensorParallelPlan} throws for a plan that does not fit the model
 */
export declare function parallelizeByModel(model: Module, ctx: ParallelizeContext, plan?: TensorParallelPlan): Promise<void>;
/** The plan that parallelizes `model`: `plan` (the config's) when given, else the model's `tensorParallelPlan()`, else undefined. */
export declare function planFor(model: Module, plan?: TensorParallelPlan): TensorParallelPlan | undefined;
/**
 * Checks, before any process group exists, that {@link parallelizeByModel} can split `model`:
 * its plan (the config's or the model's) fits the model, or it has `parallelize(ctx)`.
 *
 * @throws Error as {@link parallelizeByModel} would, on every rank alike
 */
export declare function checkTensorParallelTransform(model: Module, size: number, plan?: TensorParallelPlan): void;
/** The message for a model without a plan or `parallelize` on a tensor axis of `size`. */
export declare function missingParallelize(model: Module, size: number): string;
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
export declare function checkTensorParallelDims(model: Module, size: number): void;

import { ShardedTensor } from '../../torch/distributed/sharded-tensor.js';
import type { Module } from '../../torch/nn/index.js';
import { Tensor } from '../../torch/tensor.js';
import { type TensorParallelSplit } from './split-parameters.js';
/**
 * A rank's part of a split parameter (a tensor, or chunks of the part as a sharding strategy
 * holds them: offsets within the part) as chunks of the whole parameter.
 */
export declare function toWholeChunks(value: Tensor | ShardedTensor, split: TensorParallelSplit): ShardedTensor;
/**
 * The inverse of {@link toWholeChunks} on loaded chunks: this rank's part, as one tensor
 * (`asChunks` false) or as the chunks of the part that a sharding strategy expects (offsets
 * within the part; pieces that were adjacent in the part are joined again).
 *
 * @throws Error when a chunk lies outside this rank's part of the parameter
 */
export declare function toPartChunks(value: ShardedTensor, split: TensorParallelSplit, asChunks: boolean, name: string): Tensor | ShardedTensor;
/** Whether a state leaf has the shape of a parameter's part (optimizer moments do; a scalar step does not). */
export declare function isShapedLike(value: unknown, shape: readonly number[]): value is Tensor | ShardedTensor;
/** A split parameter: how it is split, and the shape of this rank's part. */
export interface SplitParameter {
    readonly split: TensorParallelSplit;
    readonly shape: readonly number[];
}
/** The model's tensor-parallel parameters by state-dict name. */
export declare function splitParametersOf(model: Module): Map<string, SplitParameter>;
type Entries = Record<string, unknown> | Map<string, unknown>;
/** A model state dict with each split parameter's part as chunks of the whole parameter. */
export declare function wholeModelState(sd: Entries, splits: ReadonlyMap<string, SplitParameter>): Record<string, unknown>;
/** The inverse of {@link wholeModelState} on a loaded state dict (`asChunks`: see {@link toPartChunks}). */
export declare function partModelState(sd: Entries, splits: ReadonlyMap<string, SplitParameter>, asChunks: boolean): Record<string, unknown>;
/**
 * An optimizer state dict with the per-parameter state of split parameters (the tensors
 * shaped like the part: momenta, Adam's moments) as chunks of the whole parameter; `names`
 * gives the parameter name of each state index.
 */
export declare function wholeOptimizerState(sd: Record<string, unknown>, names: readonly (string | null)[], splits: ReadonlyMap<string, SplitParameter>): Record<string, unknown>;
/** The inverse of {@link wholeOptimizerState} on a loaded state dict. */
export declare function partOptimizerState(sd: unknown, names: readonly (string | null)[], splits: ReadonlyMap<string, SplitParameter>, asChunks: boolean): unknown;
export {};

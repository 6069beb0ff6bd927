import type { Optimizer } from '../../torch/optim/index.js';
import { Tensor } from '../../torch/tensor.js';
import type { ParamPartition } from './partition.js';
/**
 * `optimizer.stateDict()` with every state tensor shaped like its parameter's chunk replaced
 * by a {@link ShardedTensor} (global shape: the parameter's; this rank's chunk at its row
 * offset; no chunk for an empty shard). Scalars such as Adam's `step` stay as they are.
 */
export declare function shardedOptimizerStateDict(optimizer: Optimizer<any>, partitionOf: ReadonlyMap<Tensor, ParamPartition>, rank: number): Record<string, unknown>;
/**
 * The inverse for loading: each {@link ShardedTensor} leaf of `sd.state` (as the sharded
 * backend read it for this rank's layout) becomes the chunk tensor the optimizer holds, and a
 * whole state tensor (parameter-shaped) becomes a copy of this rank's rows of it.
 */
export declare function localOptimizerState(sd: unknown, optimizer: Optimizer<any>, partitionOf: ReadonlyMap<Tensor, ParamPartition>, rank: number): unknown;

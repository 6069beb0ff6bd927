import type { Module, StateDict } from '../../torch/nn/index.js';
import type { PreparedLoad } from '../../torch/prepared-load.js';
import { Tensor } from '../../torch/tensor.js';
import type { ParamPartition } from './partition.js';
/** The model's state dict with each partitioned parameter as a {@link ShardedTensor} of this rank's chunk. */
export declare function shardedModelStateDict(model: Module, partitions: readonly ParamPartition[], masters: readonly Tensor[], rank: number): StateDict;
/**
 * Checks a model state dict against the model (as `loadStateDict` with `strict` does) and
 * prepares it: partitioned parameters go to their master chunks (this rank's rows of a whole
 * tensor, or the one chunk of a ShardedTensor read for this rank's layout), everything else
 * to the model. Nothing changes until `commit()`.
 */
export declare function prepareShardedModelLoad(model: Module, stateDict: StateDict | Map<string, unknown>, partitions: readonly ParamPartition[], masters: readonly Tensor[], rank: number, afterCommit: () => void): PreparedLoad;

import type { Module, StateDict } from '../torch/nn/index.js';
import type { PreparedLoad } from '../torch/prepared-load.js';
import type { ShardedDataParallelStrategy } from './sharding/sharded-data-parallel.js';
/** Each state entry of `local` by its name in `local`, to its name in `model` (the same tensor). */
export declare function wholeModelNames(model: Module, local: Module): Map<string, string>;
/**
 * The engine's state dict of `local` under the whole model's names; with a pipeline, the
 * entries that are plain tensors (buffers) become whole-tensor chunks, which any rank may write.
 */
export declare function fullyShardedModelState(inner: ShardedDataParallelStrategy, local: Module, names: ReadonlyMap<string, string>, pipelined: boolean): StateDict;
/** Prepares loading a whole model's state dict into `local`'s master chunks and buffers (its entries only). */
export declare function prepareFullyShardedLoad(inner: ShardedDataParallelStrategy, local: Module, stateDict: StateDict | Map<string, unknown>, names: ReadonlyMap<string, string>): PreparedLoad;

// Checkpoint state of a stage under `parallel.fullyShard` (the sharding engine's stage 3 on the
// shard axis): the engine holds each parameter as this rank's rows of a master chunk, named as
// in the module it prepared (a pipeline stage's local module). Saved under the whole model's
// names, and loaded back from them.
import type { Module, StateDict } from '../torch/nn/index.js';
import { ShardedTensor } from '../torch/distributed/sharded-tensor.js';
import type { PreparedLoad } from '../torch/prepared-load.js';
import { Tensor } from '../torch/tensor.js';
import { wholeChunk, unwrapWholeChunk } from './pipeline/stage-state.js';
import type { ShardedDataParallelStrategy } from './sharding/sharded-data-parallel.js';

/** Each state entry of `local` by its name in `local`, to its name in `model` (the same tensor). */
export function wholeModelNames(model: Module, local: Module): Map<string, string> {
  const byTensor = new Map<unknown, string>();
  // A tied weight keeps its first name, the one checkpoints store it under.
  for (const [name, t] of model.stateEntries()) if (!byTensor.has(t)) byTensor.set(t, name);
  return new Map(local.stateEntries().map(([name, t]) => [name, byTensor.get(t) ?? name]));
}

/**
 * The engine's state dict of `local` under the whole model's names; with a pipeline, the
 * entries that are plain tensors (buffers) become whole-tensor chunks, which any rank may write.
 */
export function fullyShardedModelState(inner: ShardedDataParallelStrategy, local: Module, names: ReadonlyMap<string, string>, pipelined: boolean): StateDict {
  const sd: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(inner.modelStateDict(local) as Record<string, unknown>)) {
    sd[names.get(name) ?? name] = pipelined && v instanceof Tensor ? wholeChunk(v) : v;
  }
  return sd as StateDict;
}

/** Prepares loading a whole model's state dict into `local`'s master chunks and buffers (its entries only). */
export function prepareFullyShardedLoad(inner: ShardedDataParallelStrategy, local: Module, stateDict: StateDict | Map<string, unknown>, names: ReadonlyMap<string, string>): PreparedLoad {
  const entries = stateDict instanceof Map ? stateDict : new Map(Object.entries(stateDict as Record<string, unknown>));
  const own = new Map<string, unknown>();
  for (const [localName, wholeName] of names) {
    if (!entries.has(wholeName)) continue;
    const v = entries.get(wholeName);
    own.set(localName, v instanceof ShardedTensor ? unwrapWholeChunk(v) : v);
  }
  return inner.prepareModelLoad(local, own);
}

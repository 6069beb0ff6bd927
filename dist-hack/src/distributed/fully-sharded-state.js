import { ShardedTensor } from '../torch/distributed/sharded-tensor.js';
import { Tensor } from '../torch/tensor.js';
import { wholeChunk, unwrapWholeChunk } from './pipeline/stage-state.js';
/** Each state entry of `local` by its name in `local`, to its name in `model` (the same tensor). */
export function wholeModelNames(model, local) {
    const byTensor = new Map();
    // A tied weight keeps its first name, the one checkpoints store it under.
    for (const [name, t] of model.stateEntries())
        if (!byTensor.has(t))
            byTensor.set(t, name);
    return new Map(local.stateEntries().map(([name, t]) => [name, byTensor.get(t) ?? name]));
}
/**
 * The engine's state dict of `local` under the whole model's names; with a pipeline, the
 * entries that are plain tensors (buffers) become whole-tensor chunks, which any rank may write.
 */
export function fullyShardedModelState(inner, local, names, pipelined) {
    const sd = {};
    for (const [name, v] of Object.entries(inner.modelStateDict(local))) {
        sd[names.get(name) ?? name] = pipelined && v instanceof Tensor ? wholeChunk(v) : v;
    }
    return sd;
}
/** Prepares loading a whole model's state dict into `local`'s master chunks and buffers (its entries only). */
export function prepareFullyShardedLoad(inner, local, stateDict, names) {
    const entries = stateDict instanceof Map ? stateDict : new Map(Object.entries(stateDict));
    const own = new Map();
    for (const [localName, wholeName] of names) {
        if (!entries.has(wholeName))
            continue;
        const v = entries.get(wholeName);
        own.set(localName, v instanceof ShardedTensor ? unwrapWholeChunk(v) : v);
    }
    return inner.prepareModelLoad(local, own);
}
//# sourceMappingURL=fully-sharded-state.js.map
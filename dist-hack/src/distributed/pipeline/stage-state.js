// Checkpoint state of a pipeline stage through the sharded backend: the whole model exists on
// every rank but a stage trains only its own modules, so each stage writes its parameters,
// buffers and optimizer state as whole-tensor ShardedTensor chunks (any rank may write a
// chunk; a plain tensor would be written by rank 0 alone), under the whole model's names.
import { ShardedTensor } from '../../torch/distributed/sharded-tensor.js';
import { Tensor } from '../../torch/tensor.js';
/** `t` as the one chunk of a ShardedTensor of its shape. */
export function wholeChunk(t) {
    return new ShardedTensor(t.shape, t.dtype, [{ offsets: t.shape.map(() => 0), tensor: t }]);
}
/** The tensor of a ShardedTensor that is one whole-tensor chunk; anything else as it is. */
export function unwrapWholeChunk(v) {
    if (v instanceof ShardedTensor)
        return v.chunks.length === 1 && v.chunks[0].offsets.every((o) => o === 0) && v.chunks[0].tensor.shape.join() === v.globalShape.join() ? v.chunks[0].tensor : v;
    return v;
}
/** The entries of `model`'s state dict that belong to `stage` (its parameters and buffers), as whole-tensor chunks. */
export function stageModelStateDict(model, stage) {
    const own = new Set([...stage.parameters(), ...stage.buffers()]);
    const sd = {};
    for (const [name, t] of model.stateEntries())
        if (own.has(t))
            sd[name] = wholeChunk(t.detach());
    return sd;
}
/** Prepares loading a state dict whose entries may be whole-tensor chunks into the whole model. */
export function prepareStageModelLoad(model, stateDict) {
    const entries = stateDict instanceof Map ? [...stateDict] : Object.entries(stateDict);
    return model.prepareLoadStateDict(new Map(entries.map(([k, v]) => [k, unwrapWholeChunk(v)])));
}
/** An optimizer state dict with its per-parameter tensors as whole-tensor chunks (sharded leaves are left as they are). */
export function stageOptimizerStateDict(sd) {
    return mapState(sd, (v) => (v instanceof Tensor ? wholeChunk(v) : v));
}
/** The inverse of {@link stageOptimizerStateDict} on a loaded state dict. */
export function localStageOptimizerState(sd) {
    if (!sd || typeof sd !== 'object')
        return sd;
    return mapState(sd, unwrapWholeChunk);
}
function mapState(sd, fn) {
    const state = sd.state;
    const mapOne = (perParam) => (perParam && typeof perParam === 'object' ? Object.fromEntries(Object.entries(perParam).map(([k, v]) => [k, fn(v)])) : perParam);
    if (state instanceof Map)
        return { ...sd, state: new Map([...state].map(([k, v]) => [k, mapOne(v)])) };
    if (state && typeof state === 'object')
        return { ...sd, state: Object.fromEntries(Object.entries(state).map(([k, v]) => [k, mapOne(v)])) };
    return sd;
}
//# sourceMappingURL=stage-state.js.map
// The optimizer state of a sharded run as the sharded checkpoint backend stores it: each
// shard-sized state tensor becomes a ShardedTensor of the parameter's global shape holding
// this rank's chunk (dim-0 offsets), so any world size can load it; and back.
import { empty } from '../../torch/creation.js';
import { ShardedTensor } from '../../torch/distributed/sharded-tensor.js';
import { Tensor } from '../../torch/tensor.js';
/** The partition of each optimizer state index, in `Optimizer.stateDict()`'s numbering (null: not a shard). */
function partitionsByIndex(optimizer, partitionOf) {
    const seen = new Set();
    const out = [];
    for (const g of optimizer.paramGroups) {
        for (const p of g.params) {
            if (seen.has(p))
                continue;
            seen.add(p);
            out.push(partitionOf.get(p) ?? null);
        }
    }
    return out;
}
function entries(state) {
    if (state instanceof Map)
        return [...state].map(([k, v]) => [Number(k), v]);
    if (state && typeof state === 'object')
        return Object.entries(state).map(([k, v]) => [Number(k), v]);
    return [];
}
/**
 * `optimizer.stateDict()` with every state tensor shaped like its parameter's chunk replaced
 * by a {@link ShardedTensor} (global shape: the parameter's; this rank's chunk at its row
 * offset; no chunk for an empty shard). Scalars such as Adam's `step` stay as they are.
 */
export function shardedOptimizerStateDict(optimizer, partitionOf, rank) {
    const sd = optimizer.stateDict();
    const parts = partitionsByIndex(optimizer, partitionOf);
    const state = new Map();
    for (const [i, perParam] of entries(sd.state)) {
        const p = parts[i];
        const out = {};
        for (const [k, v] of Object.entries(perParam)) {
            if (p && v instanceof Tensor && sameShape(v.shape, p.chunkShape(rank))) {
                const offsets = p.chunkShape(rank).map((_, d) => (d === 0 ? p.start(rank) : 0));
                out[k] = new ShardedTensor(globalShape(p), v.dtype, v.numel() === 0 ? [] : [{ offsets, tensor: v.reshape(p.chunkShape(rank)) }]);
            }
            else {
                out[k] = v;
            }
        }
        state.set(i, out);
    }
    return { ...sd, state };
}
/**
 * The inverse for loading: each {@link ShardedTensor} leaf of `sd.state` (as the sharded
 * backend read it for this rank's layout) becomes the chunk tensor the optimizer holds, and a
 * whole state tensor (parameter-shaped) becomes a copy of this rank's rows of it.
 */
export function localOptimizerState(sd, optimizer, partitionOf, rank) {
    if (!sd || typeof sd !== 'object')
        return sd;
    const { state, ...rest } = sd;
    const parts = partitionsByIndex(optimizer, partitionOf);
    const out = new Map();
    for (const [i, perParam] of entries(state)) {
        const p = parts[i];
        const local = {};
        for (const [k, v] of Object.entries(perParam ?? {})) {
            if (p && v instanceof Tensor && sameShape(v.shape, p.shape) && !sameShape(v.shape, p.chunkShape(rank))) {
                // Whole state (read without a sharded layout, the optimizer having no state yet, or a checkpoint of an unsharded run): take this rank's rows.
                local[k] = p.chunkOf(v, rank).clone();
                continue;
            }
            if (!(v instanceof ShardedTensor)) {
                local[k] = v;
                continue;
            }
            if (!p)
                throw new Error(`optimizer state ${i}.${k} is sharded, but optimizer index ${i} steps no parameter shard of this run`);
            const chunk = v.chunks.find((c) => c.offsets[0] === p.start(rank) && c.tensor.shape[0] === p.length(rank));
            local[k] = chunk ? chunk.tensor : empty(p.chunkShape(rank), { dtype: v.dtype });
        }
        out.set(i, local);
    }
    return { ...rest, state: out };
}
function globalShape(p) {
    return p.shape.length === 0 ? [1] : [...p.shape];
}
function sameShape(a, b) {
    return a.length === b.length && a.every((x, i) => x === b[i]);
}
//# sourceMappingURL=state-dict.js.map
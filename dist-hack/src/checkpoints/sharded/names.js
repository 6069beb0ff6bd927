import { ShardedTensor } from '../../torch/distributed/sharded-tensor.js';
import { Tensor } from '../../torch/tensor.js';
/** The key under which a saved optimizer keeps its state indices' parameter names (removed on load). */
const STATE_NAMES = 'state_names';
/**
 * Splits a runner payload (`TorchRunner.stateDict()`) into the tensors stored by fully
 * qualified name and the rest (the per-rank non-tensor state). The names, which sharding
 * strategies must use for their `ShardedTensor` leaves too:
 *
 * - `model.<name>`: `payload.model[<name>]`, the unsharded model's state-dict key
 *   (`model.fc1.weight`);
 * - `optim.state.<name>.<key>`: `payload.optimizer.state[<i>][<key>]`, where `<name>` is the
 *   model parameter that optimizer index `i` steps (`optim.state.fc1.weight.exp_avg`,
 *   `optim.state.fc1.weight.momentum_buffer`); `paramNames[i]` gives the name, and an index
 *   without one is named `param<i>`;
 * - `ema.<path>`: every tensor under `payload.ema`, its keys joined by dots.
 *
 * A {@link ShardedTensor} leaf is stored as its chunks (every rank its own); a plain
 * {@link Tensor} leaf is replicated and stored once, by rank 0. Everything else (the config
 * snapshot, counters, RNG state, loader positions, optimizer `param_groups`, non-tensor
 * per-parameter values such as a numeric `step`) stays in the rank's state file.
 */
export function splitPayload(payload, paramNames) {
    const leaves = [];
    const rest = {};
    for (const [key, value] of Object.entries(payload)) {
        if (key === 'model' && isRecord(value))
            rest.model = takeLeaves(value, ['model'], 'model', leaves);
        else if (key === 'ema' && isRecord(value))
            rest.ema = takeLeaves(value, ['ema'], 'ema', leaves);
        else if (key === 'optimizer' && isRecord(value))
            rest.optimizer = splitOptimizer(value, paramNames, leaves);
        else
            rest[key] = value;
    }
    return { leaves, rest };
}
function splitOptimizer(optimizer, paramNames, leaves) {
    const out = { ...optimizer };
    const state = optimizer.state;
    const entries = state instanceof Map ? [...state].map(([k, v]) => [String(k), v]) : isRecord(state) ? Object.entries(state) : [];
    const kept = {};
    const names = {};
    for (const [index, perParam] of entries) {
        const name = paramNames[Number(index)] ?? `param${index}`;
        names[index] = name;
        kept[index] = isRecord(perParam) ? takeLeaves(perParam, ['optimizer', 'state', index], `optim.state.${name}`, leaves) : perParam;
    }
    out.state = kept;
    // The names of the saved indices, so that the non-tensor per-parameter values follow their parameter on load.
    out[STATE_NAMES] = names;
    return out;
}
/** Moves every tensor leaf under `value` into `leaves`; returns the value without them. */
function takeLeaves(value, path, prefix, leaves) {
    const out = {};
    const entries = value instanceof Map ? [...value].map(([k, v]) => [String(k), v]) : Object.entries(value);
    for (const [k, v] of entries) {
        if (v instanceof Tensor || v instanceof ShardedTensor)
            leaves.push({ fqn: `${prefix}.${k}`, path: [...path, k], value: v });
        else if (isRecord(v))
            out[k] = takeLeaves(v, [...path, k], `${prefix}.${k}`, leaves);
        else
            out[k] = v;
    }
    return out;
}
/**
 * Puts loaded tensors back into a payload read from a state file, at their paths; an
 * optimizer entry goes to the index that its parameter name has in `paramNames` now.
 *
 * @throws Error naming a stored optimizer entry whose parameter this run does not have
 */
export function joinPayload(rest, leaves, paramNames) {
    const optimizer = rest.optimizer;
    if (isRecord(optimizer) && isRecord(optimizer[STATE_NAMES]) && isRecord(optimizer.state)) {
        const names = optimizer[STATE_NAMES];
        const moved = {};
        for (const [index, value] of Object.entries(optimizer.state)) {
            const name = names[index];
            const i = paramNames.indexOf(name ?? '');
            // A named parameter this rank does not step (another pipeline stage's, written by a run
            // with another layout) has no place here; its tensors, if any, are checked as leaves.
            if (i < 0 && name !== undefined && !/^param\d+$/.test(name))
                continue;
            moved[i >= 0 ? String(i) : index] = value;
        }
        optimizer.state = moved;
        delete optimizer[STATE_NAMES];
    }
    for (const leaf of leaves) {
        const path = [...leaf.path];
        if (path[0] === 'optimizer' && path[1] === 'state') {
            const name = leaf.fqn.slice('optim.state.'.length, leaf.fqn.length - path[path.length - 1].length - 1);
            const i = paramNames.indexOf(name);
            if (i >= 0)
                path[2] = String(i);
            else if (!/^param\d+$/.test(name)) {
                throw new Error(`the checkpoint holds optimizer state for parameter '${name}' (${leaf.fqn}), which this model's optimizer does not step`);
            }
        }
        let node = rest;
        for (const key of path.slice(0, -1)) {
            if (!isRecord(node[key]))
                node[key] = {};
            node = node[key];
        }
        node[path[path.length - 1]] = leaf.value;
    }
    return rest;
}
function isRecord(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Tensor) && !(v instanceof ShardedTensor);
}
//# sourceMappingURL=names.js.map
import { stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { load } from '../../torch/serialize/index.js';
import { ShardedTensor } from '../../torch/distributed/sharded-tensor.js';
import { disposeTree } from '../tree.js';
import { MANIFEST } from './layout.js';
import { joinPayload, splitPayload } from './names.js';
import { readPointer } from './pointers.js';
import { shardedSaveSync } from './state-sync.js';
import { ShardedReader } from './read.js';
/** True when `path` is a sharded save directory, a pointer file of the sharded backend, or a checkpoints directory with a `latest` pointer. */
export async function isShardedCheckpoint(path) {
    try {
        return shardedSaveSync(path) !== null;
    }
    catch {
        return false;
    }
}
/**
 * The save directory `path` names: a save directory itself, a pointer file (`latest`,
 * `best`, `ckpt-…`), or a checkpoints directory (its `latest`).
 */
export async function resolveSave(path) {
    const s = await stat(path).catch(() => null);
    if (!s)
        throw new Error(`Cannot read the sharded checkpoint '${path}': it does not exist`);
    if (s.isDirectory()) {
        if (await stat(join(path, MANIFEST)).catch(() => null))
            return path;
        const latest = await readPointer(path, 'latest');
        if (latest)
            return latest;
        throw new Error(`Cannot read the sharded checkpoint '${path}': it is neither a save directory (no ${MANIFEST}) nor a checkpoints directory with a 'latest' pointer`);
    }
    const target = await readPointer(dirname(path), path.slice(dirname(path).length + 1));
    if (!target)
        throw new Error(`Cannot read the sharded checkpoint '${path}'`);
    return target;
}
/**
 * Reads a sharded checkpoint into a runner payload for this rank, whatever world size wrote
 * it: each tensor of the template's layout is assembled from the overlapping byte ranges of
 * the stored chunks. The returned tensors are the caller's.
 */
export async function readShardedPayload(path, options) {
    const dir = await resolveSave(path);
    const reader = await ShardedReader.open(dir);
    const states = reader.manifest.states;
    const statePath = join(dir, states[options.rank] ?? states[0]);
    const leaves = [];
    try {
        let rest;
        try {
            rest = load(statePath);
        }
        catch (err) {
            throw new Error(`Cannot read the sharded checkpoint '${dir}': ${err.message}`);
        }
        for (const [fqn, t] of Object.entries(reader.manifest.tensors)) {
            if (options.skip?.(fqn))
                continue;
            if (t.path[0] === 'optimizer' && options.skipOptimizerStateOf?.has(fqn.slice('optim.state.'.length, fqn.length - t.path[t.path.length - 1].length - 1)))
                continue;
            leaves.push({ fqn, path: t.path, value: await reader.readLike(fqn, options.layouts?.get(fqn)) });
        }
        const layout = { worldSize: reader.manifest.worldSize, axes: { ...(reader.manifest.topology?.axes ?? {}) } };
        return { dir, payload: joinPayload(rest, leaves, options.paramNames ?? []), layout };
    }
    catch (err) {
        disposeTree(leaves);
        throw err;
    }
    finally {
        await reader.close();
    }
}
/**
 * The layout of every ShardedTensor leaf of a payload (`TorchRunner.stateDict()`) by name:
 * global shape and the boxes this rank holds. Plain numbers only, so the payload's tensors
 * can be released right after.
 */
export function shardLayouts(payload, paramNames) {
    const out = new Map();
    for (const leaf of splitPayload(payload, paramNames).leaves) {
        if (leaf.value instanceof ShardedTensor) {
            out.set(leaf.fqn, { globalShape: [...leaf.value.globalShape], boxes: leaf.value.chunks.map((c) => ({ offsets: [...c.offsets], sizes: c.tensor.shape })) });
        }
    }
    return out;
}
//# sourceMappingURL=load.js.map
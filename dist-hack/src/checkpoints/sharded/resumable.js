import { join } from 'node:path';
import { load } from '../../torch/serialize/index.js';
import { modelLessProblem } from '../read.js';
import { disposeTree } from '../tree.js';
import { LATEST_POINTER, listPointers, parseHistoryPointer, readPointer } from './pointers.js';
import { ShardedReader } from './read.js';
/**
 * The save directory to resume from in a sharded checkpoints directory: the one `latest`
 * names when it is complete (and holds model weights, or the `components` marker of a save
 * made without them), else the newest complete save a history pointer names (with a
 * warning naming both). Null when there is no pointer at all.
 *
 * @throws Error listing every save tried and why it cannot be used, when none can
 */
export async function findResumableSave(dir, warn) {
    const candidates = [];
    const latest = await readPointer(dir, LATEST_POINTER);
    if (latest)
        candidates.push(latest);
    const history = [...(await listPointers(dir)).entries()]
        .map(([name, target]) => ({ h: parseHistoryPointer(name), target }))
        .filter((x) => x.h !== null)
        .sort((a, b) => b.h.index - a.h.index);
    for (const { target } of history)
        candidates.push(join(dir, target));
    const failures = [];
    for (const save of candidates) {
        try {
            const reader = await ShardedReader.open(save);
            await reader.close();
            const problem = modelProblem(save, reader.manifest);
            if (problem)
                throw new Error(`Cannot read the sharded checkpoint '${save}': ${problem}`);
            if (failures.length > 0)
                warn(`Sharded checkpoint ${candidates[0]} cannot be used (${failures[0]}); resuming from ${save} instead.`);
            return save;
        }
        catch (err) {
            failures.push(err.message);
        }
    }
    if (failures.length > 0)
        throw new Error(`No readable sharded checkpoint in '${dir}':\n  ${failures.join('\n  ')}\nRemove the damaged saves, or set autoResume: false to start over.`);
    return null;
}
/**
 * Why a save without model tensors is not a valid checkpoint (no `components` marker in its
 * state saying it was saved without them), or null.
 */
function modelProblem(save, manifest) {
    if (Object.values(manifest.tensors).some((t) => t.path[0] === 'model'))
        return null;
    const state = load(join(save, manifest.states[0]));
    try {
        return 'model' in state ? null : modelLessProblem(state);
    }
    finally {
        disposeTree(state);
    }
}
//# sourceMappingURL=resumable.js.map
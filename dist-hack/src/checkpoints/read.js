import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bareTensorProblem } from '../torch/bare-tensor.js';
import { load } from '../torch/serialize/index.js';
import { COMPONENTS_KEY, payloadComponents } from './components.js';
import { readShardedStateSync, shardedSaveSync } from './sharded/state-sync.js';
import { disposeTree } from './tree.js';
import { LATEST, parseHistoryName } from './names.js';
/**
 * Reads a runner checkpoint (a torch.save archive holding at least `state` and `model`, or
 * `state` and a `components` marker without `model` for one saved without the weights).
 * The tensors in it are owned by the caller.
 *
 * @throws Error naming the file and what is wrong: missing, truncated or damaged (every
 *   record's CRC is checked), not a torch.save archive, or not a runner checkpoint (for
 *   example a bare state dict, which `loadPretrained` reads).
 */
export function readCheckpoint(path, options = {}) {
    if (options.only !== undefined && options.only !== 'model')
        throw new Error(`readCheckpoint: only must be 'model' (or left out for the whole checkpoint), got ${JSON.stringify(options.only)}`);
    if (options.only === 'model')
        return readModelOnly(path, options.mapLocation);
    let value;
    try {
        // A sharded checkpoint gives its non-tensor state here (the config, for fromCheckpoint); its tensors are read per rank on restore.
        const sharded = shardedSaveSync(path);
        value = sharded ? readShardedStateSync(sharded) : load(path, { mapLocation: options.mapLocation });
    }
    catch (err) {
        const reason = err.message.replace(/^torch\.load: cannot load '.*?': /s, '');
        throw new Error(`Cannot read the checkpoint '${path}': ${reason}`);
    }
    const bare = bareTensorProblem(value, "a runner checkpoint (a dict with 'state' and 'model')");
    if (bare) {
        disposeTree(value);
        throw new Error(`Cannot read the checkpoint '${path}': ${bare}; to start from weights only, use loadPretrained / fromPretrained / the \`pretrained\` config key`);
    }
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && 'state' in value && !('model' in value)) {
        const problem = modelLessProblem(value);
        if (problem) {
            disposeTree(value);
            throw new Error(`Cannot read the checkpoint '${path}': ${problem}`);
        }
        return value;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value) || !('state' in value) || !('model' in value)) {
        const keys = value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
        disposeTree(value);
        const what = keys.length ? `a dict with keys ${keys.slice(0, 6).map((k) => `'${k}'`).join(', ')}${keys.length > 6 ? ', …' : ''}` : 'no dict';
        throw new Error(`Cannot read the checkpoint '${path}': it holds ${what}, not a runner checkpoint (which has 'state' and 'model'). ` +
            'To start from weights only, use loadPretrained / fromPretrained / the `pretrained` config key.');
    }
    return value;
}
/**
 * Why a payload without `model` is not a valid checkpoint, or null when its `components`
 * marker says it was saved without the weights on purpose.
 */
export function modelLessProblem(value) {
    if (!(COMPONENTS_KEY in value)) {
        return `it has no model weights ('model') and no '${COMPONENTS_KEY}' marker saying it was saved without them, so it is partial or damaged (an older checkpoint is used when resuming automatically)`;
    }
    const components = payloadComponents(value);
    if (components === null)
        return `its '${COMPONENTS_KEY}' marker is not a list of checkpoint components: ${JSON.stringify(value[COMPONENTS_KEY])}`;
    if (components.has('model'))
        return `its '${COMPONENTS_KEY}' marker lists 'model' but it holds no model weights, so it is partial or damaged`;
    return null;
}
/**
 * The checkpoint to resume from in a checkpoints directory: `latest.pth` when it reads,
 * else the newest history file that reads, with a warning (through `warn`) naming both
 * files. Returns null when the directory holds no checkpoint at all.
 *
 * @throws Error listing every file and why it could not be read, when none of them reads
 *   (starting over silently would discard the run).
 */
export function findResumable(dir, warn = console.warn) {
    const candidates = resumeCandidates(dir);
    if (candidates.length === 0)
        return null;
    const failures = [];
    for (const path of candidates) {
        try {
            const payload = readCheckpoint(path);
            if (failures.length > 0) {
                warn(`Checkpoint '${candidates[0]}' cannot be used (${failures[0].replace(/^Cannot read the checkpoint '.*?': /s, '')}); ` +
                    `resuming from '${path}' instead${failures.length > 1 ? ` (${failures.length - 1} newer history file(s) were unreadable too)` : ''}.`);
            }
            return { path, payload };
        }
        catch (err) {
            failures.push(err.message);
        }
    }
    throw new Error(`No readable checkpoint in '${dir}':\n  ${failures.join('\n  ')}\nRemove the damaged files, or set autoResume: false to start over.`);
}
/**
 * `latest.pth` (listed even when missing, so the warning names it, when history exists)
 * then the history files, newest first.
 */
function resumeCandidates(dir) {
    if (!existsSync(dir))
        return [];
    const history = readdirSync(dir)
        .map(parseHistoryName)
        .filter((h) => h !== null)
        .map((h) => ({ ...h, mtime: statSync(join(dir, h.name)).mtimeMs }))
        .sort((a, b) => b.index - a.index || b.mtime - a.mtime)
        .map((h) => join(dir, h.name));
    const latest = join(dir, LATEST);
    if (!existsSync(latest) && history.length === 0)
        return [];
    return [latest, ...history];
}
/** The parts of a checkpoint `only: 'model'` keeps. */
const MODEL_PARTS = new Set(['runner', 'state', 'model']);
function readModelOnly(path, mapLocation) {
    if (shardedSaveSync(path)) {
        throw new Error(`Cannot read the model of '${path}' alone: it is a sharded save (a directory of per-rank files); restore it with the runner instead`);
    }
    let value;
    try {
        value = load(path, { mapLocation, mmap: true });
    }
    catch (err) {
        const reason = err.message.replace(/^torch\.load: cannot load '.*?': /s, '');
        throw new Error(`Cannot read the checkpoint '${path}': ${reason}`);
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value) || !('model' in value) || !('state' in value)) {
        const saved = value !== null && typeof value === 'object' && !Array.isArray(value) && 'state' in value;
        disposeTree(value);
        throw new Error(`Cannot read the model of '${path}': ${saved ? 'it was saved without model weights (checkpoint.components)' : "it is not a runner checkpoint (which has 'state' and 'model')"}`);
    }
    const kept = {};
    for (const [key, part] of Object.entries(value)) {
        if (MODEL_PARTS.has(key))
            kept[key] = part;
        else
            disposeTree(part);
    }
    return kept;
}
//# sourceMappingURL=read.js.map
import { extname } from 'node:path';
import { load, safetensors } from '../torch/serialize/index.js';
import { Tensor } from '../torch/tensor.js';
import { disposeTree } from './tree.js';
/**
 * Reads model weights from a file: a `.safetensors` file, or a torch.save archive holding a
 * bare state dict, a runner checkpoint (its `model` is taken), or a dict with a
 * `state_dict` / `model_state_dict` entry. Keys are renamed by `keyMap`. The tensors are
 * owned by the caller.
 *
 * @throws Error naming the file when it cannot be read or holds no state dict
 */
export function readPretrained(path, options = {}) {
    let state;
    const ext = extname(path).toLowerCase();
    try {
        state = ext === '.safetensors' ? safetensors.load(path) : stateDictOf(load(path));
        if (options.keyMap)
            state = renameKeys(state, options.keyMap);
    }
    catch (err) {
        const reason = err.message.replace(/^(torch\.load|safetensors\.load): cannot (load|read) '.*?': /s, '');
        throw new Error(`Cannot read pretrained weights from '${path}': ${reason}`);
    }
    return state;
}
/**
 * Loads a state dict into a module. With `strict` (the default) any missing, unexpected or
 * mis-shaped key is an error listing all of them and nothing is loaded; otherwise every
 * key that matches by name and shape is loaded and the rest is reported.
 */
export function loadPretrainedWeights(module, state, path, options = {}) {
    const strict = options.strict ?? true;
    const own = new Map(module.stateEntries());
    const loadable = {};
    const missingKeys = [];
    const mismatchedKeys = [];
    for (const [key, target] of own) {
        const src = state[key];
        if (src === undefined)
            missingKeys.push(key);
        else if (!sameShape(src.shape, target.shape))
            mismatchedKeys.push({ key, saved: [...src.shape], expected: [...target.shape] });
        else
            loadable[key] = src;
    }
    const unexpectedKeys = Object.keys(state).filter((k) => !own.has(k));
    const report = { path, loadedKeys: Object.keys(loadable), missingKeys, unexpectedKeys, mismatchedKeys };
    if (strict && (missingKeys.length || unexpectedKeys.length || mismatchedKeys.length)) {
        throw new Error(`Cannot load pretrained weights from '${path}' strictly:\n${describeReport(report)}\nLoad with { strict: false } to load the matching keys and skip the rest, or map names with keyMap (e.g. { 'module.': '' }).`);
    }
    module.loadStateDict(loadable, { strict: false });
    return report;
}
/** Reads weights from a file and loads them into a module (see {@link readPretrained}, {@link loadPretrainedWeights}). */
export function loadPretrained(module, path, options = {}) {
    const state = readPretrained(path, options);
    try {
        return loadPretrainedWeights(module, state, path, options);
    }
    finally {
        disposeTree(state);
    }
}
/** The report as indented lines, for logs and errors. */
export function describeReport(report) {
    const lines = [];
    const list = (keys) => (keys.length > 8 ? `${keys.slice(0, 8).join(', ')}, … (${keys.length} in all)` : keys.join(', '));
    if (report.missingKeys.length)
        lines.push(`  missing (in the model, not in the file): ${list(report.missingKeys)}`);
    if (report.unexpectedKeys.length)
        lines.push(`  unexpected (in the file, not in the model): ${list(report.unexpectedKeys)}`);
    if (report.mismatchedKeys.length) {
        lines.push(`  mis-shaped: ${list(report.mismatchedKeys.map((m) => `${m.key} [${m.saved.join(', ')}] in the file, [${m.expected.join(', ')}] in the model`))}`);
    }
    if (lines.length === 0)
        lines.push(`  all ${report.loadedKeys.length} keys matched`);
    return lines.join('\n');
}
function stateDictOf(value) {
    const isDict = (v) => v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Tensor);
    let state = value;
    if (isDict(value) && !allTensors(value)) {
        const key = ['model', 'state_dict', 'model_state_dict'].find((k) => isDict(value[k]));
        if (key === undefined && Array.isArray(value.components) && !value.components.includes('model')) {
            const components = value.components.join(', ');
            disposeTree(value);
            throw new Error(`it is a runner checkpoint saved without model weights (components: ${components}; see checkpoint.components), so it has no weights to load`);
        }
        if (key === undefined) {
            disposeTree(value);
            throw new Error(`it holds a dict with keys ${Object.keys(value).slice(0, 8).join(', ')}, neither a state dict (names to tensors) nor a checkpoint with a 'model' or 'state_dict' entry`);
        }
        state = value[key];
        for (const [k, v] of Object.entries(value))
            if (k !== key)
                disposeTree(v);
    }
    if (!isDict(state) || !allTensors(state)) {
        const bad = isDict(state) ? Object.entries(state).find(([, v]) => !(v instanceof Tensor))?.[0] : undefined;
        disposeTree(value);
        throw new Error(bad !== undefined ? `its state dict entry '${bad}' is not a tensor` : `it holds no state dict (names to tensors)`);
    }
    return state;
}
function allTensors(dict) {
    return Object.values(dict).every((v) => v instanceof Tensor);
}
/** Renames the keys of `state` by `map` (see {@link KeyMap}); dropped tensors are disposed. */
export function renameKeys(state, map) {
    const rename = typeof map === 'function'
        ? map
        : (key) => {
            const prefix = Object.keys(map)
                .filter((p) => key.startsWith(p))
                .sort((a, b) => b.length - a.length)[0];
            return prefix === undefined ? key : map[prefix] + key.slice(prefix.length);
        };
    const out = {};
    for (const [key, t] of Object.entries(state)) {
        const next = rename(key);
        if (next === null)
            t.dispose();
        else if (next in out) {
            disposeTree(out);
            t.dispose();
            throw new Error(`keyMap maps two keys to '${next}'`);
        }
        else
            out[next] = t;
    }
    return out;
}
function sameShape(a, b) {
    return a.length === b.length && a.every((d, i) => d === b[i]);
}
//# sourceMappingURL=pretrained.js.map
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { native } from '../native.js';
import { tempPath, writeFileAtomic } from './atomic.js';
import { archiveVersionProblem } from './archive-version.js';
import { fileProblem } from './file-check.js';
import { decode, encode } from './values.js';
/**
 * Saves `obj` to `path` in the format of PyTorch's `torch.save` (a zip archive holding a
 * pickle and the tensors' bytes), so that Python's `torch.load(path)` (also with
 * `weights_only=True`) opens it; the write is atomic (see `writeFileAtomic`).
 *
 * Conversions: a Tensor is a tensor; an integral number (or a bigint) is a Python `int`,
 * another number a `float` (use `pyFloat(1)` for `1.0`); a string, boolean or null is a `str`,
 * `bool` or `None`; an array is a `list` (`pyTuple([...])` is a tuple); a plain object is a
 * `dict` with str keys, or with int keys when every key is an integer, as in an optimizer's
 * `{ state: { 0: {...} }, param_groups: [...] }`; a Map is a dict with its keys' type.
 *
 * @throws TypeError naming the path of a value that cannot be saved (`obj.state[0].step`);
 *   Error naming the file when it cannot be written.
 */
export function save(obj, path) {
    checkPath(path, 'torch.save');
    const encoded = encode(obj);
    try {
        writeFileAtomic(path, (fd) => native.pickleSave(encoded, fd));
    }
    catch (err) {
        throw writeError('torch.save', path, err);
    }
}
/**
 * Like {@link save}, with the writing, flushing and renaming on a worker thread, so the JS
 * thread stays free while a large checkpoint goes to disk. The values are converted before this
 * returns; the tensors' bytes are read while writing, so do not modify the saved tensors in
 * place until the promise settles (disposing them is fine: the write keeps its own
 * references).
 */
export function saveAsync(obj, path, options = {}) {
    let steps;
    try {
        checkPath(path, 'torch.saveAsync');
        const { target, dir, tmp } = tempPath(path);
        steps = [
            { op: 'archive', path: tmp, sync: true },
            { op: 'rename', path: tmp, to: target },
        ];
        if (options.syncDirectory ?? true)
            steps.push({ op: 'syncDir', path: dir });
    }
    catch (err) {
        return Promise.reject(err);
    }
    return saveWithFileSteps(obj, steps).then(() => undefined, (err) => {
        throw writeError('torch.saveAsync', path, err);
    });
}
/**
 * Converts `obj` now, then runs the file steps on a worker thread, an `archive` step writing
 * it in torch.save's format: a save, its links and its directory flush cost the JS thread one
 * promise. Rejects with the native error, whose `step` says which step failed.
 */
export function saveWithFileSteps(obj, steps) {
    try {
        return native.pickleCommitAsync(encode(obj), steps);
    }
    catch (err) {
        return Promise.reject(err);
    }
}
function checkPath(path, what) {
    if (typeof path !== 'string' || path === '')
        throw new TypeError(`${what}: expected a file path but received ${String(path)}`);
}
function writeError(what, path, err) {
    const dir = dirname(resolve(path));
    const hint = existsSync(dir) ? '' : ` (the directory ${dir} does not exist; create it first)`;
    return new Error(`${what}: cannot write '${path}': ${err.message.replace(/^pickle(Save|CommitAsync): /, '')}${hint}`);
}
/**
 * Loads a file written by PyTorch's `torch.save` (or by {@link save}). Dicts become plain
 * objects (int keys become numeric-string keys, which {@link save} writes back as ints),
 * lists and tuples become arrays, Python ints become numbers (bigints beyond 2^53), floats
 * numbers, `None` null. Python's `OrderedDict` (what `module.state_dict()` returns) is a
 * plain object in the same order.
 *
 * `nn.Parameter`s come back as tensors with their `requires_grad`. The returned tensors are
 * new references owned by the caller. The result is typed as an object of loosely typed
 * values ({@link LoadedObject}), so a state dict passes to `Module.loadStateDict`; name the
 * type for anything else: `load<Tensor>(path)`, or `load<Loaded>(path)` for the exact union.
 *
 * The file is untrusted: only what torch.save writes for plain data and dense tensors is
 * accepted (no Python object is ever constructed), every tensor's shape, strides and offset
 * are checked against the bytes stored for it, and the data may nest at most 1000 levels.
 *
 * @throws Error naming the file and what is wrong with it: missing, empty, not a
 *   torch.save archive (the legacy pre-1.6 format, a TorchScript archive, a safetensors file),
 *   truncated, damaged (a failed CRC-32) or crafted (metadata outside the stored bytes, a
 *   reference cycle, a Python class other than those torch.save uses), or recording a format
 *   version PyTorch refuses (not a number, or outside 1-10).
 */
export function load(path, options = {}) {
    checkPath(path, 'torch.load');
    const problem = checkHeader(path) ?? archiveVersionProblem(path);
    if (problem)
        throw new Error(`torch.load: cannot load '${path}': ${problem}`);
    let tree;
    try {
        const verify = options.verify ?? !options.mmap;
        tree = native.pickleLoad(path, options.mapLocation ?? null, verify, options.mmap === true);
    }
    catch (err) {
        throw new Error(`torch.load: cannot load '${path}': ${explain(path, err)}`);
    }
    return decode(tree);
}
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** A reason the file cannot be a torch.save archive, from its first bytes, or null. */
function checkHeader(path) {
    const file = fileProblem(path, 16);
    if ('reason' in file)
        return file.reason;
    const { head } = file;
    if (ZIP_MAGIC.every((b, i) => head[i] === b))
        return null;
    if (head[0] === 0x80 && head.length > 1 && head[1] <= 5) {
        return ("it is in PyTorch's legacy (pre-1.6) serialization format, which cannot be read here; " +
            'in Python, re-save it with torch.save(torch.load(path), path) in PyTorch >= 1.6');
    }
    if (head.length >= 9 && head[8] === 0x7b /* { */) {
        return 'it looks like a safetensors file; load it with torch.safetensors.load(path)';
    }
    return 'it is not a torch.save file (expected a zip archive)';
}
function explain(path, err) {
    const msg = err.message.replace(/^pickleLoad: /, '');
    let records;
    try {
        records = native.zipRecords(path);
    }
    catch {
        return `the archive is truncated or damaged (${firstLine(msg)})`;
    }
    if (records.includes('constants.pkl') || records.some((r) => r.startsWith('code/'))) {
        return 'it is a TorchScript archive (torch.jit.save); load it with torch.jit.load(path)';
    }
    return firstLine(msg);
}
function firstLine(msg) {
    return msg.split('\n')[0].trim();
}
//# sourceMappingURL=pickle.js.map
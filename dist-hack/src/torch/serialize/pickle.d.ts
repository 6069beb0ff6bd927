import { type AtomicWriteOptions } from './atomic.js';
import type { FileStep } from './file-job.js';
import { type LoadedObject, type Saveable } from './values.js';
/** Options of {@link load}. */
export interface LoadOptions {
    /** Device for every loaded tensor (`'cpu'` to open a GPU checkpoint on a CPU machine). */
    mapLocation?: string;
    /**
     * Check the CRC-32 of every record (default true), so corrupted tensor data is an error
     * rather than silently wrong weights. It is computed while the records are read.
     */
    verify?: boolean;
    /**
     * Map the file into memory instead of reading it (PyTorch's `mmap=True`): CPU tensors view
     * the file's pages, mapped copy-on-write, so loading copies nothing and reads only the pages
     * used; writing to a tensor changes memory, never the file. The default of `verify` becomes
     * false, since checking the CRC-32s reads every page.
     */
    mmap?: boolean;
}
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
export declare function save(obj: Saveable, path: string): void;
/**
 * Like {@link save}, with the writing, flushing and renaming on a worker thread, so the JS
 * thread stays free while a large checkpoint goes to disk. The values are converted before this
 * returns; the tensors' bytes are read while writing, so do not modify the saved tensors in
 * place until the promise settles (disposing them is fine: the write keeps its own
 * references).
 */
export declare function saveAsync(obj: Saveable, path: string, options?: AtomicWriteOptions): Promise<void>;
/**
 * Converts `obj` now, then runs the file steps on a worker thread, an `archive` step writing
 * it in torch.save's format: a save, its links and its directory flush cost the JS thread one
 * promise. Rejects with the native error, whose `step` says which step failed.
 */
export declare function saveWithFileSteps(obj: Saveable, steps: FileStep[]): Promise<string[]>;
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
export declare function load<T = LoadedObject>(path: string, options?: LoadOptions): T;

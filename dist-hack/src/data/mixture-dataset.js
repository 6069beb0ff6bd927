import { fromTypedArray } from '../torch/creation.js';
import { cat } from '../torch/functions.js';
import { callOp } from '../torch/ops.js';
import { scope } from '../torch/scope.js';
import { Tensor } from '../torch/tensor.js';
import { defaultCollate } from './collate.js';
import { Dataset, isMapDataset } from './dataset.js';
import { checkCount } from './errors.js';
import { TokenDataset } from './token-dataset.js';
import { disposeTensors, tensorsIn } from './tensors.js';
function isPromise(v) {
    return typeof v?.then === 'function';
}
/** Joins per-source batches (each with batch dimension 0) and puts rows back in request order. */
function joinParts(parts, order) {
    const first = parts[0];
    if (first instanceof Tensor)
        return callOp('aten::index_select', [cat(parts, 0), 0, order]);
    if (Array.isArray(first))
        return first.map((_, k) => joinParts(parts.map((p) => p[k]), order));
    if (first !== null && typeof first === 'object') {
        return Object.fromEntries(Object.keys(first).map((k) => [k, joinParts(parts.map((p) => p[k]), order)]));
    }
    throw new TypeError(`MixtureDataset: cannot join batches holding ${typeof first}; sources must build batches of tensors (objects or arrays of tensors)`);
}
/**
 * Several sources behind one index space, for {@link MixtureSampler}: index `i` is sample
 * `i - offsets[s]` of source `s` (sources one after the other, as {@link ConcatDataset}).
 * Sources are map-style datasets or token files (each a memory-mapped {@link TokenDataset}
 * of `blockSize` windows, `input` and `target` shifted by one). Each source has a default
 * sampling weight (1 unless given) and a name (for logs and errors).
 *
 * `getBatch` asks each source for its part of the batch at once (one `index_select` per
 * token file) and returns the rows in the order asked, so a DataLoader over it builds
 * mixed batches as fast as over one token file.
 */
export class MixtureDataset extends Dataset {
    datasets;
    names;
    /** The default weights of the sources (what a {@link MixtureSampler} draws with unless told otherwise). */
    weights;
    /** `offsets[s]`: the index of source `s`'s first sample. */
    offsets;
    length;
    /** The token datasets this mixture opened (and closes in `dispose`). */
    owned = [];
    constructor(options) {
        super();
        const sources = options?.sources;
        if (!Array.isArray(sources) || sources.length === 0) {
            throw new TypeError('MixtureDataset: expected options { sources: [{ path } or { dataset }, ...] } with at least one source');
        }
        const datasets = [];
        const names = [];
        const weights = [];
        try {
            sources.forEach((s, k) => {
                if (s === null || typeof s !== 'object')
                    throw new TypeError(`MixtureDataset: sources[${k}] must be { path, dtype?, weight?, name? } or { dataset, weight?, name? }`);
                const w = s.weight ?? 1;
                if (typeof w !== 'number' || !Number.isFinite(w) || w < 0)
                    throw new RangeError(`MixtureDataset: sources[${k}].weight is ${String(w)}; weights must be finite and >= 0`);
                if ('dataset' in s) {
                    if (!isMapDataset(s.dataset))
                        throw new TypeError(`MixtureDataset: sources[${k}].dataset is not a map-style dataset (needs length and get)`);
                    datasets.push(s.dataset);
                }
                else if (typeof s.path === 'string') {
                    if (options.blockSize === undefined)
                        throw new TypeError(`MixtureDataset: sources[${k}] is a token file (${s.path}); give blockSize (tokens per window)`);
                    const d = new TokenDataset({ path: s.path, dtype: s.dtype, blockSize: checkCount(options.blockSize, 'MixtureDataset blockSize'), stride: options.stride });
                    this.owned.push(d);
                    datasets.push(d);
                }
                else {
                    throw new TypeError(`MixtureDataset: sources[${k}] has neither a dataset nor a path`);
                }
                if (datasets[k].length === 0)
                    throw new RangeError(`MixtureDataset: sources[${k}] has no samples; remove it or give it data`);
                names.push(s.name ?? ('path' in s ? s.path : `source${k}`));
                weights.push(w);
            });
        }
        catch (err) {
            for (const d of this.owned)
                d.dispose();
            throw err;
        }
        if (!weights.some((w) => w > 0))
            throw new RangeError('MixtureDataset: at least one source weight must be positive');
        this.datasets = datasets;
        this.names = names;
        this.weights = weights;
        let total = 0;
        this.offsets = datasets.map((d) => {
            const start = total;
            total += d.length;
            return start;
        });
        this.length = total;
    }
    /** The source of index `index` and the index within it. */
    locate(index) {
        this.checkIndex(index);
        let lo = 0;
        let hi = this.offsets.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (this.offsets[mid] <= index)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { source: lo, index: index - this.offsets[lo] };
    }
    get(index) {
        const { source, index: local } = this.locate(index);
        return this.datasets[source].get(local);
    }
    /** The batch of these indices: each source's part built at once, rows in the order given. */
    getBatch(indices) {
        const groups = new Map();
        indices.forEach((i, row) => {
            const { source, index } = this.locate(i);
            let g = groups.get(source);
            if (!g)
                groups.set(source, (g = { locals: [], rows: [] }));
            g.locals.push(index);
            g.rows.push(row);
        });
        const sources = [...groups.keys()].sort((a, b) => a - b);
        const parts = sources.map((s) => {
            const d = this.datasets[s];
            const locals = groups.get(s).locals;
            if (typeof d.getBatch === 'function')
                return d.getBatch(locals);
            const samples = locals.map((i) => d.get(i));
            if (samples.some(isPromise))
                return Promise.all(samples).then((all) => this.collate(all));
            return this.collate(samples);
        });
        // Row r of the concatenated parts is request row rows[r]; the inverse puts them back.
        const concatRows = sources.flatMap((s) => groups.get(s).rows);
        const order = new BigInt64Array(indices.length);
        concatRows.forEach((row, r) => (order[row] = BigInt(r)));
        const join = (done) => {
            if (done.length === 1 && concatRows.every((row, r) => row === r))
                return done[0];
            try {
                return scope(() => joinParts(done, fromTypedArray(order, [order.length])));
            }
            finally {
                disposeTensors(done);
            }
        };
        if (parts.some(isPromise))
            return Promise.all(parts).then(join);
        return join(parts);
    }
    collate(samples) {
        let batch;
        try {
            batch = defaultCollate(samples);
        }
        catch (err) {
            disposeTensors(samples);
            throw err;
        }
        disposeTensors(samples, new Set(tensorsIn(batch)));
        return batch;
    }
    /** Closes the token files this mixture opened (datasets given as objects stay open). */
    dispose() {
        for (const d of this.owned)
            d.dispose();
    }
}
//# sourceMappingURL=mixture-dataset.js.map
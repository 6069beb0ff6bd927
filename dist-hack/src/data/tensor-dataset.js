import { fromTypedArray } from '../torch/creation.js';
import { callOp } from '../torch/ops.js';
import { Tensor } from '../torch/tensor.js';
import { Dataset } from './dataset.js';
/** An index tensor for `index_select`: int32 when every index fits, int64 otherwise. */
export function indexTensor(indices) {
    const big = indices.some((i) => i > 0x7fffffff);
    const data = big ? BigInt64Array.from(indices, (i) => BigInt(i)) : Int32Array.from(indices);
    return fromTypedArray(data, [indices.length]);
}
/**
 * Samples are slices along the first dimension of equally long tensors, like PyTorch's
 * `TensorDataset`: `new TensorDataset(images, labels)` yields `[image, label]`,
 * `new TensorDataset({ input, target })` yields `{ input, target }`.
 *
 * Batches are gathered with one `index_select` per tensor (`getBatch`), which the DataLoader
 * uses instead of per-sample `get` + collate. The dataset keeps (`keep()`) its tensors so no
 * `torch.scope` frees them; `dispose()` releases them.
 */
export class TensorDataset extends Dataset {
    length;
    tensors;
    entries;
    constructor(...args) {
        super();
        const fields = (args.length === 1 && !(args[0] instanceof Tensor) ? args[0] : args);
        const entries = Object.entries(fields);
        if (entries.length === 0)
            throw new TypeError('TensorDataset: expected at least one tensor');
        for (const [key, t] of entries) {
            if (!(t instanceof Tensor))
                throw new TypeError(`TensorDataset: field ${key} is not a Tensor`);
            if (t.isDisposed)
                throw new TypeError(`TensorDataset: field ${key} is a disposed tensor`);
            if (t.ndim === 0)
                throw new TypeError(`TensorDataset: field ${key} is a 0-d tensor; every tensor needs a first (sample) dimension`);
        }
        const n = entries[0][1].shape[0];
        const bad = entries.find(([, t]) => t.shape[0] !== n);
        if (bad) {
            const sizes = entries.map(([k, t]) => `${k}: [${t.shape.join(', ')}]`).join(', ');
            throw new RangeError(`TensorDataset: every tensor must have the same size in dimension 0, got ${sizes}`);
        }
        for (const [, t] of entries)
            t.keep();
        this.tensors = fields;
        this.entries = entries;
        this.length = n;
    }
    get(index) {
        this.checkIndex(index);
        return this.build((t) => callOp('aten::select.int', [t, 0, index]));
    }
    getBatch(indices) {
        for (const i of indices)
            this.checkIndex(i);
        const idx = indexTensor(indices);
        try {
            return this.build((t) => callOp('aten::index_select', [t, 0, idx]));
        }
        finally {
            idx.dispose();
        }
    }
    /** Releases the dataset's tensors. */
    dispose() {
        for (const [, t] of this.entries)
            t.dispose();
    }
    build(f) {
        if (Array.isArray(this.tensors))
            return this.entries.map(([, t]) => f(t));
        const out = {};
        for (const [k, t] of this.entries)
            out[k] = f(t);
        return out;
    }
}
//# sourceMappingURL=tensor-dataset.js.map
import { describe } from '../torch/dtype.js';
import { fromTypedArray } from '../torch/creation.js';
import { callOp } from '../torch/ops.js';
import { Tensor } from '../torch/tensor.js';
/** Thrown when samples cannot be collated; `field` is the path of the offending field. */
export class CollateError extends TypeError {
    field;
    constructor(field, detail) {
        super(`collate: ${field === '' ? 'the samples' : `field ${field}`}: ${detail}`);
        this.field = field;
        this.name = 'CollateError';
    }
}
function fieldName(path) {
    return path === '' ? '' : path.startsWith('[') ? `sample${path}` : path.slice(1);
}
const HINT = 'make every sample the same shape, or pass a collateFn to the DataLoader (for example one that pads)';
function kindOf(v) {
    if (v instanceof Tensor)
        return `a Tensor of shape [${v.shape.join(', ')}]`;
    if (ArrayBuffer.isView(v))
        return `a ${v.constructor.name}`;
    return describe(v);
}
function requireAll(items, path, ok) {
    const k = items.findIndex((v) => !ok(v));
    if (k >= 0)
        throw new CollateError(fieldName(path), `sample ${k} is ${kindOf(items[k])} but sample 0 is ${kindOf(items[0])}`);
}
function stackTensors(items, path) {
    const shape = items[0].shape;
    const key = shape.join(',');
    for (let k = 1; k < items.length; k++) {
        const s = items[k].shape;
        if (s.join(',') !== key) {
            throw new CollateError(fieldName(path), `cannot stack tensors of different shapes: sample 0 has shape [${shape.join(', ')}] but sample ${k} has shape [${s.join(', ')}]; ${HINT}`);
        }
    }
    return callOp('aten::stack', [items, 0]);
}
function stackTypedArrays(items, path) {
    const first = items[0];
    const Ctor = first.constructor;
    for (let k = 1; k < items.length; k++) {
        const a = items[k];
        if (a.constructor !== Ctor) {
            throw new CollateError(fieldName(path), `sample 0 is a ${Ctor.name} but sample ${k} is a ${a.constructor.name}`);
        }
        if (a.length !== first.length) {
            throw new CollateError(fieldName(path), `cannot stack arrays of different lengths: sample 0 has shape [${first.length}] but sample ${k} has shape [${a.length}]; ${HINT}`);
        }
    }
    const n = first.length;
    const out = new Ctor(n * items.length);
    items.forEach((a, k) => out.set(a, k * n));
    return fromTypedArray(out, [items.length, n]);
}
function numbersTensor(items) {
    if (items.every(Number.isInteger))
        return fromTypedArray(BigInt64Array.from(items, (v) => BigInt(v)), [items.length]);
    return fromTypedArray(Float64Array.from(items), [items.length]);
}
function collateField(items, path, created) {
    const t = collateLeaf(items, path);
    if (t !== undefined) {
        if (t instanceof Tensor)
            created.push(t);
        return t;
    }
    return collateNode(items, path, created);
}
/** Collates a field of leaves (tensors, scalars, typed arrays, strings); undefined for containers. */
function collateLeaf(items, path) {
    const first = items[0];
    if (first instanceof Tensor) {
        requireAll(items, path, (v) => v instanceof Tensor);
        return stackTensors(items, path);
    }
    if (typeof first === 'number') {
        requireAll(items, path, (v) => typeof v === 'number');
        return numbersTensor(items);
    }
    if (typeof first === 'bigint') {
        requireAll(items, path, (v) => typeof v === 'bigint');
        return fromTypedArray(BigInt64Array.from(items), [items.length]);
    }
    if (typeof first === 'boolean') {
        requireAll(items, path, (v) => typeof v === 'boolean');
        return fromTypedArray(Uint8Array.from(items, Number), [items.length], 'bool');
    }
    if (typeof first === 'string') {
        requireAll(items, path, (v) => typeof v === 'string');
        return items;
    }
    if (ArrayBuffer.isView(first) && !(first instanceof DataView)) {
        requireAll(items, path, (v) => ArrayBuffer.isView(v) && !(v instanceof DataView));
        return stackTypedArrays(items, path);
    }
    return undefined;
}
function collateNode(items, path, created) {
    const first = items[0];
    if (Array.isArray(first)) {
        requireAll(items, path, Array.isArray);
        const k = items.findIndex((v) => v.length !== first.length);
        if (k >= 0) {
            throw new CollateError(fieldName(path), `each sample must have the same number of elements: sample 0 has ${first.length} but sample ${k} has ${items[k].length}`);
        }
        return first.map((_, j) => collateField(items.map((v) => v[j]), `${path}[${j}]`, created));
    }
    if (first !== null && typeof first === 'object' && Object.getPrototypeOf(first) === Object.prototype) {
        const keys = Object.keys(first);
        const out = {};
        for (let k = 0; k < items.length; k++) {
            const v = items[k];
            if (v === null || typeof v !== 'object' || Array.isArray(v)) {
                throw new CollateError(fieldName(path), `sample ${k} is ${kindOf(v)} but sample 0 is an object`);
            }
            const missing = keys.find((key) => !(key in v));
            if (missing !== undefined)
                throw new CollateError(fieldName(path), `sample ${k} has no field "${missing}" (sample 0 has ${keys.join(', ')})`);
        }
        for (const key of keys)
            out[key] = collateField(items.map((v) => v[key]), `${path}.${key}`, created);
        return out;
    }
    throw new CollateError(fieldName(path), `cannot collate ${kindOf(first)}; samples may hold Tensors, numbers, bigints, booleans, strings, typed arrays, and arrays or plain objects of these (or pass a collateFn)`);
}
/**
 * PyTorch's `default_collate`: stacks Tensors (a new first dimension), makes numbers a 1-d
 * tensor (int64 when every value is an integer, else float64), bigints int64, booleans bool,
 * stacks typed arrays into a `[batch, length]` tensor of their dtype, keeps strings as a list,
 * and recurses through arrays (`[input, target]`) and plain objects (`{ input, target }`).
 * Samples that cannot be combined throw a {@link CollateError} naming the field and shapes.
 * The samples are not disposed (the DataLoader does that).
 */
export function defaultCollate(samples) {
    if (!Array.isArray(samples) || samples.length === 0)
        throw new CollateError('', 'expected a non-empty array of samples');
    const created = [];
    try {
        return collateField(samples, '', created);
    }
    catch (err) {
        for (const t of created)
            t.dispose();
        throw err;
    }
}
//# sourceMappingURL=collate.js.map
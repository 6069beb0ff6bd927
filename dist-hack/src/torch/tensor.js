import { checkDevice } from './device.js';
import { describe, dtypeCode, dtypeFromCode, isDType, toDType, typedArrayFor } from './dtype.js';
import { formatTensor } from './format.js';
import { checkTypedRead, exactNumber } from './typed-reads.js';
import { native } from './native.js';
import { callOp, fromNative } from './ops.js';
import { track } from './scope.js';
/** A slice `start:stop:step` for `Tensor.index`; `torch.slice(1, 3)` is `1:3`. */
export class Slice {
    start;
    stop;
    step;
    constructor(start = null, stop = null, step = null) {
        this.start = start;
        this.stop = stop;
        this.step = step;
    }
}
function nativeIndices(items) {
    return items.map((it) => {
        if (it instanceof Tensor)
            return it._h;
        if (it instanceof Slice)
            return [it.start, it.stop, it.step];
        if (it === null || it === '...' || typeof it === 'number' || typeof it === 'boolean')
            return it;
        throw new TypeError(`Expected an index (number, Slice, null, '...', boolean or Tensor) but received ${describe(it)}`);
    });
}
function checkDims(dims, what) {
    const list = Array.isArray(dims) ? dims : [dims];
    for (const d of list) {
        if (typeof d !== 'number' || !Number.isInteger(d)) {
            throw new TypeError(`Expected integer dimensions for ${what} but received ${describe(d)}`);
        }
    }
    return list;
}
function checkShape(shape, what) {
    if (!Array.isArray(shape))
        throw new TypeError(`Expected an array of integers for ${what} but received ${describe(shape)}`);
    for (const d of shape) {
        if (typeof d !== 'number' || !Number.isInteger(d)) {
            throw new TypeError(`Expected an array of integers for ${what} but received ${describe(d)} in [${shape.join(', ')}]`);
        }
        if (d < -1)
            throw new RangeError(`Invalid size ${d} in ${what} [${shape.join(', ')}]: sizes must be >= 0 (or -1 to infer)`);
    }
    return shape;
}
function h(x) {
    return x instanceof Tensor ? x._h : x;
}
/**
 * A multi-dimensional array on a device, with autograd, backed by one native at::Tensor
 * reference. Each Tensor owns its reference: `dispose()` (or `using`, or `torch.scope`)
 * releases it at once; otherwise the garbage collector does, eventually.
 */
export class Tensor {
    /** @internal */
    _h;
    /** @internal */
    _disposed = false;
    /** True after `keep()`: no `torch.scope` frees this tensor. */
    persistent = false;
    /** @internal True once the garbage collector may release the native reference. */
    _adopted = false;
    /** @internal Use the `torch.*` creation functions instead. */
    constructor(handle) {
        this._h = handle;
        track(this);
    }
    // ---- lifetime ----
    /** Releases this tensor's native reference now. Disposing twice is harmless. */
    dispose() {
        const h = this.detachHandle();
        if (h !== undefined)
            native.dispose(h);
    }
    [Symbol.dispose]() {
        this.dispose();
    }
    /** @internal For a scope's end: marks this tensor disposed and returns its handle to release. */
    detachHandle() {
        if (this._disposed)
            return undefined;
        this._disposed = true;
        return this._h;
    }
    get isDisposed() {
        return this._disposed;
    }
    /** Exempts this tensor from every `torch.scope` (it is then freed by `dispose()` or GC). */
    keep() {
        this.persistent = true;
        this.unscoped();
        return this;
    }
    /**
     * @internal No scope owns this tensor (any more): from now on the garbage collector releases
     * its native reference if `dispose()` never does. Tensors owned by a scope skip that
     * bookkeeping, which is what makes them cheap. The native side is told in batches (see
     * `adoptLater`), so a tensor disposed soon after it was made never costs a finalizer.
     */
    unscoped() {
        if (this._adopted || this._disposed)
            return;
        this._adopted = true;
        adoptLater(this);
    }
    /** @internal Points this object at another native reference, releasing the previous one. */
    _replaceHandle(next) {
        native.dispose(this._h);
        this._h = next;
        if (this._adopted)
            native.adopt(this, next);
    }
    // ---- metadata ----
    get shape() {
        return native.shape(this._h);
    }
    size(dim) {
        const s = this.shape;
        if (dim === undefined)
            return s;
        const d = dim < 0 ? dim + s.length : dim;
        if (d < 0 || d >= s.length)
            throw new RangeError(`size: dimension ${dim} out of range for a ${s.length}-d tensor`);
        return s[d];
    }
    stride() {
        return native.strides(this._h);
    }
    get dtype() {
        return dtypeFromCode(native.dtype(this._h));
    }
    get device() {
        return native.device(this._h);
    }
    get ndim() {
        return native.dim(this._h);
    }
    dim() {
        return native.dim(this._h);
    }
    numel() {
        return native.numel(this._h);
    }
    isContiguous() {
        return native.isContiguous(this._h);
    }
    // ---- autograd ----
    get requiresGrad() {
        return native.requiresGrad(this._h);
    }
    set requiresGrad(value) {
        native.setRequiresGrad(this._h, value);
    }
    requiresGrad_(value = true) {
        native.setRequiresGrad(this._h, value);
        return this;
    }
    /** The accumulated gradient, or null. Each read returns a new reference to it. */
    get grad() {
        const g = native.getGrad(this._h);
        return g === null ? null : new Tensor(g);
    }
    set grad(value) {
        native.setGrad(this._h, value === null ? null : value._h);
    }
    get gradFn() {
        return native.gradFnName(this._h);
    }
    get isLeaf() {
        return native.isLeaf(this._h);
    }
    retainGrad() {
        native.retainGrad(this._h);
        return this;
    }
    /** Computes gradients of this tensor w.r.t. graph leaves (PyTorch's `Tensor.backward`). */
    backward(gradient, options = {}) {
        native.backward([this._h], [gradient ? gradient._h : null], !!options.retainGraph, !!options.createGraph);
    }
    detach() {
        return new Tensor(native.detach(this._h));
    }
    detach_() {
        callOp('aten::detach_', [this]).dispose();
        return this;
    }
    // ---- data ----
    /** The single value of a one-element tensor. */
    item() {
        const v = native.item(this._h);
        if (typeof v === 'boolean')
            return Number(v);
        // An int64 beyond 2^53 arrives rounded (to 2^53 or more; one within is exact): read it exactly and refuse it.
        if (Math.abs(v) >= 2 ** 53 && this.dtype === 'int64')
            return exactNumber(this.toArray()[0], 'item: the value');
        return v;
    }
    /** A flat typed-array copy of the data (float16/bfloat16 are widened to float32). */
    toArray() {
        return typedArrayFor(this.dtype, native.toArrayBuffer(this._h));
    }
    /** The data as a Float32Array (float32; float16 and bfloat16 widened). @throws TypeError naming the dtype and the conversion otherwise */
    toFloat32Array() {
        checkTypedRead('toFloat32Array', this.dtype);
        return this.toArray();
    }
    /** The data as a Float64Array (float64 tensors). @throws TypeError naming the dtype and the conversion otherwise */
    toFloat64Array() {
        checkTypedRead('toFloat64Array', this.dtype);
        return this.toArray();
    }
    /** The data as an Int8Array (int8 tensors). @throws TypeError naming the dtype and the conversion otherwise */
    toInt8Array() {
        checkTypedRead('toInt8Array', this.dtype);
        return this.toArray();
    }
    /** The data as a Uint8Array (uint8 and bool tensors). @throws TypeError naming the dtype and the conversion otherwise */
    toUint8Array() {
        checkTypedRead('toUint8Array', this.dtype);
        return this.toArray();
    }
    /** The data as an Int16Array (int16 tensors). @throws TypeError naming the dtype and the conversion otherwise */
    toInt16Array() {
        checkTypedRead('toInt16Array', this.dtype);
        return this.toArray();
    }
    /** The data as an Int32Array (int32 tensors). @throws TypeError naming the dtype and the conversion otherwise */
    toInt32Array() {
        checkTypedRead('toInt32Array', this.dtype);
        return this.toArray();
    }
    /** The data as a BigInt64Array (int64 tensors). @throws TypeError naming the dtype and the conversion otherwise */
    toBigInt64Array() {
        checkTypedRead('toBigInt64Array', this.dtype);
        return this.toArray();
    }
    /**
     * A typed array sharing this tensor's memory (contiguous CPU tensors only). Writes through
     * it change the tensor; the memory stays valid while the array lives.
     */
    dataView() {
        const d = this.dtype;
        if (d === 'float16' || d === 'bfloat16')
            throw new TypeError(`dataView: no typed array holds ${d}; use toArray()`);
        return typedArrayFor(d, native.sharedArrayBuffer(this._h));
    }
    /**
     * The data as nested arrays of numbers (booleans for bool tensors), ready for
     * `JSON.stringify`. int64 values are numbers when within ±2^53 (where numbers are exact).
     *
     * @throws RangeError naming the first int64 element beyond ±2^53 (read those with toBigInt64Array())
     */
    tolist() {
        const flat = Array.from(this.toArray(), (x, i) => (typeof x === 'bigint' ? exactNumber(x, `tolist: element [${i}] (flat index)`) : x));
        const isBool = this.dtype === 'bool';
        const shape = this.shape;
        const build = (dim, offset) => {
            if (dim === shape.length)
                return isBool ? flat[offset] !== 0 : flat[offset];
            const stride = shape.slice(dim + 1).reduce((a, b) => a * b, 1);
            return Array.from({ length: shape[dim] }, (_, i) => build(dim + 1, offset + i * stride));
        };
        return build(0, 0);
    }
    toString() {
        return formatTensor(this);
    }
    [Symbol.for('nodejs.util.inspect.custom')]() {
        return this.toString();
    }
    // ---- conversion ----
    /** `to('cuda:0')`, `to('float64')`, `to({ dtype, device, copy, nonBlocking })` or `to(otherTensor)`. */
    to(target) {
        let dtype = null;
        let device = null;
        let copy = false;
        let nonBlocking = false;
        if (target instanceof Tensor) {
            dtype = target.dtype;
            device = target.device;
        }
        else if (typeof target === 'string') {
            if (isDType(target))
                dtype = toDType(target, 'to');
            else
                device = checkDevice(target, 'to');
        }
        else if (target && typeof target === 'object') {
            dtype = target.dtype === undefined ? null : toDType(target.dtype, 'to');
            device = target.device === undefined || target.device === null ? null : checkDevice(target.device, 'to');
            copy = !!target.copy;
            nonBlocking = !!target.nonBlocking;
        }
        else {
            throw new TypeError(`Expected a dtype, device, tensor or options for to() but received ${describe(target)}`);
        }
        return new Tensor(native.to(this._h, dtype === null ? null : dtypeCode(dtype), device, copy, nonBlocking));
    }
    float() {
        return this.to('float32');
    }
    double() {
        return this.to('float64');
    }
    long() {
        return this.to('int64');
    }
    int() {
        return this.to('int32');
    }
    bool() {
        return this.to('bool');
    }
    half() {
        return this.to('float16');
    }
    bfloat16() {
        return this.to('bfloat16');
    }
    cpu() {
        return this.to('cpu');
    }
    cuda(index = 0) {
        return this.to(`cuda:${index}`);
    }
    contiguous() {
        return new Tensor(native.contiguous(this._h));
    }
    clone() {
        return new Tensor(native.clone(this._h));
    }
    // ---- views and indexing ----
    view(...shape) {
        const s = Array.isArray(shape[0]) ? shape[0] : shape;
        return new Tensor(native.view(this._h, checkShape(s, 'view')));
    }
    reshape(...shape) {
        const s = Array.isArray(shape[0]) ? shape[0] : shape;
        return new Tensor(native.reshape(this._h, checkShape(s, 'reshape')));
    }
    flatten(startDim = 0, endDim = -1) {
        return new Tensor(native.flatten(this._h, startDim, endDim));
    }
    permute(...dims) {
        const d = Array.isArray(dims[0]) ? dims[0] : dims;
        return callOp('aten::permute', [this, checkDims(d, 'permute')]);
    }
    transpose(dim0, dim1) {
        return callOp('aten::transpose.int', [this, dim0, dim1]);
    }
    t() {
        return new Tensor(native.t(this._h));
    }
    get T() {
        return this.ndim <= 2 ? this.t() : this.permute([...Array(this.ndim).keys()].reverse());
    }
    squeeze(dim) {
        return dim === undefined ? callOp('aten::squeeze', [this]) : callOp('aten::squeeze.dim', [this, dim]);
    }
    unsqueeze(dim) {
        return callOp('aten::unsqueeze', [this, dim]);
    }
    narrow(dim, start, length) {
        return callOp('aten::narrow', [this, dim, start, length]);
    }
    select(dim, index) {
        return callOp('aten::select.int', [this, dim, index]);
    }
    expand(...shape) {
        const s = Array.isArray(shape[0]) ? shape[0] : shape;
        return callOp('aten::expand', [this, s]);
    }
    /** PyTorch indexing: `t.index(0, torch.slice(1, 3), null, '...', mask)` is `t[0, 1:3, None, ..., mask]`. */
    index(...items) {
        return new Tensor(native.index(this._h, nativeIndices(items)));
    }
    /** `t.indexPut_([0, torch.slice()], v)` is `t[0, :] = v`, in place. */
    indexPut_(items, value) {
        native.indexPut_(this._h, nativeIndices(items), h(value));
        return this;
    }
    split(splitSize, dim = 0) {
        return Array.isArray(splitSize)
            ? callOp('aten::split_with_sizes', [this, splitSize, dim])
            : callOp('aten::split.Tensor', [this, splitSize, dim]);
    }
    chunk(chunks, dim = 0) {
        return callOp('aten::chunk', [this, chunks, dim]);
    }
    unbind(dim = 0) {
        return callOp('aten::unbind.int', [this, dim]);
    }
    // ---- arithmetic (broadcasting; scalars allowed) ----
    add(other, alpha) {
        return new Tensor(native.add(this._h, h(other), alpha));
    }
    sub(other, alpha) {
        return new Tensor(native.sub(this._h, h(other), alpha));
    }
    mul(other) {
        return new Tensor(native.mul(this._h, h(other)));
    }
    div(other, options) {
        if (options?.roundingMode)
            return callOp('aten::div', [this, other], { roundingMode: options.roundingMode });
        return new Tensor(native.div(this._h, h(other)));
    }
    pow(exponent) {
        return new Tensor(native.pow(this._h, h(exponent)));
    }
    neg() {
        return new Tensor(native.neg(this._h));
    }
    abs() {
        return new Tensor(native.abs(this._h));
    }
    exp() {
        return new Tensor(native.exp(this._h));
    }
    log() {
        return new Tensor(native.log(this._h));
    }
    sqrt() {
        return new Tensor(native.sqrt(this._h));
    }
    relu() {
        return new Tensor(native.relu(this._h));
    }
    sigmoid() {
        return new Tensor(native.sigmoid(this._h));
    }
    tanh() {
        return new Tensor(native.tanh(this._h));
    }
    maximum(other) {
        return new Tensor(native.maximum(this._h, other._h));
    }
    minimum(other) {
        return new Tensor(native.minimum(this._h, other._h));
    }
    softmax(dim) {
        return new Tensor(native.softmax(this._h, dim));
    }
    logSoftmax(dim) {
        return new Tensor(native.logSoftmax(this._h, dim));
    }
    // in place: return this tensor
    add_(other, alpha) {
        native.add_(this._h, h(other), alpha);
        return this;
    }
    sub_(other, alpha) {
        native.sub_(this._h, h(other), alpha);
        return this;
    }
    mul_(other) {
        native.mul_(this._h, h(other));
        return this;
    }
    div_(other) {
        native.div_(this._h, h(other));
        return this;
    }
    /** Copies `src` (or fills with a scalar) into this tensor, in place. */
    copy_(src) {
        native.copy_(this._h, h(src));
        return this;
    }
    fill_(value) {
        native.copy_(this._h, value);
        return this;
    }
    zero_() {
        native.zero_(this._h);
        return this;
    }
    // ---- comparisons ----
    eq(other) {
        return new Tensor(native.eq(this._h, h(other)));
    }
    ne(other) {
        return new Tensor(native.ne(this._h, h(other)));
    }
    lt(other) {
        return new Tensor(native.lt(this._h, h(other)));
    }
    le(other) {
        return new Tensor(native.le(this._h, h(other)));
    }
    gt(other) {
        return new Tensor(native.gt(this._h, h(other)));
    }
    ge(other) {
        return new Tensor(native.ge(this._h, h(other)));
    }
    /** True when shapes and all elements are equal. */
    equal(other) {
        return callOp('aten::equal', [this, other]);
    }
    allclose(other, options = {}) {
        return callOp('aten::allclose', [this, other], options);
    }
    // ---- reductions ----
    sum(dim, keepdim = false) {
        return new Tensor(native.sum(this._h, dim === undefined || dim === null ? null : checkDims(dim, 'sum'), keepdim));
    }
    mean(dim, keepdim = false) {
        return new Tensor(native.mean(this._h, dim === undefined || dim === null ? null : checkDims(dim, 'mean'), keepdim));
    }
    max(dim, keepdim = false) {
        return dim === undefined ? callOp('aten::max', [this]) : callOp('aten::max.dim', [this, dim, keepdim]);
    }
    min(dim, keepdim = false) {
        return dim === undefined ? callOp('aten::min', [this]) : callOp('aten::min.dim', [this, dim, keepdim]);
    }
    argmax(dim, keepdim = false) {
        return callOp('aten::argmax', [this, dim ?? null, keepdim]);
    }
    argmin(dim, keepdim = false) {
        return callOp('aten::argmin', [this, dim ?? null, keepdim]);
    }
    // ---- linear algebra ----
    matmul(other) {
        return new Tensor(native.matmul(this._h, other._h));
    }
    mm(other) {
        return new Tensor(native.mm(this._h, other._h));
    }
    bmm(other) {
        return new Tensor(native.bmm(this._h, other._h));
    }
}
// Tensors waiting to get the garbage collector's safety net. They are strongly held here until
// the batch is handed to native code, at the next turn of the event loop or once the batch is
// full, whichever comes first; those disposed by then are skipped.
const ADOPT_BATCH = 256;
let pendingAdoption = [];
let adoptionScheduled = false;
function adoptLater(t) {
    pendingAdoption.push(t);
    if (pendingAdoption.length >= ADOPT_BATCH)
        flushAdoption();
    else if (!adoptionScheduled) {
        adoptionScheduled = true;
        setImmediate(flushAdoption);
    }
}
/** @internal Hands every pending tensor that is still alive to the garbage collector's care. */
export function flushAdoption() {
    adoptionScheduled = false;
    const batch = pendingAdoption;
    if (batch.length === 0)
        return;
    pendingAdoption = [];
    const owners = [];
    const handles = [];
    for (const t of batch) {
        if (t.isDisposed)
            continue;
        owners.push(t);
        handles.push(t._h);
    }
    if (handles.length)
        native.adoptAll(owners, handles);
}
/** Wraps a native result (handles, arrays of handles) as tensors. */
export function wrap(v) {
    return fromNative(v);
}
//# sourceMappingURL=tensor.js.map
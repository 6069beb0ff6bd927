import { describe, dtypeCode, dtypeOfTypedArray, isFloatingPoint, toDType } from './dtype.js';
import { checkDevice } from './device.js';
import { getDefaultDevice } from './default-device.js';
import { native } from './native.js';
import { callOp } from './ops.js';
import { Tensor } from './tensor.js';
function finish(t, options) {
    if (options?.requiresGrad)
        t.requiresGrad_(true);
    return t;
}
function kw(options, defaultDtype) {
    const out = {};
    const dtype = options?.dtype ?? defaultDtype;
    if (dtype !== undefined)
        out.dtype = toDType(dtype);
    if (options?.device !== undefined) {
        if (typeof options.device !== 'string')
            throw new TypeError(`Expected a device string but received ${describe(options.device)}`);
        out.device = checkDevice(options.device, 'device');
    }
    else {
        const device = getDefaultDevice();
        if (device !== undefined)
            out.device = device;
    }
    return out;
}
/** Validates a shape from JS: integers >= 0, no NaN. */
export function checkSize(shape, fn) {
    if (!Array.isArray(shape))
        throw new TypeError(`Expected an array of integers for the shape of torch.${fn} but received ${describe(shape)}`);
    for (const d of shape) {
        if (typeof d !== 'number' || !Number.isInteger(d)) {
            throw new TypeError(`Expected an integer size for torch.${fn} but received ${describe(d)} in shape [${shape.join(', ')}]`);
        }
        if (d < 0)
            throw new RangeError(`Invalid shape [${shape.join(', ')}] for torch.${fn}: sizes must be >= 0`);
    }
    return shape;
}
function splitShape(args, fn) {
    let options;
    const last = args[args.length - 1];
    if (last !== null && typeof last === 'object' && !Array.isArray(last)) {
        options = last;
        args = args.slice(0, -1);
    }
    const shape = args.length === 1 && Array.isArray(args[0]) ? args[0] : args;
    return [checkSize(shape, fn), options];
}
/** The most nested arrays `torch.tensor` builds a tensor from: PyTorch's limit (`MAX_DIMS` of `torch.tensor`). */
export const MAX_NESTED_DIMS = 128;
function shapeOf(data, where, depth = 0) {
    if (!Array.isArray(data))
        return [];
    if (depth === MAX_NESTED_DIMS) {
        throw new RangeError(`torch.tensor: too many dimensions: ${where.length > 40 ? 'data' : where} is nested more than ${MAX_NESTED_DIMS} arrays deep (PyTorch's limit; an array that contains itself nests without end). Reshape flat data instead: torch.tensor(flat).reshape(shape)`);
    }
    if (data.length === 0)
        return [0];
    const inner = shapeOf(data[0], `${where}[0]`, depth + 1);
    for (let i = 1; i < data.length; i++) {
        const s = shapeOf(data[i], `${where}[${i}]`, depth + 1);
        if (s.length !== inner.length || s.some((d, k) => d !== inner[k])) {
            throw new RangeError(`torch.tensor: ragged nested array: ${where}[${i}] has shape [${s.join(', ')}] but ${where}[0] has [${inner.join(', ')}]`);
        }
    }
    return [data.length, ...inner];
}
/**
 * Creates a tensor from data: nested arrays of numbers/booleans/bigints, a typed array, a
 * scalar, or another tensor (copied). Like PyTorch, integers infer int64, any fraction
 * float32, booleans bool; JS has no `1.0` literal, so pass `{ dtype: 'float32' }` (or
 * `requiresGrad: true`) for floating-point data that happens to be integral.
 */
export function tensor(data, options) {
    if (data instanceof Tensor) {
        const t = data.detach();
        const out = options?.dtype || options?.device ? t.to({ dtype: options.dtype, device: options.device, copy: true }) : t.clone();
        t.dispose();
        return finish(out, options);
    }
    if (ArrayBuffer.isView(data)) {
        const ta = data;
        let src = ta;
        if (data instanceof Uint16Array)
            src = Int32Array.from(data);
        else if (data instanceof Uint32Array)
            src = BigInt64Array.from(data, (x) => BigInt(x));
        const t = fromTypedArray(src, [ta.length]);
        return finish(convert(t, options), options);
    }
    const shape = shapeOf(data, 'data');
    const flat = (Array.isArray(data) ? data.flat(Infinity) : [data]);
    let kind = flat.length === 0 ? 'float' : 'bool';
    for (const v of flat) {
        if (typeof v === 'boolean')
            continue;
        if (typeof v === 'bigint') {
            if (kind === 'bool')
                kind = 'int';
        }
        else if (typeof v === 'number') {
            if (!Number.isInteger(v))
                kind = 'float';
            else if (kind === 'bool')
                kind = 'int';
        }
        else {
            throw new TypeError(`torch.tensor: expected numbers, booleans or bigints but found ${describe(v)}`);
        }
    }
    // JS cannot tell 1.0 from 1: integral data infers int64 as in PyTorch, except when it is to
    // require gradients, which only floating-point tensors can.
    const inferred = kind === 'bool' ? 'bool' : kind === 'int' && !options?.requiresGrad ? 'int64' : 'float32';
    const target = options?.dtype ? toDType(options.dtype) : inferred;
    let arr;
    if (target === 'int64')
        arr = BigInt64Array.from(flat, (v) => (typeof v === 'bigint' ? v : BigInt(Math.trunc(Number(v)))));
    else if (target === 'bool' || target === 'uint8')
        arr = Uint8Array.from(flat, (v) => Number(v));
    else if (target === 'float64')
        arr = Float64Array.from(flat, (v) => Number(v));
    else if (target === 'int32')
        arr = Int32Array.from(flat, (v) => Number(v));
    else
        arr = Float32Array.from(flat, (v) => Number(v));
    const storeDtype = target === 'bool' ? 'bool' : dtypeOfTypedArray(arr);
    const t = new Tensor(native.fromTypedArray(arr, shape, dtypeCode(storeDtype)));
    // Not `{ ...options, dtype }`: V8 makes a new hidden class each time for an object spread and then given a new key.
    return finish(convert(t, Object.assign({}, options, { dtype: target })), options);
}
function convert(t, options) {
    const dtype = options?.dtype ? toDType(options.dtype) : undefined;
    if ((dtype === undefined || dtype === t.dtype) && (options?.device === undefined || options.device === 'cpu'))
        return t;
    const out = t.to({ dtype, device: options?.device });
    t.dispose();
    return out;
}
/** A tensor holding a copy of a typed array's elements, with the given shape. */
export function fromTypedArray(data, shape, dtype) {
    const d = dtype ?? dtypeOfTypedArray(data);
    // the addon rejects a DataView (or any view that is not a typed array) with a TypeError
    return new Tensor(native.fromTypedArray(data, checkSize(shape, 'fromTypedArray'), dtypeCode(d)));
}
export function zeros(...args) {
    const [shape, o] = splitShape(args, 'zeros');
    return finish(callOp('aten::zeros', [shape], kw(o)), o);
}
export function ones(...args) {
    const [shape, o] = splitShape(args, 'ones');
    return finish(callOp('aten::ones', [shape], kw(o)), o);
}
export function empty(...args) {
    const [shape, o] = splitShape(args, 'empty');
    return finish(callOp('aten::empty.memory_format', [shape], kw(o)), o);
}
export function rand(...args) {
    const [shape, o] = splitShape(args, 'rand');
    return finish(callOp('aten::rand', [shape], kw(o)), o);
}
export function randn(...args) {
    const [shape, o] = splitShape(args, 'randn');
    return finish(callOp('aten::randn', [shape], kw(o)), o);
}
export function full(shape, value, options) {
    const d = options?.dtype ?? (typeof value === 'boolean' ? 'bool' : Number.isInteger(value) ? 'int64' : 'float32');
    return finish(callOp('aten::full', [checkSize(shape, 'full'), value], kw(options, d)), options);
}
/** Integers drawn uniformly from [low, high). `randint(high, shape)` or `randint(low, high, shape)`. */
export function randint(low, high, shape, options) {
    if (Array.isArray(high))
        return randint(0, low, high, shape);
    if (!Number.isInteger(low) || !Number.isInteger(high))
        throw new TypeError('torch.randint: low and high must be integers');
    if (high <= low)
        throw new RangeError(`torch.randint: expected low < high but got low=${low}, high=${high}`);
    return finish(callOp('aten::randint.low', [low, high, checkSize(shape, 'randint')], kw(options, 'int64')), options);
}
/** `arange(end)`, `arange(start, end, step?)`. */
export function arange(start, end, step, options) {
    if (typeof end !== 'number')
        return arange(0, start, 1, end);
    if (typeof step !== 'number')
        return arange(start, end, 1, step);
    for (const [n, v] of [['start', start], ['end', end], ['step', step]]) {
        if (!Number.isFinite(v))
            throw new RangeError(`torch.arange: ${n} must be a finite number, got ${v}`);
    }
    if (step === 0)
        throw new RangeError('torch.arange: step must be nonzero');
    const isInt = Number.isInteger(start) && Number.isInteger(end) && Number.isInteger(step);
    return finish(callOp('aten::arange.start_step', [start, end, step], kw(options, isInt ? 'int64' : 'float32')), options);
}
export function linspace(start, end, steps, options) {
    if (!Number.isInteger(steps) || steps < 0)
        throw new RangeError(`torch.linspace: steps must be a non-negative integer, got ${steps}`);
    return finish(callOp('aten::linspace', [start, end, steps], kw(options)), options);
}
export function eye(n, m, options) {
    if (typeof m !== 'number')
        return eye(n, n, m);
    checkSize([n, m], 'eye');
    return finish(callOp('aten::eye.m', [n, m], kw(options)), options);
}
function likeOptions(t, o) {
    return { dtype: o?.dtype ?? t.dtype, device: o?.device ?? t.device, requiresGrad: o?.requiresGrad };
}
export const zerosLike = (t, o) => zeros(t.shape, likeOptions(t, o));
export const onesLike = (t, o) => ones(t.shape, likeOptions(t, o));
export const emptyLike = (t, o) => empty(t.shape, likeOptions(t, o));
export const randLike = (t, o) => rand(t.shape, likeOptions(t, o));
export const randnLike = (t, o) => randn(t.shape, likeOptions(t, o));
export const fullLike = (t, value, o) => full(t.shape, value, likeOptions(t, o));
/** True for float16/bfloat16/float32/float64 tensors. */
export function isFloatingPointTensor(t) {
    return isFloatingPoint(t.dtype);
}
//# sourceMappingURL=creation.js.map
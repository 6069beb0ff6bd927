import { type DType, type TypedArray } from './dtype.js';
import type { GeneratedTensorMethods } from './generated/tensor-methods.js';
import { type Handle } from './native.js';
export type Scalar = number | boolean;
export type TensorOrScalar = Tensor | Scalar;
/** One index position: an int, a slice, null (new axis), '...', a boolean, or an index/mask tensor. */
export type IndexItem = number | Slice | null | '...' | boolean | Tensor;
export type NestedArray<T> = T | NestedArray<T>[];
/** A slice `start:stop:step` for `Tensor.index`; `torch.slice(1, 3)` is `1:3`. */
export declare class Slice {
    readonly start: number | null;
    readonly stop: number | null;
    readonly step: number | null;
    constructor(start?: number | null, stop?: number | null, step?: number | null);
}
export interface Tensor extends GeneratedTensorMethods {
}
/**
 * A multi-dimensional array on a device, with autograd, backed by one native at::Tensor
 * reference. Each Tensor owns its reference: `dispose()` (or `using`, or `torch.scope`)
 * releases it at once; otherwise the garbage collector does, eventually.
 */
export declare class Tensor {
    /** @internal */
    readonly _h: Handle;
    /** @internal */
    private _disposed;
    /** True after `keep()`: no `torch.scope` frees this tensor. */
    persistent: boolean;
    /** @internal True once the garbage collector may release the native reference. */
    private _adopted;
    /** @internal Use the `torch.*` creation functions instead. */
    constructor(handle: Handle);
    /** Releases this tensor's native reference now. Disposing twice is harmless. */
    dispose(): void;
    [Symbol.dispose](): void;
    /** @internal For a scope's end: marks this tensor disposed and returns its handle to release. */
    detachHandle(): Handle | undefined;
    get isDisposed(): boolean;
    /** Exempts this tensor from every `torch.scope` (it is then freed by `dispose()` or GC). */
    keep(): this;
    /**
     * @internal No scope owns this tensor (any more): from now on the garbage collector releases
     * its native reference if `dispose()` never does. Tensors owned by a scope skip that
     * bookkeeping, which is what makes them cheap. The native side is told in batches (see
     * `adoptLater`), so a tensor disposed soon after it was made never costs a finalizer.
     */
    unscoped(): void;
    /** @internal Points this object at another native reference, releasing the previous one. */
    _replaceHandle(next: Handle): void;
    get shape(): number[];
    /** The shape, or the size of dimension `dim` (negative counts from the end). */
    size(): number[];
    size(dim: number): number;
    stride(): number[];
    get dtype(): DType;
    get device(): string;
    get ndim(): number;
    dim(): number;
    numel(): number;
    isContiguous(): boolean;
    get requiresGrad(): boolean;
    set requiresGrad(value: boolean);
    requiresGrad_(value?: boolean): this;
    /** The accumulated gradient, or null. Each read returns a new reference to it. */
    get grad(): Tensor | null;
    set grad(value: Tensor | null);
    get gradFn(): string | null;
    get isLeaf(): boolean;
    retainGrad(): this;
    /** Computes gradients of this tensor w.r.t. graph leaves (PyTorch's `Tensor.backward`). */
    backward(gradient?: Tensor | null, options?: {
        retainGraph?: boolean;
        createGraph?: boolean;
    }): void;
    detach(): Tensor;
    detach_(): this;
    /** The single value of a one-element tensor. */
    item(): number;
    /** A flat typed-array copy of the data (float16/bfloat16 are widened to float32). */
    toArray(): TypedArray;
    /** The data as a Float32Array (float32; float16 and bfloat16 widened). @throws TypeError naming the dtype and the conversion otherwise */
    toFloat32Array(): Float32Array;
    /** The data as a Float64Array (float64 tensors). @throws TypeError naming the dtype and the conversion otherwise */
    toFloat64Array(): Float64Array;
    /** The data as an Int8Array (int8 tensors). @throws TypeError naming the dtype and the conversion otherwise */
    toInt8Array(): Int8Array;
    /** The data as a Uint8Array (uint8 and bool tensors). @throws TypeError naming the dtype and the conversion otherwise */
    toUint8Array(): Uint8Array;
    /** The data as an Int16Array (int16 tensors). @throws TypeError naming the dtype and the conversion otherwise */
    toInt16Array(): Int16Array;
    /** The data as an Int32Array (int32 tensors). @throws TypeError naming the dtype and the conversion otherwise */
    toInt32Array(): Int32Array;
    /** The data as a BigInt64Array (int64 tensors). @throws TypeError naming the dtype and the conversion otherwise */
    toBigInt64Array(): BigInt64Array;
    /**
     * A typed array sharing this tensor's memory (contiguous CPU tensors only). Writes through
     * it change the tensor; the memory stays valid while the array lives.
     */
    dataView(): TypedArray;
    /**
     * The data as nested arrays of numbers (booleans for bool tensors), ready for
     * `JSON.stringify`. int64 values are numbers when within ±2^53 (where numbers are exact).
     *
     * @throws RangeError naming the first int64 element beyond ±2^53 (read those with toBigInt64Array())
     */
    tolist(): NestedArray<number | boolean>;
    toString(): string;
    /** `to('cuda:0')`, `to('float64')`, `to({ dtype, device, copy, nonBlocking })` or `to(otherTensor)`. */
    to(target: DType | string | Tensor | {
        dtype?: DType;
        device?: string;
        copy?: boolean;
        nonBlocking?: boolean;
    }): Tensor;
    float(): Tensor;
    double(): Tensor;
    long(): Tensor;
    int(): Tensor;
    bool(): Tensor;
    half(): Tensor;
    bfloat16(): Tensor;
    cpu(): Tensor;
    cuda(index?: number): Tensor;
    contiguous(): Tensor;
    clone(): Tensor;
    view(...shape: number[] | [number[]]): Tensor;
    reshape(...shape: number[] | [number[]]): Tensor;
    flatten(startDim?: number, endDim?: number): Tensor;
    permute(...dims: number[] | [number[]]): Tensor;
    transpose(dim0: number, dim1: number): Tensor;
    t(): Tensor;
    get T(): Tensor;
    squeeze(dim?: number): Tensor;
    unsqueeze(dim: number): Tensor;
    narrow(dim: number, start: number, length: number): Tensor;
    select(dim: number, index: number): Tensor;
    expand(...shape: number[] | [number[]]): Tensor;
    /** PyTorch indexing: `t.index(0, torch.slice(1, 3), null, '...', mask)` is `t[0, 1:3, None, ..., mask]`. */
    index(...items: IndexItem[]): Tensor;
    /** `t.indexPut_([0, torch.slice()], v)` is `t[0, :] = v`, in place. */
    indexPut_(items: IndexItem[], value: TensorOrScalar): this;
    split(splitSize: number | number[], dim?: number): Tensor[];
    chunk(chunks: number, dim?: number): Tensor[];
    unbind(dim?: number): Tensor[];
    add(other: TensorOrScalar, alpha?: Scalar): Tensor;
    sub(other: TensorOrScalar, alpha?: Scalar): Tensor;
    mul(other: TensorOrScalar): Tensor;
    div(other: TensorOrScalar, options?: {
        roundingMode?: 'trunc' | 'floor';
    }): Tensor;
    pow(exponent: TensorOrScalar): Tensor;
    neg(): Tensor;
    abs(): Tensor;
    exp(): Tensor;
    log(): Tensor;
    sqrt(): Tensor;
    relu(): Tensor;
    sigmoid(): Tensor;
    tanh(): Tensor;
    maximum(other: Tensor): Tensor;
    minimum(other: Tensor): Tensor;
    softmax(dim: number): Tensor;
    logSoftmax(dim: number): Tensor;
    add_(other: TensorOrScalar, alpha?: Scalar): this;
    sub_(other: TensorOrScalar, alpha?: Scalar): this;
    mul_(other: TensorOrScalar): this;
    div_(other: TensorOrScalar): this;
    /** Copies `src` (or fills with a scalar) into this tensor, in place. */
    copy_(src: TensorOrScalar): this;
    fill_(value: Scalar): this;
    zero_(): this;
    eq(other: TensorOrScalar): Tensor;
    ne(other: TensorOrScalar): Tensor;
    lt(other: TensorOrScalar): Tensor;
    le(other: TensorOrScalar): Tensor;
    gt(other: TensorOrScalar): Tensor;
    ge(other: TensorOrScalar): Tensor;
    /** True when shapes and all elements are equal. */
    equal(other: Tensor): boolean;
    allclose(other: Tensor, options?: {
        rtol?: number;
        atol?: number;
        equalNan?: boolean;
    }): boolean;
    sum(dim?: number | number[] | null, keepdim?: boolean): Tensor;
    mean(dim?: number | number[] | null, keepdim?: boolean): Tensor;
    /** `max()` of all elements, or `[values, indices]` along `dim`. */
    max(): Tensor;
    max(dim: number, keepdim?: boolean): [Tensor, Tensor];
    min(): Tensor;
    min(dim: number, keepdim?: boolean): [Tensor, Tensor];
    argmax(dim?: number, keepdim?: boolean): Tensor;
    argmin(dim?: number, keepdim?: boolean): Tensor;
    matmul(other: Tensor): Tensor;
    mm(other: Tensor): Tensor;
    bmm(other: Tensor): Tensor;
}
/** @internal Hands every pending tensor that is still alive to the garbage collector's care. */
export declare function flushAdoption(): void;
/** Wraps a native result (handles, arrays of handles) as tensors. */
export declare function wrap<T = Tensor>(v: unknown): T;

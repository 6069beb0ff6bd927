import { checkDevice } from './device.js';
import { describe, dtypeCode, dtypeFromCode, isDType, toDType, typedArrayFor, type DType, type TypedArray } from './dtype.js';
import { formatTensor } from './format.js';
import { checkTypedRead, exactNumber } from './typed-reads.js';
import type { GeneratedTensorMethods } from './generated/tensor-methods.js';
import { native, type Handle } from './native.js';
import type { NativeIndex, TensorOrScalar as NativeOperand } from './native-api.js';
import { callOp, fromNative } from './ops.js';
import { track } from './scope.js';

export type Scalar = number | boolean;
export type TensorOrScalar = Tensor | Scalar;
/** One index position: an int, a slice, null (new axis), '...', a boolean, or an index/mask tensor. */
export type IndexItem = number | Slice | null | '...' | boolean | Tensor;
export type NestedArray<T> = T | NestedArray<T>[];

/** A slice `start:stop:step` for `Tensor.index`; `torch.slice(1, 3)` is `1:3`. */
export class Slice {
  constructor(
    readonly start: number | null = null,
    readonly stop: number | null = null,
    readonly step: number | null = null,
  ) {}
}

function nativeIndices(items: IndexItem[]): NativeIndex[] {
  return items.map((it) => {
    if (it instanceof Tensor) return it._h;
    if (it instanceof Slice) return [it.start, it.stop, it.step] as NativeIndex;
    if (it === null || it === '...' || typeof it === 'number' || typeof it === 'boolean') return it;
    throw new TypeError(`Expected an index (number, Slice, null, '...', boolean or Tensor) but received ${describe(it)}`);
  });
}

function checkDims(dims: unknown, what: string): number[] {
  const list = Array.isArray(dims) ? dims : [dims];
  for (const d of list) {
    if (typeof d !== 'number' || !Number.isInteger(d)) {
      throw new TypeError(`Expected integer dimensions for ${what} but received ${describe(d)}`);
    }
  }
  return list as number[];
}

function checkShape(shape: unknown, what: string): number[] {
  if (!Array.isArray(shape)) throw new TypeError(`Expected an array of integers for ${what} but received ${describe(shape)}`);
  for (const d of shape) {
    if (typeof d !== 'number' || !Number.isInteger(d)) {
      throw new TypeError(`Expected an array of integers for ${what} but received ${describe(d)} in [${shape.join(', ')}]`);
    }
    if (d < -1) throw new RangeError(`Invalid size ${d} in ${what} [${shape.join(', ')}]: sizes must be >= 0 (or -1 to infer)`);
  }
  return shape as number[];
}

function h(x: TensorOrScalar): NativeOperand {
  return x instanceof Tensor ? x._h : x;
}

// The generated ATen methods (installed on the prototype by install.ts) are part of the type.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface Tensor extends GeneratedTensorMethods {}

/**
 * A multi-dimensional array on a device, with autograd, backed by one native at::Tensor
 * reference. Each Tensor owns its reference: `dispose()` (or `using`, or `torch.scope`)
 * releases it at once; otherwise the garbage collector does, eventually.
 */
export class Tensor {
  /** @internal */
  readonly _h: Handle;
  /** @internal */
  private _disposed = false;
  /** True after `keep()`: no `torch.scope` frees this tensor. */
  persistent = false;
  /** @internal True once the garbage collector may release the native reference. */
  private _adopted = false;

  /** @internal Use the `torch.*` creation functions instead. */
  constructor(handle: Handle) {
    this._h = handle;
    track(this);
  }

  // ---- lifetime ----

  /** Releases this tensor's native reference now. Disposing twice is harmless. */
  dispose(): void {
    const h = this.detachHandle();
    if (h !== undefined) native.dispose(h);
  }

  [Symbol.dispose](): void {
    this.dispose();
  }

  /** @internal For a scope's end: marks this tensor disposed and returns its handle to release. */
  detachHandle(): Handle | undefined {
    if (this._disposed) return undefined;
    this._disposed = true;
    return this._h;
  }

  get isDisposed(): boolean {
    return this._disposed;
  }

  /** Exempts this tensor from every `torch.scope` (it is then freed by `dispose()` or GC). */
  keep(): this {
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
  unscoped(): void {
    if (this._adopted || this._disposed) return;
    this._adopted = true;
    adoptLater(this);
  }

  /** @internal Points this object at another native reference, releasing the previous one. */
  _replaceHandle(next: Handle): void {
    native.dispose(this._h);
    (this as unknown as { _h: Handle })._h = next;
    if (this._adopted) native.adopt(this, next);
  }

  // ---- metadata ----

  get shape(): number[] {
    return native.shape(this._h);
  }
  /** The shape, or the size of dimension `dim` (negative counts from the end). */
  size(): number[];
  size(dim: number): number;
  size(dim?: number): number[] | number {
    const s = this.shape;
    if (dim === undefined) return s;
    const d = dim < 0 ? dim + s.length : dim;
    if (d < 0 || d >= s.length) throw new RangeError(`size: dimension ${dim} out of range for a ${s.length}-d tensor`);
    return s[d]!;
  }
  stride(): number[] {
    return native.strides(this._h);
  }
  get dtype(): DType {
    return dtypeFromCode(native.dtype(this._h));
  }
  get device(): string {
    return native.device(this._h);
  }
  get ndim(): number {
    return native.dim(this._h);
  }
  dim(): number {
    return native.dim(this._h);
  }
  numel(): number {
    return native.numel(this._h);
  }
  isContiguous(): boolean {
    return native.isContiguous(this._h);
  }

  // ---- autograd ----

  get requiresGrad(): boolean {
    return native.requiresGrad(this._h);
  }
  set requiresGrad(value: boolean) {
    native.setRequiresGrad(this._h, value);
  }
  requiresGrad_(value = true): this {
    native.setRequiresGrad(this._h, value);
    return this;
  }
  /** The accumulated gradient, or null. Each read returns a new reference to it. */
  get grad(): Tensor | null {
    const g = native.getGrad(this._h);
    return g === null ? null : new Tensor(g);
  }
  set grad(value: Tensor | null) {
    native.setGrad(this._h, value === null ? null : value._h);
  }
  get gradFn(): string | null {
    return native.gradFnName(this._h);
  }
  get isLeaf(): boolean {
    return native.isLeaf(this._h);
  }
  retainGrad(): this {
    native.retainGrad(this._h);
    return this;
  }
  /** Computes gradients of this tensor w.r.t. graph leaves (PyTorch's `Tensor.backward`). */
  backward(gradient?: Tensor | null, options: { retainGraph?: boolean; createGraph?: boolean } = {}): void {
    native.backward([this._h], [gradient ? gradient._h : null], !!options.retainGraph, !!options.createGraph);
  }
  detach(): Tensor {
    return new Tensor(native.detach(this._h));
  }
  detach_(): this {
    callOp('aten::detach_', [this]).dispose();
    return this;
  }

  // ---- data ----

  /** The single value of a one-element tensor. */
  item(): number {
    const v = native.item(this._h);
    if (typeof v === 'boolean') return Number(v);
    // An int64 beyond 2^53 arrives rounded (to 2^53 or more; one within is exact): read it exactly and refuse it.
    if (Math.abs(v) >= 2 ** 53 && this.dtype === 'int64') return exactNumber((this.toArray() as BigInt64Array)[0]!, 'item: the value');
    return v;
  }
  /** A flat typed-array copy of the data (float16/bfloat16 are widened to float32). */
  toArray(): TypedArray {
    return typedArrayFor(this.dtype, native.toArrayBuffer(this._h));
  }
  /** The data as a Float32Array (float32; float16 and bfloat16 widened). @throws TypeError naming the dtype and the conversion otherwise */
  toFloat32Array(): Float32Array {
    checkTypedRead('toFloat32Array', this.dtype);
    return this.toArray() as Float32Array;
  }
  /** The data as a Float64Array (float64 tensors). @throws TypeError naming the dtype and the conversion otherwise */
  toFloat64Array(): Float64Array {
    checkTypedRead('toFloat64Array', this.dtype);
    return this.toArray() as Float64Array;
  }
  /** The data as an Int8Array (int8 tensors). @throws TypeError naming the dtype and the conversion otherwise */
  toInt8Array(): Int8Array {
    checkTypedRead('toInt8Array', this.dtype);
    return this.toArray() as Int8Array;
  }
  /** The data as a Uint8Array (uint8 and bool tensors). @throws TypeError naming the dtype and the conversion otherwise */
  toUint8Array(): Uint8Array {
    checkTypedRead('toUint8Array', this.dtype);
    return this.toArray() as Uint8Array;
  }
  /** The data as an Int16Array (int16 tensors). @throws TypeError naming the dtype and the conversion otherwise */
  toInt16Array(): Int16Array {
    checkTypedRead('toInt16Array', this.dtype);
    return this.toArray() as Int16Array;
  }
  /** The data as an Int32Array (int32 tensors). @throws TypeError naming the dtype and the conversion otherwise */
  toInt32Array(): Int32Array {
    checkTypedRead('toInt32Array', this.dtype);
    return this.toArray() as Int32Array;
  }
  /** The data as a BigInt64Array (int64 tensors). @throws TypeError naming the dtype and the conversion otherwise */
  toBigInt64Array(): BigInt64Array {
    checkTypedRead('toBigInt64Array', this.dtype);
    return this.toArray() as BigInt64Array;
  }
  /**
   * A typed array sharing this tensor's memory (contiguous CPU tensors only). Writes through
   * it change the tensor; the memory stays valid while the array lives.
   */
  dataView(): TypedArray {
    const d = this.dtype;
    if (d === 'float16' || d === 'bfloat16') throw new TypeError(`dataView: no typed array holds ${d}; use toArray()`);
    return typedArrayFor(d, native.sharedArrayBuffer(this._h));
  }
  /**
   * The data as nested arrays of numbers (booleans for bool tensors), ready for
   * `JSON.stringify`. int64 values are numbers when within ±2^53 (where numbers are exact).
   *
   * @throws RangeError naming the first int64 element beyond ±2^53 (read those with toBigInt64Array())
   */
  tolist(): NestedArray<number | boolean> {
    const flat = Array.from(this.toArray() as ArrayLike<number | bigint>, (x, i) => (typeof x === 'bigint' ? exactNumber(x, `tolist: element [${i}] (flat index)`) : x));
    const isBool = this.dtype === 'bool';
    const shape = this.shape;
    const build = (dim: number, offset: number): NestedArray<number | boolean> => {
      if (dim === shape.length) return isBool ? flat[offset] !== 0 : (flat[offset] as number);
      const stride = shape.slice(dim + 1).reduce((a, b) => a * b, 1);
      return Array.from({ length: shape[dim]! }, (_, i) => build(dim + 1, offset + i * stride));
    };
    return build(0, 0);
  }
  toString(): string {
    return formatTensor(this);
  }
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.toString();
  }

  // ---- conversion ----

  /** `to('cuda:0')`, `to('float64')`, `to({ dtype, device, copy, nonBlocking })` or `to(otherTensor)`. */
  to(target: DType | string | Tensor | { dtype?: DType; device?: string; copy?: boolean; nonBlocking?: boolean }): Tensor {
    let dtype: DType | null = null;
    let device: string | null = null;
    let copy = false;
    let nonBlocking = false;
    if (target instanceof Tensor) {
      dtype = target.dtype;
      device = target.device;
    } else if (typeof target === 'string') {
      if (isDType(target)) dtype = toDType(target, 'to');
      else device = checkDevice(target, 'to');
    } else if (target && typeof target === 'object') {
      dtype = target.dtype === undefined ? null : toDType(target.dtype, 'to');
      device = target.device === undefined || target.device === null ? null : checkDevice(target.device, 'to');
      copy = !!target.copy;
      nonBlocking = !!target.nonBlocking;
    } else {
      throw new TypeError(`Expected a dtype, device, tensor or options for to() but received ${describe(target)}`);
    }
    return new Tensor(native.to(this._h, dtype === null ? null : dtypeCode(dtype), device, copy, nonBlocking));
  }
  float(): Tensor {
    return this.to('float32');
  }
  double(): Tensor {
    return this.to('float64');
  }
  long(): Tensor {
    return this.to('int64');
  }
  int(): Tensor {
    return this.to('int32');
  }
  bool(): Tensor {
    return this.to('bool');
  }
  half(): Tensor {
    return this.to('float16');
  }
  bfloat16(): Tensor {
    return this.to('bfloat16');
  }
  cpu(): Tensor {
    return this.to('cpu');
  }
  cuda(index = 0): Tensor {
    return this.to(`cuda:${index}`);
  }
  contiguous(): Tensor {
    return new Tensor(native.contiguous(this._h));
  }
  clone(): Tensor {
    return new Tensor(native.clone(this._h));
  }

  // ---- views and indexing ----

  view(...shape: number[] | [number[]]): Tensor {
    const s = Array.isArray(shape[0]) ? shape[0] : (shape as number[]);
    return new Tensor(native.view(this._h, checkShape(s, 'view')));
  }
  reshape(...shape: number[] | [number[]]): Tensor {
    const s = Array.isArray(shape[0]) ? shape[0] : (shape as number[]);
    return new Tensor(native.reshape(this._h, checkShape(s, 'reshape')));
  }
  flatten(startDim = 0, endDim = -1): Tensor {
    return new Tensor(native.flatten(this._h, startDim, endDim));
  }
  permute(...dims: number[] | [number[]]): Tensor {
    const d = Array.isArray(dims[0]) ? dims[0] : (dims as number[]);
    return callOp('aten::permute', [this, checkDims(d, 'permute')]);
  }
  transpose(dim0: number, dim1: number): Tensor {
    return callOp('aten::transpose.int', [this, dim0, dim1]);
  }
  t(): Tensor {
    return new Tensor(native.t(this._h));
  }
  get T(): Tensor {
    return this.ndim <= 2 ? this.t() : this.permute([...Array(this.ndim).keys()].reverse());
  }
  squeeze(dim?: number): Tensor {
    return dim === undefined ? callOp('aten::squeeze', [this]) : callOp('aten::squeeze.dim', [this, dim]);
  }
  unsqueeze(dim: number): Tensor {
    return callOp('aten::unsqueeze', [this, dim]);
  }
  narrow(dim: number, start: number, length: number): Tensor {
    return callOp('aten::narrow', [this, dim, start, length]);
  }
  select(dim: number, index: number): Tensor {
    return callOp('aten::select.int', [this, dim, index]);
  }
  expand(...shape: number[] | [number[]]): Tensor {
    const s = Array.isArray(shape[0]) ? shape[0] : (shape as number[]);
    return callOp('aten::expand', [this, s]);
  }
  /** PyTorch indexing: `t.index(0, torch.slice(1, 3), null, '...', mask)` is `t[0, 1:3, None, ..., mask]`. */
  index(...items: IndexItem[]): Tensor {
    return new Tensor(native.index(this._h, nativeIndices(items)));
  }
  /** `t.indexPut_([0, torch.slice()], v)` is `t[0, :] = v`, in place. */
  indexPut_(items: IndexItem[], value: TensorOrScalar): this {
    native.indexPut_(this._h, nativeIndices(items), h(value));
    return this;
  }
  split(splitSize: number | number[], dim = 0): Tensor[] {
    return Array.isArray(splitSize)
      ? callOp('aten::split_with_sizes', [this, splitSize, dim])
      : callOp('aten::split.Tensor', [this, splitSize, dim]);
  }
  chunk(chunks: number, dim = 0): Tensor[] {
    return callOp('aten::chunk', [this, chunks, dim]);
  }
  unbind(dim = 0): Tensor[] {
    return callOp('aten::unbind.int', [this, dim]);
  }

  // ---- arithmetic (broadcasting; scalars allowed) ----

  add(other: TensorOrScalar, alpha?: Scalar): Tensor {
    return new Tensor(native.add(this._h, h(other), alpha));
  }
  sub(other: TensorOrScalar, alpha?: Scalar): Tensor {
    return new Tensor(native.sub(this._h, h(other), alpha));
  }
  mul(other: TensorOrScalar): Tensor {
    return new Tensor(native.mul(this._h, h(other)));
  }
  div(other: TensorOrScalar, options?: { roundingMode?: 'trunc' | 'floor' }): Tensor {
    if (options?.roundingMode) return callOp('aten::div', [this, other], { roundingMode: options.roundingMode });
    return new Tensor(native.div(this._h, h(other)));
  }
  pow(exponent: TensorOrScalar): Tensor {
    return new Tensor(native.pow(this._h, h(exponent)));
  }
  neg(): Tensor {
    return new Tensor(native.neg(this._h));
  }
  abs(): Tensor {
    return new Tensor(native.abs(this._h));
  }
  exp(): Tensor {
    return new Tensor(native.exp(this._h));
  }
  log(): Tensor {
    return new Tensor(native.log(this._h));
  }
  sqrt(): Tensor {
    return new Tensor(native.sqrt(this._h));
  }
  relu(): Tensor {
    return new Tensor(native.relu(this._h));
  }
  sigmoid(): Tensor {
    return new Tensor(native.sigmoid(this._h));
  }
  tanh(): Tensor {
    return new Tensor(native.tanh(this._h));
  }
  maximum(other: Tensor): Tensor {
    return new Tensor(native.maximum(this._h, other._h));
  }
  minimum(other: Tensor): Tensor {
    return new Tensor(native.minimum(this._h, other._h));
  }
  softmax(dim: number): Tensor {
    return new Tensor(native.softmax(this._h, dim));
  }
  logSoftmax(dim: number): Tensor {
    return new Tensor(native.logSoftmax(this._h, dim));
  }

  // in place: return this tensor
  add_(other: TensorOrScalar, alpha?: Scalar): this {
    native.add_(this._h, h(other), alpha);
    return this;
  }
  sub_(other: TensorOrScalar, alpha?: Scalar): this {
    native.sub_(this._h, h(other), alpha);
    return this;
  }
  mul_(other: TensorOrScalar): this {
    native.mul_(this._h, h(other));
    return this;
  }
  div_(other: TensorOrScalar): this {
    native.div_(this._h, h(other));
    return this;
  }
  /** Copies `src` (or fills with a scalar) into this tensor, in place. */
  copy_(src: TensorOrScalar): this {
    native.copy_(this._h, h(src));
    return this;
  }
  fill_(value: Scalar): this {
    native.copy_(this._h, value);
    return this;
  }
  zero_(): this {
    native.zero_(this._h);
    return this;
  }

  // ---- comparisons ----

  eq(other: TensorOrScalar): Tensor {
    return new Tensor(native.eq(this._h, h(other)));
  }
  ne(other: TensorOrScalar): Tensor {
    return new Tensor(native.ne(this._h, h(other)));
  }
  lt(other: TensorOrScalar): Tensor {
    return new Tensor(native.lt(this._h, h(other)));
  }
  le(other: TensorOrScalar): Tensor {
    return new Tensor(native.le(this._h, h(other)));
  }
  gt(other: TensorOrScalar): Tensor {
    return new Tensor(native.gt(this._h, h(other)));
  }
  ge(other: TensorOrScalar): Tensor {
    return new Tensor(native.ge(this._h, h(other)));
  }
  /** True when shapes and all elements are equal. */
  equal(other: Tensor): boolean {
    return callOp('aten::equal', [this, other]);
  }
  allclose(other: Tensor, options: { rtol?: number; atol?: number; equalNan?: boolean } = {}): boolean {
    return callOp('aten::allclose', [this, other], options);
  }

  // ---- reductions ----

  sum(dim?: number | number[] | null, keepdim = false): Tensor {
    return new Tensor(native.sum(this._h, dim === undefined || dim === null ? null : checkDims(dim, 'sum'), keepdim));
  }
  mean(dim?: number | number[] | null, keepdim = false): Tensor {
    return new Tensor(native.mean(this._h, dim === undefined || dim === null ? null : checkDims(dim, 'mean'), keepdim));
  }
  /** `max()` of all elements, or `[values, indices]` along `dim`. */
  max(): Tensor;
  max(dim: number, keepdim?: boolean): [Tensor, Tensor];
  max(dim?: number, keepdim = false): Tensor | [Tensor, Tensor] {
    return dim === undefined ? callOp('aten::max', [this]) : callOp('aten::max.dim', [this, dim, keepdim]);
  }
  min(): Tensor;
  min(dim: number, keepdim?: boolean): [Tensor, Tensor];
  min(dim?: number, keepdim = false): Tensor | [Tensor, Tensor] {
    return dim === undefined ? callOp('aten::min', [this]) : callOp('aten::min.dim', [this, dim, keepdim]);
  }
  argmax(dim?: number, keepdim = false): Tensor {
    return callOp('aten::argmax', [this, dim ?? null, keepdim]);
  }
  argmin(dim?: number, keepdim = false): Tensor {
    return callOp('aten::argmin', [this, dim ?? null, keepdim]);
  }

  // ---- linear algebra ----

  matmul(other: Tensor): Tensor {
    return new Tensor(native.matmul(this._h, other._h));
  }
  mm(other: Tensor): Tensor {
    return new Tensor(native.mm(this._h, other._h));
  }
  bmm(other: Tensor): Tensor {
    return new Tensor(native.bmm(this._h, other._h));
  }
}

// Tensors waiting to get the garbage collector's safety net. They are strongly held here until
// the batch is handed to native code, at the next turn of the event loop or once the batch is
// full, whichever comes first; those disposed by then are skipped.
const ADOPT_BATCH = 256;
let pendingAdoption: Tensor[] = [];
let adoptionScheduled = false;

function adoptLater(t: Tensor): void {
  pendingAdoption.push(t);
  if (pendingAdoption.length >= ADOPT_BATCH) flushAdoption();
  else if (!adoptionScheduled) {
    adoptionScheduled = true;
    setImmediate(flushAdoption);
  }
}

/** @internal Hands every pending tensor that is still alive to the garbage collector's care. */
export function flushAdoption(): void {
  adoptionScheduled = false;
  const batch = pendingAdoption;
  if (batch.length === 0) return;
  pendingAdoption = [];
  const owners: Tensor[] = [];
  const handles: Handle[] = [];
  for (const t of batch) {
    if (t.isDisposed) continue;
    owners.push(t);
    handles.push(t._h);
  }
  if (handles.length) native.adoptAll(owners, handles);
}

/** Wraps a native result (handles, arrays of handles) as tensors. */
export function wrap<T = Tensor>(v: unknown): T {
  return fromNative(v) as T;
}

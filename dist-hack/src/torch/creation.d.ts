import { type DType } from './dtype.js';
import { Tensor, type NestedArray, type Scalar } from './tensor.js';
export interface TensorOptions {
    dtype?: DType;
    device?: string;
    requiresGrad?: boolean;
}
type ShapeArgs = number[] | [number[]];
/** Validates a shape from JS: integers >= 0, no NaN. */
export declare function checkSize(shape: unknown, fn: string): number[];
/** The most nested arrays `torch.tensor` builds a tensor from: PyTorch's limit (`MAX_DIMS` of `torch.tensor`). */
export declare const MAX_NESTED_DIMS = 128;
/**
 * Creates a tensor from data: nested arrays of numbers/booleans/bigints, a typed array, a
 * scalar, or another tensor (copied). Like PyTorch, integers infer int64, any fraction
 * float32, booleans bool; JS has no `1.0` literal, so pass `{ dtype: 'float32' }` (or
 * `requiresGrad: true`) for floating-point data that happens to be integral.
 */
export declare function tensor(data: NestedArray<number | boolean | bigint> | ArrayBufferView | Tensor, options?: TensorOptions): Tensor;
/** A tensor holding a copy of a typed array's elements, with the given shape. */
export declare function fromTypedArray(data: ArrayBufferView, shape: number[], dtype?: DType): Tensor;
export declare function zeros(...args: [...ShapeArgs, TensorOptions?] | ShapeArgs): Tensor;
export declare function ones(...args: [...ShapeArgs, TensorOptions?] | ShapeArgs): Tensor;
export declare function empty(...args: [...ShapeArgs, TensorOptions?] | ShapeArgs): Tensor;
export declare function rand(...args: [...ShapeArgs, TensorOptions?] | ShapeArgs): Tensor;
export declare function randn(...args: [...ShapeArgs, TensorOptions?] | ShapeArgs): Tensor;
export declare function full(shape: number[], value: Scalar, options?: TensorOptions): Tensor;
/** Integers drawn uniformly from [low, high). `randint(high, shape)` or `randint(low, high, shape)`. */
export declare function randint(low: number, high: number | number[], shape?: number[] | TensorOptions, options?: TensorOptions): Tensor;
/** `arange(end)`, `arange(start, end, step?)`. */
export declare function arange(start: number, end?: number | TensorOptions, step?: number | TensorOptions, options?: TensorOptions): Tensor;
export declare function linspace(start: number, end: number, steps: number, options?: TensorOptions): Tensor;
export declare function eye(n: number, m?: number | TensorOptions, options?: TensorOptions): Tensor;
export declare const zerosLike: (t: Tensor, o?: TensorOptions) => Tensor;
export declare const onesLike: (t: Tensor, o?: TensorOptions) => Tensor;
export declare const emptyLike: (t: Tensor, o?: TensorOptions) => Tensor;
export declare const randLike: (t: Tensor, o?: TensorOptions) => Tensor;
export declare const randnLike: (t: Tensor, o?: TensorOptions) => Tensor;
export declare const fullLike: (t: Tensor, value: Scalar, o?: TensorOptions) => Tensor;
/** True for float16/bfloat16/float32/float64 tensors. */
export declare function isFloatingPointTensor(t: Tensor): boolean;
export {};

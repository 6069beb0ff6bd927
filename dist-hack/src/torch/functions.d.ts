import { Slice, Tensor, type Scalar, type TensorOrScalar } from './tensor.js';
export declare function cat(tensors: Tensor[], dim?: number): Tensor;
export declare function stack(tensors: Tensor[], dim?: number): Tensor;
export declare function where(condition: Tensor, input: TensorOrScalar, other: TensorOrScalar): Tensor;
export declare function matmul(a: Tensor, b: Tensor): Tensor;
export declare function einsum(equation: string, ...operands: Tensor[]): Tensor;
export declare function add(a: Tensor, b: TensorOrScalar, alpha?: Scalar): Tensor;
export declare function mul(a: Tensor, b: TensorOrScalar): Tensor;
/** A slice for `Tensor.index`: `slice(1, 3)` is `1:3`, `slice()` is `:`. */
export declare function slice(start?: number | null, stop?: number | null, step?: number | null): Slice;

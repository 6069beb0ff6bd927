import type { Tensor } from '../tensor.js';
/**
 * Thin typed wrappers over ATen's multi-tensor (`_foreach_*`) operators: one native call
 * updates a whole list of tensors. In-place forms return nothing; out-of-place forms return
 * new tensors owned by the caller (or by the enclosing `torch.scope`).
 * @internal
 */
export declare const foreach: {
    neg: (xs: Tensor[]) => Tensor[];
    sqrt: (xs: Tensor[]) => Tensor[];
    sqrt_: (xs: Tensor[]) => void;
    zero_: (xs: Tensor[]) => void;
    addScalar: (xs: Tensor[], s: number) => Tensor[];
    addScalar_: (xs: Tensor[], s: number) => void;
    mulScalar_: (xs: Tensor[], s: number) => void;
    mulScalarList: (xs: Tensor[], s: number[]) => Tensor[];
    divScalarList_: (xs: Tensor[], s: number[]) => void;
    /** `xs + alpha * ys`, new tensors. */
    addList: (xs: Tensor[], ys: Tensor[], alpha?: number) => Tensor[];
    /** `xs += alpha * ys`. */
    addList_: (xs: Tensor[], ys: Tensor[], alpha?: number) => void;
    mulList_: (xs: Tensor[], ys: Tensor[]) => void;
    divList: (xs: Tensor[], ys: Tensor[]) => Tensor[];
    maximumList_: (xs: Tensor[], ys: Tensor[]) => void;
    /** `xs += value * a * b`. */
    addcmul_: (xs: Tensor[], a: Tensor[], b: Tensor[], value: number) => void;
    addcmul: (xs: Tensor[], a: Tensor[], b: Tensor[], value: number) => Tensor[];
    /** `xs += value * a / b`. */
    addcdiv_: (xs: Tensor[], a: Tensor[], b: Tensor[], value: number) => void;
    /** `xs[i] += values[i] * a[i] / b[i]`. */
    addcdivScalarList_: (xs: Tensor[], a: Tensor[], b: Tensor[], values: number[]) => void;
    norm: (xs: Tensor[], ord: number) => Tensor[];
};

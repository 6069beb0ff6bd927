import { callOp } from '../ops.js';
import type { Tensor } from '../tensor.js';

/**
 * Thin typed wrappers over ATen's multi-tensor (`_foreach_*`) operators: one native call
 * updates a whole list of tensors. In-place forms return nothing; out-of-place forms return
 * new tensors owned by the caller (or by the enclosing `torch.scope`).
 * @internal
 */
export const foreach = {
  neg: (xs: Tensor[]): Tensor[] => callOp('aten::_foreach_neg', [xs]),
  sqrt: (xs: Tensor[]): Tensor[] => callOp('aten::_foreach_sqrt', [xs]),
  sqrt_: (xs: Tensor[]): void => callOp('aten::_foreach_sqrt_', [xs]),
  zero_: (xs: Tensor[]): void => callOp('aten::_foreach_zero_', [xs]),
  addScalar: (xs: Tensor[], s: number): Tensor[] => callOp('aten::_foreach_add.Scalar', [xs, s]),
  addScalar_: (xs: Tensor[], s: number): void => callOp('aten::_foreach_add_.Scalar', [xs, s]),
  mulScalar_: (xs: Tensor[], s: number): void => callOp('aten::_foreach_mul_.Scalar', [xs, s]),
  mulScalarList: (xs: Tensor[], s: number[]): Tensor[] => callOp('aten::_foreach_mul.ScalarList', [xs, s]),
  divScalarList_: (xs: Tensor[], s: number[]): void => callOp('aten::_foreach_div_.ScalarList', [xs, s]),
  /** `xs + alpha * ys`, new tensors. */
  addList: (xs: Tensor[], ys: Tensor[], alpha = 1): Tensor[] => callOp('aten::_foreach_add.List', [xs, ys], { alpha }),
  /** `xs += alpha * ys`. */
  addList_: (xs: Tensor[], ys: Tensor[], alpha = 1): void => callOp('aten::_foreach_add_.List', [xs, ys], { alpha }),
  mulList_: (xs: Tensor[], ys: Tensor[]): void => callOp('aten::_foreach_mul_.List', [xs, ys]),
  divList: (xs: Tensor[], ys: Tensor[]): Tensor[] => callOp('aten::_foreach_div.List', [xs, ys]),
  maximumList_: (xs: Tensor[], ys: Tensor[]): void => callOp('aten::_foreach_maximum_.List', [xs, ys]),
  /** `xs += value * a * b`. */
  addcmul_: (xs: Tensor[], a: Tensor[], b: Tensor[], value: number): void =>
    callOp('aten::_foreach_addcmul_.Scalar', [xs, a, b, value]),
  addcmul: (xs: Tensor[], a: Tensor[], b: Tensor[], value: number): Tensor[] =>
    callOp('aten::_foreach_addcmul.Scalar', [xs, a, b, value]),
  /** `xs += value * a / b`. */
  addcdiv_: (xs: Tensor[], a: Tensor[], b: Tensor[], value: number): void =>
    callOp('aten::_foreach_addcdiv_.Scalar', [xs, a, b, value]),
  /** `xs[i] += values[i] * a[i] / b[i]`. */
  addcdivScalarList_: (xs: Tensor[], a: Tensor[], b: Tensor[], values: number[]): void =>
    callOp('aten::_foreach_addcdiv_.ScalarList', [xs, a, b, values]),
  norm: (xs: Tensor[], ord: number): Tensor[] => callOp('aten::_foreach_norm.Scalar', [xs, ord]),
};

import { callOp } from '../ops.js';
/**
 * Thin typed wrappers over ATen's multi-tensor (`_foreach_*`) operators: one native call
 * updates a whole list of tensors. In-place forms return nothing; out-of-place forms return
 * new tensors owned by the caller (or by the enclosing `torch.scope`).
 * @internal
 */
export const foreach = {
    neg: (xs) => callOp('aten::_foreach_neg', [xs]),
    sqrt: (xs) => callOp('aten::_foreach_sqrt', [xs]),
    sqrt_: (xs) => callOp('aten::_foreach_sqrt_', [xs]),
    zero_: (xs) => callOp('aten::_foreach_zero_', [xs]),
    addScalar: (xs, s) => callOp('aten::_foreach_add.Scalar', [xs, s]),
    addScalar_: (xs, s) => callOp('aten::_foreach_add_.Scalar', [xs, s]),
    mulScalar_: (xs, s) => callOp('aten::_foreach_mul_.Scalar', [xs, s]),
    mulScalarList: (xs, s) => callOp('aten::_foreach_mul.ScalarList', [xs, s]),
    divScalarList_: (xs, s) => callOp('aten::_foreach_div_.ScalarList', [xs, s]),
    /** `xs + alpha * ys`, new tensors. */
    addList: (xs, ys, alpha = 1) => callOp('aten::_foreach_add.List', [xs, ys], { alpha }),
    /** `xs += alpha * ys`. */
    addList_: (xs, ys, alpha = 1) => callOp('aten::_foreach_add_.List', [xs, ys], { alpha }),
    mulList_: (xs, ys) => callOp('aten::_foreach_mul_.List', [xs, ys]),
    divList: (xs, ys) => callOp('aten::_foreach_div.List', [xs, ys]),
    maximumList_: (xs, ys) => callOp('aten::_foreach_maximum_.List', [xs, ys]),
    /** `xs += value * a * b`. */
    addcmul_: (xs, a, b, value) => callOp('aten::_foreach_addcmul_.Scalar', [xs, a, b, value]),
    addcmul: (xs, a, b, value) => callOp('aten::_foreach_addcmul.Scalar', [xs, a, b, value]),
    /** `xs += value * a / b`. */
    addcdiv_: (xs, a, b, value) => callOp('aten::_foreach_addcdiv_.Scalar', [xs, a, b, value]),
    /** `xs[i] += values[i] * a[i] / b[i]`. */
    addcdivScalarList_: (xs, a, b, values) => callOp('aten::_foreach_addcdiv_.ScalarList', [xs, a, b, values]),
    norm: (xs, ord) => callOp('aten::_foreach_norm.Scalar', [xs, ord]),
};
//# sourceMappingURL=foreach.js.map
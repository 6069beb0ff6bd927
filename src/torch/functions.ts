// torch.* functions over several tensors that have no natural method form.
import { callOp } from './ops.js';
import { Slice, Tensor, type Scalar, type TensorOrScalar } from './tensor.js';
import { tensorList } from './tensor-list.js';

function checkTensors(ts: unknown, fn: string): Tensor[] {
  return tensorList(ts, `torch.${fn}`);
}

export function cat(tensors: Tensor[], dim = 0): Tensor {
  return callOp('aten::cat', [checkTensors(tensors, 'cat'), dim]);
}
export function stack(tensors: Tensor[], dim = 0): Tensor {
  return callOp('aten::stack', [checkTensors(tensors, 'stack'), dim]);
}
export function where(condition: Tensor, input: TensorOrScalar, other: TensorOrScalar): Tensor {
  return callOp('aten::where', [condition, input, other]);
}
export function matmul(a: Tensor, b: Tensor): Tensor {
  return a.matmul(b);
}
export function einsum(equation: string, ...operands: Tensor[]): Tensor {
  return callOp('aten::einsum', [equation, operands]);
}
export function add(a: Tensor, b: TensorOrScalar, alpha?: Scalar): Tensor {
  return a.add(b, alpha);
}
export function mul(a: Tensor, b: TensorOrScalar): Tensor {
  return a.mul(b);
}
/** A slice for `Tensor.index`: `slice(1, 3)` is `1:3`, `slice()` is `:`. */
export function slice(start: number | null = null, stop: number | null = null, step: number | null = null): Slice {
  return new Slice(start, stop, step);
}

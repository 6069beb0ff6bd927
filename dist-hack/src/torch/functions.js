// torch.* functions over several tensors that have no natural method form.
import { callOp } from './ops.js';
import { Slice } from './tensor.js';
import { tensorList } from './tensor-list.js';
function checkTensors(ts, fn) {
    return tensorList(ts, `torch.${fn}`);
}
export function cat(tensors, dim = 0) {
    return callOp('aten::cat', [checkTensors(tensors, 'cat'), dim]);
}
export function stack(tensors, dim = 0) {
    return callOp('aten::stack', [checkTensors(tensors, 'stack'), dim]);
}
export function where(condition, input, other) {
    return callOp('aten::where', [condition, input, other]);
}
export function matmul(a, b) {
    return a.matmul(b);
}
export function einsum(equation, ...operands) {
    return callOp('aten::einsum', [equation, operands]);
}
export function add(a, b, alpha) {
    return a.add(b, alpha);
}
export function mul(a, b) {
    return a.mul(b);
}
/** A slice for `Tensor.index`: `slice(1, 3)` is `1:3`, `slice()` is `:`. */
export function slice(start = null, stop = null, step = null) {
    return new Slice(start, stop, step);
}
//# sourceMappingURL=functions.js.map
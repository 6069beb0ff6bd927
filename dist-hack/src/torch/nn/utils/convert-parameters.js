import { noGrad } from '../../autograd.js';
import { callOp } from '../../ops.js';
import { scope } from '../../scope.js';
import { Tensor } from '../../tensor.js';
function tensorsOf(parameters, fn) {
    if (parameters instanceof Tensor)
        return [parameters];
    if (parameters === null || typeof parameters !== 'object' || typeof parameters[Symbol.iterator] !== 'function') {
        throw new TypeError(`${fn}: expected an iterable of Tensors (for example model.parameters()) but received ${parameters === null ? 'null' : typeof parameters}`);
    }
    const list = [...parameters];
    list.forEach((p, i) => {
        if (!(p instanceof Tensor))
            throw new TypeError(`${fn}: parameters[${i}] is not a Tensor`);
        if (p.isDisposed)
            throw new Error(`${fn}: parameters[${i}] was already disposed`);
    });
    const devices = new Set(list.map((p) => p.device));
    if (devices.size > 1)
        throw new Error(`${fn}: all parameters must be on one device, found ${[...devices].join(' and ')}`);
    return list;
}
/**
 * Flattens parameters into one 1-D tensor, in order (PyTorch's
 * `torch.nn.utils.parameters_to_vector`). The result is a new tensor that is part of the
 * autograd graph of the parameters, like PyTorch's `torch.cat([p.view(-1) ...])`.
 *
 * @throws TypeError for something that is not an iterable of tensors; Error when the
 *   parameters are on different devices or there are none
 */
export function parametersToVector(parameters) {
    const list = tensorsOf(parameters, 'parametersToVector');
    if (list.length === 0)
        throw new Error('parametersToVector: got no parameters');
    return scope(() => callOp('aten::cat', [list.map((p) => p.reshape(-1))]));
}
/**
 * Copies consecutive slices of a 1-D tensor into the parameters, in order (PyTorch's
 * `torch.nn.utils.vector_to_parameters`). PyTorch rebinds each parameter's `.data` to a view
 * of `vec`; here values are copied in place (without recording autograd), so each parameter
 * keeps its own storage and identity (optimizers built over it stay valid) and `vec` may be
 * disposed afterwards.
 *
 * @throws TypeError when `vec` is not a 1-D tensor; RangeError when its length differs from
 *   the parameters' total number of elements
 */
export function vectorToParameters(vec, parameters) {
    if (!(vec instanceof Tensor))
        throw new TypeError(`vectorToParameters: expected a Tensor for vec but received ${vec === null ? 'null' : typeof vec}`);
    if (vec.dim() !== 1)
        throw new TypeError(`vectorToParameters: vec must be 1-D but has shape [${vec.shape.join(', ')}]`);
    const list = tensorsOf(parameters, 'vectorToParameters');
    const total = list.reduce((n, p) => n + p.numel(), 0);
    if (vec.shape[0] !== total) {
        throw new RangeError(`vectorToParameters: vec has ${vec.shape[0]} elements but the parameters have ${total} in all`);
    }
    scope(() => noGrad(() => {
        let offset = 0;
        for (const p of list) {
            const n = p.numel();
            p.copy_(vec.narrow(0, offset, n).view(p.shape));
            offset += n;
        }
    }));
}
//# sourceMappingURL=convert-parameters.js.map
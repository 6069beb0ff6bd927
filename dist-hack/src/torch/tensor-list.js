import { types } from 'node:util';
import { describe } from './dtype.js';
import { Tensor } from './tensor.js';
/**
 * The tensors of a list argument, read once into a plain array: each element a Tensor
 * itself. Like PyTorch ("expected Tensor as element 1 in argument 0"), anything else is
 * refused by its index, and so is a Proxy, even of a Tensor: it passes `instanceof` but
 * answers each read through code of its own, so what was checked need not be what is used.
 *
 * @param fn - the function named in the error, e.g. `torch.cat`
 * @throws TypeError naming the element and what it is
 */
export function tensorList(value, fn) {
    if (!Array.isArray(value))
        throw new TypeError(`${fn}: expected an array of Tensors but received ${describe(value)}`);
    if (types.isProxy(value))
        throw new TypeError(`${fn}: expected an array of Tensors but received a Proxy of an array; pass a plain array`);
    const list = value.slice();
    for (let i = 0; i < list.length; i++)
        checkTensorElement(list[i], i, fn);
    return list;
}
/**
 * Refuses element `i` of a tensor list unless it is a Tensor and not a Proxy.
 *
 * @throws TypeError naming the element and what it is
 */
export function checkTensorElement(x, i, fn) {
    if (types.isProxy(x)) {
        throw new TypeError(`${fn}: element ${i} of the tensor list is a Proxy${x instanceof Tensor ? ' of a Tensor' : ''}, not a Tensor; pass the Tensor itself`);
    }
    if (!(x instanceof Tensor))
        throw new TypeError(`${fn}: expected a Tensor as element ${i} of the tensor list but received ${describe(x)}`);
}
//# sourceMappingURL=tensor-list.js.map
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
export declare function tensorList(value: unknown, fn: string): Tensor[];
/**
 * Refuses element `i` of a tensor list unless it is a Tensor and not a Proxy.
 *
 * @throws TypeError naming the element and what it is
 */
export declare function checkTensorElement(x: unknown, i: number, fn: string): asserts x is Tensor;

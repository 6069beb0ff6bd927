import { Tensor } from '../../tensor.js';
/**
 * Flattens parameters into one 1-D tensor, in order (PyTorch's
 * `torch.nn.utils.parameters_to_vector`). The result is a new tensor that is part of the
 * autograd graph of the parameters, like PyTorch's `torch.cat([p.view(-1) ...])`.
 *
 * @throws TypeError for something that is not an iterable of tensors; Error when the
 *   parameters are on different devices or there are none
 */
export declare function parametersToVector(parameters: Iterable<Tensor>): Tensor;
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
export declare function vectorToParameters(vec: Tensor, parameters: Iterable<Tensor>): void;

import { Tensor } from '../tensor.js';
/** One tensor or any iterable of tensors (`model.parameters()`). */
export type TensorOrTensors = Tensor | Iterable<Tensor>;
/**
 * Scales the gradients of `parameters` in place so that their joint `normType`-norm is at most
 * `maxNorm` (PyTorch's `torch.nn.utils.clip_grad_norm_`), and returns the norm before clipping
 * as a 0-d tensor (the caller owns it). `normType` may be `Infinity`. With
 * `errorIfNonfinite`, throws when that norm is NaN or infinite instead of scaling.
 *
 * @throws RangeError for a negative `maxNorm` (PyTorch would reverse the gradients); TypeError
 *   for a Proxy or anything but a Tensor among `parameters`
 */
export declare function clipGradNorm_(parameters: TensorOrTensors, maxNorm: number, normType?: number, options?: {
    errorIfNonfinite?: boolean;
}): Tensor;
/** Clamps the gradients of `parameters` to `[-clipValue, clipValue]` in place (PyTorch's `clip_grad_value_`). */
export declare function clipGradValue_(parameters: TensorOrTensors, clipValue: number): void;
/**
 * True when any gradient of `parameters` holds a NaN or an infinity. A few native calls for
 * the whole list (the largest absolute value of each gradient, which is finite exactly when
 * the gradient is), so it does not overflow the way a summed norm can in float16.
 */
export declare function hasNonfiniteGrad(parameters: TensorOrTensors): boolean;
/** True when every gradient of `parameters` is finite (the negation of {@link hasNonfiniteGrad}). */
export declare function gradsAreFinite(parameters: TensorOrTensors): boolean;

import { type DType } from './dtype.js';
/** Device types autocast knows. */
export type AutocastDeviceType = 'cpu' | 'cuda';
/** Options of {@link autocast}. */
export interface AutocastOptions {
    /** The lower precision eligible operators run in: `bfloat16` (CPU and CUDA) or `float16` (CUDA). Default: `bfloat16` on CPU, `float16` on CUDA. */
    dtype?: DType | string;
    /** `false` runs `fn` with autocast switched off for the device (to exclude a region). Default true. */
    enabled?: boolean;
    /** Keep casted copies of leaf tensors (weights) for reuse within the outermost region. Default true. */
    cacheEnabled?: boolean;
}
/** Whether autocast is on for `deviceType` and in which dtype. */
export declare function autocastState(deviceType?: AutocastDeviceType): {
    enabled: boolean;
    dtype: DType;
};
/** True when autocast is on for `deviceType`. */
export declare function isAutocastEnabled(deviceType?: AutocastDeviceType): boolean;
/**
 * Runs `fn` under automatic mixed precision on `deviceType` (PyTorch's `torch.autocast`):
 * operators that benefit (matrix products, convolutions) run in `dtype`, precision-sensitive
 * ones (losses, reductions, softmax) in float32, and mixed inputs are promoted. Run the
 * forward pass and the loss inside; call `backward()` outside (it follows the forward's
 * dtypes by itself).
 *
 * The previous state is restored when `fn` returns or throws, so regions nest. Autocast state
 * is per thread, like grad mode, so `fn` must be synchronous: an `await` inside would leak the
 * state into whatever else runs meanwhile.
 *
 * @example
 * const loss = torch.autocast('cpu', { dtype: 'bfloat16' }, () => criterion.call(model.call(x), y));
 * loss.backward();
 * @throws TypeError for an unknown device type, an unsupported dtype (CPU: bfloat16 only), or an async `fn`
 * @throws Error for `cuda` without a CUDA build of libtorch
 */
export declare function autocast<T>(deviceType: AutocastDeviceType, options: AutocastOptions, fn: () => T): T;

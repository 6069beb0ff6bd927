import { dtypeCode, dtypeFromCode, toDType } from './dtype.js';
import { native } from './native.js';
/** Whether autocast is on for `deviceType` and in which dtype. */
export function autocastState(deviceType = 'cpu') {
    const [enabled, code] = native.autocastState(deviceType);
    return { enabled, dtype: dtypeFromCode(code) };
}
/** True when autocast is on for `deviceType`. */
export function isAutocastEnabled(deviceType = 'cpu') {
    return autocastState(deviceType).enabled;
}
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
export function autocast(deviceType, options, fn) {
    if (typeof fn !== 'function')
        throw new TypeError('torch.autocast: expected a function to run as the last argument');
    if (fn[Symbol.toStringTag] === 'AsyncFunction') {
        throw new TypeError('torch.autocast: the function is async; autocast state is per thread and cannot span an await. Wrap the synchronous forward pass instead.');
    }
    const enabled = options.enabled ?? true;
    const dtype = options.dtype === undefined ? (deviceType === 'cuda' ? 'float16' : 'bfloat16') : toDType(options.dtype, 'torch.autocast dtype');
    const [prevEnabled, prevCode] = native.autocastState(deviceType);
    const prevCache = native.autocastCacheEnabled();
    native.setAutocastState(deviceType, enabled, dtypeCode(dtype));
    if (options.cacheEnabled !== undefined)
        native.setAutocastCacheEnabled(options.cacheEnabled);
    native.autocastEnter();
    try {
        const result = fn();
        if (result instanceof Promise) {
            throw new TypeError('torch.autocast: the function returned a Promise; autocast state is per thread and cannot span an await. Wrap the synchronous forward pass instead.');
        }
        return result;
    }
    finally {
        native.autocastExit();
        native.setAutocastCacheEnabled(prevCache);
        native.setAutocastState(deviceType, prevEnabled, prevCode);
    }
}
//# sourceMappingURL=autocast.js.map
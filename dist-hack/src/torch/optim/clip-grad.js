import { types } from 'node:util';
import { noGrad } from '../autograd.js';
import { tensor } from '../creation.js';
import { callOp } from '../ops.js';
import { scope } from '../scope.js';
import { Tensor } from '../tensor.js';
import { foreach } from './foreach.js';
function gradsOf(parameters, fn) {
    if (parameters === null || typeof parameters !== 'object') {
        throw new TypeError(`${fn}: expected a Tensor or an iterable of Tensors but received ${parameters === null ? 'null' : typeof parameters}`);
    }
    if (types.isProxy(parameters))
        throw new TypeError(`${fn}: parameters is a Proxy; pass the Tensor, or an array or iterable of Tensors, itself`);
    const list = parameters instanceof Tensor ? [parameters] : [...parameters];
    const grads = [];
    list.forEach((p, i) => {
        if (types.isProxy(p))
            throw new TypeError(`${fn}: parameters[${i}] is a Proxy${p instanceof Tensor ? ' of a Tensor' : ''}, not a Tensor; pass the Tensor itself`);
        if (!(p instanceof Tensor))
            throw new TypeError(`${fn}: parameters[${i}] is not a Tensor`);
        const g = p.grad;
        if (g)
            grads.push(g);
    });
    return grads;
}
/**
 * Scales the gradients of `parameters` in place so that their joint `normType`-norm is at most
 * `maxNorm` (PyTorch's `torch.nn.utils.clip_grad_norm_`), and returns the norm before clipping
 * as a 0-d tensor (the caller owns it). `normType` may be `Infinity`. With
 * `errorIfNonfinite`, throws when that norm is NaN or infinite instead of scaling.
 *
 * @throws RangeError for a negative `maxNorm` (PyTorch would reverse the gradients); TypeError
 *   for a Proxy or anything but a Tensor among `parameters`
 */
export function clipGradNorm_(parameters, maxNorm, normType = 2, options = {}) {
    if (typeof maxNorm !== 'number' || Number.isNaN(maxNorm))
        throw new TypeError(`clipGradNorm_: maxNorm must be a number but received ${String(maxNorm)}`);
    if (maxNorm < 0) {
        throw new RangeError(`clipGradNorm_: maxNorm must be >= 0 but received ${maxNorm}; a negative bound would reverse the gradients (PyTorch scales them by it without a word). Pass the largest norm to allow, e.g. 1.0`);
    }
    if (typeof normType !== 'number' || Number.isNaN(normType))
        throw new TypeError(`clipGradNorm_: normType must be a number (or Infinity) but received ${String(normType)}`);
    return scope(() => noGrad(() => {
        const grads = gradsOf(parameters, 'clipGradNorm_');
        if (grads.length === 0)
            return tensor(0, { dtype: 'float32' });
        const norms = foreach.norm(grads, normType);
        const device = grads[0].device;
        const stacked = callOp('aten::stack', [norms.map((n) => (n.device === device ? n : n.to(device)))]);
        const total = normType === Infinity
            ? norms.length === 1
                ? norms[0]
                : callOp('aten::max', [stacked])
            : callOp('aten::linalg_vector_norm', [stacked, normType]);
        if (options.errorIfNonfinite && !Number.isFinite(total.item())) {
            throw new Error(`clipGradNorm_: the total norm of order ${normType} for gradients is non-finite, so it cannot be clipped. ` +
                'To scale the gradients by the non-finite norm anyway, pass { errorIfNonfinite: false }');
        }
        // PyTorch: clamp(max_norm / (total + 1e-6), max=1), computed as tensors
        const coef = callOp('aten::clamp', [callOp('aten::reciprocal', [total.add(1e-6)]).mul(maxNorm), null, 1.0]);
        foreach.mulList_(grads, grads.map(() => coef));
        return total;
    }));
}
/** Clamps the gradients of `parameters` to `[-clipValue, clipValue]` in place (PyTorch's `clip_grad_value_`). */
export function clipGradValue_(parameters, clipValue) {
    if (typeof clipValue !== 'number' || !(clipValue >= 0)) {
        throw new RangeError(`clipGradValue_: clipValue must be a number >= 0 but received ${String(clipValue)}`);
    }
    scope(() => noGrad(() => {
        for (const g of gradsOf(parameters, 'clipGradValue_'))
            callOp('aten::clamp_', [g, -clipValue, clipValue]);
    }));
}
/**
 * True when any gradient of `parameters` holds a NaN or an infinity. A few native calls for
 * the whole list (the largest absolute value of each gradient, which is finite exactly when
 * the gradient is), so it does not overflow the way a summed norm can in float16.
 */
export function hasNonfiniteGrad(parameters) {
    return scope(() => noGrad(() => {
        const grads = gradsOf(parameters, 'hasNonfiniteGrad');
        if (grads.length === 0)
            return false;
        const maxima = foreach.norm(grads, Infinity);
        const device = maxima[0].device;
        const stacked = callOp('aten::stack', [maxima.map((m) => (m.device === device ? m : m.to(device)))]);
        const allFinite = callOp('aten::all', [callOp('aten::isfinite', [stacked])]);
        return !allFinite.item();
    }));
}
/** True when every gradient of `parameters` is finite (the negation of {@link hasNonfiniteGrad}). */
export function gradsAreFinite(parameters) {
    return !hasNonfiniteGrad(parameters);
}
//# sourceMappingURL=clip-grad.js.map
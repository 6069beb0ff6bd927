// The gradient arithmetic every strategy shares: the float64 norm with PyTorch's clip
// coefficient and the non-finite flag, over a list of tensors whose gradients the optimizer
// steps (whole parameters or shards of them).
import { noGrad } from '../torch/autograd.js';
import { callOp } from '../torch/ops.js';
import { hasNonfiniteGrad } from '../torch/optim/clip-grad.js';
import { foreach } from '../torch/optim/foreach.js';
import { scope } from '../torch/scope.js';
/** The gradients of `params` that exist (new references; the caller disposes them). */
export function gradientsOf(params) {
    const grads = [];
    for (const p of params) {
        const g = p.grad;
        if (g)
            grads.push(g);
    }
    return grads;
}
/** 1 when a gradient of `params` holds a NaN or an infinity, else 0. */
export function nonfiniteFlag(params) {
    // An empty shard (a rank past a short parameter's last row) has nothing to check.
    const nonEmpty = params.filter((p) => p.numel() > 0);
    return nonEmpty.length > 0 && hasNonfiniteGrad(nonEmpty) ? 1 : 0;
}
/** Σ g² over every gradient of `params`, each summed in float64, the gradients added in order. */
export function squaredGradNorm64(params) {
    let total = 0;
    for (const p of params) {
        total += scope(() => noGrad(() => {
            const g = p.grad;
            if (!g || g.numel() === 0)
                return 0;
            const d = g.double().reshape(-1);
            return callOp('aten::dot', [d, d]).item();
        }));
    }
    return total;
}
/**
 * Clips the gradients of `params` to a total 2-norm of `maxNorm`, PyTorch's
 * `clip_grad_norm_` with the norm in float64: `reduceSquares` turns the local sum of squares
 * into the domain's (identity where gradients are replicated, a SUM where they are sharded).
 *
 * @returns the total norm before clipping
 */
export async function clipGradientsByNorm(params, maxNorm, reduceSquares) {
    const norm = Math.sqrt(await reduceSquares(squaredGradNorm64(params)));
    clipGradientsToNorm(params, maxNorm, norm);
    return norm;
}
/** Scales the gradients of `params`, whose total 2-norm is `norm`, down to `maxNorm` (PyTorch's clip coefficient). */
export function clipGradientsToNorm(params, maxNorm, norm) {
    const coefficient = Math.min(maxNorm / (norm + 1e-6), 1);
    if (coefficient < 1) {
        scope(() => noGrad(() => foreach.mulScalar_(gradientsOf(params), coefficient)));
    }
}
//# sourceMappingURL=gradient-ops.js.map
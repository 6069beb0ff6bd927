// The gradient arithmetic every strategy shares: the float64 norm with PyTorch's clip
// coefficient and the non-finite flag, over a list of tensors whose gradients the optimizer
// steps (whole parameters or shards of them).
import { noGrad } from '../torch/autograd.js';
import { native } from '../torch/native.js';
import { hasNonfiniteGrad } from '../torch/optim/clip-grad.js';
import { foreach } from '../torch/optim/foreach.js';
import { scope } from '../torch/scope.js';
import type { Tensor } from '../torch/tensor.js';

/** The gradients of `params` that exist (new references; the caller disposes them). */
export function gradientsOf(params: readonly Tensor[]): Tensor[] {
  const grads: Tensor[] = [];
  for (const p of params) {
    const g = p.grad;
    if (g) grads.push(g);
  }
  return grads;
}

/** 1 when a gradient of `params` holds a NaN or an infinity, else 0. */
export function nonfiniteFlag(params: readonly Tensor[]): number {
  // An empty shard (a rank past a short parameter's last row) has nothing to check.
  const nonEmpty = params.filter((p) => p.numel() > 0);
  return nonEmpty.length > 0 && hasNonfiniteGrad(nonEmpty) ? 1 : 0;
}

/**
 * Σ g² over every gradient of `params`, each square and the sums in float64, the gradients
 * added in order (one native pass over each float32 gradient, no float64 copy).
 */
export function squaredGradNorm64(params: readonly Tensor[]): number {
  return native.sumOfSquaredGrads64(params.map((p) => p._h));
}

/**
 * Clips the gradients of `params` to a total 2-norm of `maxNorm`, PyTorch's
 * `clip_grad_norm_` with the norm in float64: `reduceSquares` turns the local sum of squares
 * into the domain's (identity where gradients are replicated, a SUM where they are sharded).
 *
 * @returns the total norm before clipping
 */
export async function clipGradientsByNorm(params: readonly Tensor[], maxNorm: number, reduceSquares: (local: number) => Promise<number>): Promise<number> {
  const norm = Math.sqrt(await reduceSquares(squaredGradNorm64(params)));
  clipGradientsToNorm(params, maxNorm, norm);
  return norm;
}

/** Scales the gradients of `params`, whose total 2-norm is `norm`, down to `maxNorm` (PyTorch's clip coefficient). */
export function clipGradientsToNorm(params: readonly Tensor[], maxNorm: number, norm: number): void {
  const coefficient = Math.min(maxNorm / (norm + 1e-6), 1);
  if (coefficient < 1) {
    scope(() => noGrad(() => foreach.mulScalar_(gradientsOf(params), coefficient)));
  }
}

import type { Tensor } from '../torch/tensor.js';
/** The gradients of `params` that exist (new references; the caller disposes them). */
export declare function gradientsOf(params: readonly Tensor[]): Tensor[];
/** 1 when a gradient of `params` holds a NaN or an infinity, else 0. */
export declare function nonfiniteFlag(params: readonly Tensor[]): number;
/** Σ g² over every gradient of `params`, each summed in float64, the gradients added in order. */
export declare function squaredGradNorm64(params: readonly Tensor[]): number;
/**
 * Clips the gradients of `params` to a total 2-norm of `maxNorm`, PyTorch's
 * `clip_grad_norm_` with the norm in float64: `reduceSquares` turns the local sum of squares
 * into the domain's (identity where gradients are replicated, a SUM where they are sharded).
 *
 * @returns the total norm before clipping
 */
export declare function clipGradientsByNorm(params: readonly Tensor[], maxNorm: number, reduceSquares: (local: number) => Promise<number>): Promise<number>;
/** Scales the gradients of `params`, whose total 2-norm is `norm`, down to `maxNorm` (PyTorch's clip coefficient). */
export declare function clipGradientsToNorm(params: readonly Tensor[], maxNorm: number, norm: number): void;

import { Tensor } from '../tensor.js';
/** Options of {@link checkpoint}. */
export interface CheckpointOptions {
    /**
     * Restore the CPU generator's state (and the streams of a model-parallel RNG tracker) before
     * the recomputation, so that random operations (dropout) draw what they drew in forward
     * (default true; PyTorch's `preserve_rng_state`).
     */
    preserveRngState?: boolean;
}
type Output = Tensor | Tensor[];
/**
 * Runs `fn(...args)` without keeping its intermediate activations: forward stores only the
 * tensor arguments, and backward recomputes `fn` (with the RNG state forward had) and
 * backpropagates through it, so parameters used inside `fn` get their gradients as if it had
 * run normally. It trades one more forward of `fn` for the memory of its activations.
 *
 * `fn` must return a tensor or an array of tensors, and compute the same thing when called
 * again (no in-place changes to its inputs; random operations draw from the CPU generator,
 * whose state is restored). Without gradient recording (evaluation) it is `fn(...args)`.
 * Unlike PyTorch's reentrant checkpoint, the parameters inside `fn` get gradients even when no
 * tensor argument requires one.
 *
 * @example
 * const h = checkpoint((x) => block.call(x), x);
 */
export declare function checkpoint<A extends unknown[]>(fn: (...args: A) => Output, ...args: A): Output;
/** {@link checkpoint} with options. */
export declare function checkpointWith<A extends unknown[]>(options: CheckpointOptions, fn: (...args: A) => Output, ...args: A): Output;
export {};

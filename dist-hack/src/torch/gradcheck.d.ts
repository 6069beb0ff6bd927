import { Tensor } from './tensor.js';
/** Options of {@link gradcheck} (PyTorch's defaults). */
export interface GradcheckOptions {
    /** Finite-difference step (default 1e-6). */
    eps?: number;
    /** Absolute tolerance (default 1e-5). */
    atol?: number;
    /** Relative tolerance (default 1e-3). */
    rtol?: number;
    /** Throw an Error describing the first mismatch (default) rather than return false. */
    raiseException?: boolean;
}
/**
 * Checks the gradients autograd computes for `fn` against central finite differences
 * (PyTorch's `torch.autograd.gradcheck`): for every output element and every element of every
 * input that requires grad, the analytical Jacobian entry must be within
 * `atol + rtol * |numerical|` of the numerical one. Use float64 inputs: float32 differences are
 * too coarse for the default tolerances. Outputs that do not require grad are skipped.
 *
 * @returns true when every entry agrees; otherwise throws (or returns false with
 * `raiseException: false`).
 */
export declare function gradcheck(fn: (...inputs: Tensor[]) => Tensor | Tensor[], inputs: Tensor[], options?: GradcheckOptions): boolean;

import { Tensor } from './tensor.js';
import type { ThreadPools } from './native-api.js';
export type { ThreadPools };
/**
 * Seeds the default CPU generator (and so module initialisation, rand, dropout, shuffling).
 * As PyTorch's `torch.manual_seed`, any integer in [-2^63, 2^64 - 1] is accepted and a
 * negative seed wraps modulo 2^64 (`-1` is the seed 2^64 - 1).
 *
 * @throws RangeError for a non-integer or a seed outside that range
 */
export declare function manualSeed(seed: number | bigint): void;
export declare function initialSeed(): number;
/** The default CPU generator's state as a uint8 tensor (the same bytes as PyTorch's). */
export declare function getRngState(): Tensor;
export declare function setRngState(state: Tensor): void;
/**
 * Sets the number of threads an operator may compute with: libtorch's intra-op pool (PyTorch's
 * `torch.set_num_threads`) and the BLAS library's own pool (OpenBLAS, BLIS), which PyTorch's call
 * leaves at its start-up size.
 */
export declare function setNumThreads(n: number): void;
/** The most threads an operator may compute with: the larger of the intra-op and BLAS pools. */
export declare function getNumThreads(): number;
/** Each pool's size: what a benchmark or a log should state about the threads a run used. */
export declare function threadPools(): ThreadPools;
/**
 * Sets the number of threads used for inter-op parallelism (PyTorch's
 * `torch.set_num_interop_threads`). As in PyTorch it can be called only once, before any
 * inter-op parallel work has started; later calls throw.
 */
export declare function setNumInteropThreads(n: number): void;
/** The number of threads used for inter-op parallelism. */
export declare function getNumInteropThreads(): number;

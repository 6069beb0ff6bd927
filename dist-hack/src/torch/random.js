import { native } from './native.js';
import { Tensor } from './tensor.js';
const TWO_64 = 1n << 64n;
const TWO_63 = 1n << 63n;
/**
 * Seeds the default CPU generator (and so module initialisation, rand, dropout, shuffling).
 * As PyTorch's `torch.manual_seed`, any integer in [-2^63, 2^64 - 1] is accepted and a
 * negative seed wraps modulo 2^64 (`-1` is the seed 2^64 - 1).
 *
 * @throws RangeError for a non-integer or a seed outside that range
 */
export function manualSeed(seed) {
    if (typeof seed === 'number' && !Number.isInteger(seed)) {
        throw new RangeError(`torch.manualSeed: expected an integer seed, got ${seed}`);
    }
    if (typeof seed !== 'number' && typeof seed !== 'bigint') {
        throw new TypeError(`torch.manualSeed: expected an integer seed (a number or a bigint), got ${typeof seed}`);
    }
    const big = BigInt(seed);
    if (big < -TWO_63 || big >= TWO_64) {
        throw new RangeError(`torch.manualSeed: the seed ${big} is outside [-2^63, 2^64 - 1], the range PyTorch accepts`);
    }
    const unsigned = big < 0n ? big + TWO_64 : big;
    // The addon takes an int64 and reinterprets it as the unsigned 64-bit seed.
    native.manualSeed(unsigned >= TWO_63 ? unsigned - TWO_64 : unsigned);
}
export function initialSeed() {
    return native.initialSeed();
}
/** The default CPU generator's state as a uint8 tensor (the same bytes as PyTorch's). */
export function getRngState() {
    return new Tensor(native.getRngState());
}
export function setRngState(state) {
    native.setRngState(state._h);
}
/**
 * Sets the number of threads an operator may compute with: libtorch's intra-op pool (PyTorch's
 * `torch.set_num_threads`) and the BLAS library's own pool (OpenBLAS, BLIS), which PyTorch's call
 * leaves at its start-up size.
 */
export function setNumThreads(n) {
    native.setNumThreads(n);
}
/** The most threads an operator may compute with: the larger of the intra-op and BLAS pools. */
export function getNumThreads() {
    return native.getNumThreads();
}
/** Each pool's size: what a benchmark or a log should state about the threads a run used. */
export function threadPools() {
    return native.threadPools();
}
/**
 * Sets the number of threads used for inter-op parallelism (PyTorch's
 * `torch.set_num_interop_threads`). As in PyTorch it can be called only once, before any
 * inter-op parallel work has started; later calls throw.
 */
export function setNumInteropThreads(n) {
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) {
        throw new RangeError(`torch.setNumInteropThreads: expected a positive integer, got ${String(n)}`);
    }
    native.setNumInteropThreads(n);
}
/** The number of threads used for inter-op parallelism. */
export function getNumInteropThreads() {
    return native.getNumInteropThreads();
}
//# sourceMappingURL=random.js.map
import { native } from './native.js';
import { Tensor } from './tensor.js';

/** Seeds the default CPU generator (and so module initialisation, rand, dropout, shuffling). */
export function manualSeed(seed: number | bigint): void {
  if (typeof seed === 'number' && (!Number.isInteger(seed) || seed < 0)) {
    throw new RangeError(`torch.manualSeed: expected a non-negative integer seed, got ${seed}`);
  }
  native.manualSeed(seed);
}

export function initialSeed(): number {
  return native.initialSeed();
}

/** The default CPU generator's state as a uint8 tensor (the same bytes as PyTorch's). */
export function getRngState(): Tensor {
  return new Tensor(native.getRngState());
}

export function setRngState(state: Tensor): void {
  native.setRngState(state._h);
}

/** Sets the number of threads used for intra-op parallelism (PyTorch's `torch.set_num_threads`). */
export function setNumThreads(n: number): void {
  native.setNumThreads(n);
}

/** The number of threads used for intra-op parallelism. */
export function getNumThreads(): number {
  return native.getNumThreads();
}

/**
 * Sets the number of threads used for inter-op parallelism (PyTorch's
 * `torch.set_num_interop_threads`). As in PyTorch it can be called only once, before any
 * inter-op parallel work has started; later calls throw.
 */
export function setNumInteropThreads(n: number): void {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) {
    throw new RangeError(`torch.setNumInteropThreads: expected a positive integer, got ${String(n)}`);
  }
  native.setNumInteropThreads(n);
}

/** The number of threads used for inter-op parallelism. */
export function getNumInteropThreads(): number {
  return native.getNumInteropThreads();
}

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

export function setNumThreads(n: number): void {
  native.setNumThreads(n);
}

export function getNumThreads(): number {
  return native.getNumThreads();
}

// Dropout under context parallelism. Every context rank holds other tokens of the same rows, and
// the ranks' default generators are seeded alike: drawn from them, the tokens at one local
// position on every context rank would share a mask. While the context is active these
// dropouts draw from the tracker's context stream instead (seeded per context rank, the same on
// the tensor ranks of one, so replicated regions keep agreeing over the tensor group).
import { Dropout } from '../../torch/nn/dropout.js';
import type { Module } from '../../torch/nn/index.js';
import type { Tensor } from '../../torch/tensor.js';
import { CONTEXT_PARALLEL_RNG, rngTracker } from '../rng-tracker.js';
import type { ContextParallel } from './context-parallel.js';

/**
 * An `nn.Dropout` that, while `cp` is active (a training step on this rank's share of the
 * sequences), draws its mask from {@link CONTEXT_PARALLEL_RNG}; elsewhere (sampling on whole
 * sequences) from the default generator, as `nn.Dropout` does. Still an `nn.Dropout`, so a
 * tensor-parallel plan may turn it into a `TensorParallelDropout` (the tensor stream, which is
 * per context rank too).
 */
export class ContextParallelDropout extends Dropout {
  constructor(
    p: number,
    private readonly cp: ContextParallel,
  ) {
    super(p);
  }

  override forward(input: Tensor): Tensor {
    if (!this.cp.active || !this.training || this.p === 0) return super.forward(input);
    return rngTracker.fork(() => super.forward(input), CONTEXT_PARALLEL_RNG);
  }

  override extraRepr(): string {
    return `p=${this.p}, stream=${CONTEXT_PARALLEL_RNG} while the context is active`;
  }
}

/**
 * Replaces every `nn.Dropout` of `model` (exactly that class) by a {@link ContextParallelDropout}
 * of the same probability, in its parent; for a model's `enableContextParallel`, whose dropouts
 * act on sequence-split activations. ParallelRunner seeds the stream at setup.
 *
 * @returns the names of the replaced modules
 */
export function useContextParallelDropout(model: Module, cp: ContextParallel): string[] {
  const found = model.namedModules().filter(([name, m]) => name !== '' && m.constructor === Dropout) as [string, Dropout][];
  for (const [name, m] of found) {
    const dot = name.lastIndexOf('.');
    model.getSubmodule(dot < 0 ? '' : name.slice(0, dot)).registerModule(name.slice(dot + 1), new ContextParallelDropout(m.p, cp));
  }
  return found.map(([name]) => name);
}

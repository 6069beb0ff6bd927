import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import { dropout } from '../../torch/nn/functional.js';
import { Module, type Dropout } from '../../torch/nn/index.js';
import type { Tensor } from '../../torch/tensor.js';
import { MODEL_PARALLEL_RNG, rngTracker } from '../rng-tracker.js';
import { scatterToSequenceParallel } from './sequence-operators.js';

/**
 * Dropout on activations split over the tensor-parallel group (the attention probabilities of
 * this rank's heads, a column-parallel layer's slice of features, a slice of the sequence
 * under sequence parallelism): its mask comes from the tracker's tensor-parallel stream
 * (`rngTracker.fork`), different on each tensor rank, so the ranks' slices do not share one
 * mask; the default generator, which the replicated regions draw from, is left untouched. As
 * Megatron-LM runs attention dropout under `get_cuda_rng_tracker().fork()`.
 *
 * With `scatterInput` (a group), the input is whole and equal on every rank, and this rank's
 * slice of its sequence is taken first (in training and evaluation alike): where the
 * sequence-parallel region begins after replicated embeddings.
 */
export class TensorParallelDropout extends Module {
  readonly p: number;

  constructor(source: Dropout, readonly scatterInput: ProcessGroup | null = null) {
    super();
    this.p = source.p;
  }

  override forward(input: Tensor): Tensor {
    const x = this.scatterInput ? scatterToSequenceParallel(input, this.scatterInput) : input;
    if (!this.training || this.p === 0) return x;
    return rngTracker.fork(() => dropout(x, this.p, true), MODEL_PARALLEL_RNG);
  }

  override extraRepr(): string {
    return `p=${this.p}, stream=${MODEL_PARALLEL_RNG}${this.scatterInput ? ', scatterInput' : ''}`;
  }
}

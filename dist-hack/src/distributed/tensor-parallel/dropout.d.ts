import { Module, type Dropout } from '../../torch/nn/index.js';
import type { Tensor } from '../../torch/tensor.js';
/**
 * Dropout on activations split over the tensor-parallel group (the attention probabilities of
 * this rank's heads, a column-parallel layer's slice of features): its mask comes from the
 * tracker's tensor-parallel stream (`rngTracker.fork`), different on each tensor rank, so
 * the ranks' slices do not share one mask; the default generator, which the replicated regions
 * draw from, is left untouched. As Megatron-LM runs attention dropout under
 * `get_cuda_rng_tracker().fork()`.
 */
export declare class TensorParallelDropout extends Module {
    readonly p: number;
    constructor(source: Dropout);
    forward(input: Tensor): Tensor;
    extraRepr(): string;
}

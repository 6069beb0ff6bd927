import { dropout } from '../../torch/nn/functional.js';
import { Module } from '../../torch/nn/index.js';
import { MODEL_PARALLEL_RNG, rngTracker } from '../rng-tracker.js';
/**
 * Dropout on activations split over the tensor-parallel group (the attention probabilities of
 * this rank's heads, a column-parallel layer's slice of features): its mask comes from the
 * tracker's tensor-parallel stream (`rngTracker.fork`), different on each tensor rank, so
 * the ranks' slices do not share one mask; the default generator, which the replicated regions
 * draw from, is left untouched. As Megatron-LM runs attention dropout under
 * `get_cuda_rng_tracker().fork()`.
 */
export class TensorParallelDropout extends Module {
    p;
    constructor(source) {
        super();
        this.p = source.p;
    }
    forward(input) {
        if (!this.training || this.p === 0)
            return input;
        return rngTracker.fork(() => dropout(input, this.p, true), MODEL_PARALLEL_RNG);
    }
    extraRepr() {
        return `p=${this.p}, stream=${MODEL_PARALLEL_RNG}`;
    }
}
//# sourceMappingURL=dropout.js.map
import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import type { Reduction } from '../../torch/nn/functional.js';
import type { Tensor } from '../../torch/tensor.js';
/** Options of {@link vocabParallelCrossEntropy}. */
export interface VocabParallelCrossEntropyOptions {
    /** As PyTorch's cross_entropy: 'mean' (default) over the targets not ignored, 'sum', or 'none' (shape of the target). */
    reduction?: Reduction;
    /** Targets equal to this id contribute nothing (default -100, as PyTorch). */
    ignoreIndex?: number;
}
/**
 * The cross-entropy of logits split over the vocabulary across `group` (the output of a
 * ColumnParallelLinear head without `gatherOutput`), equal to PyTorch's `cross_entropy` of the
 * whole logits, without gathering them: the row maximum is all-reduced (MAX), then the sum of
 * exponentials and the target logit (taken by the rank that holds it) are all-reduced (SUM).
 * Backward gives this rank's slice of softmax − one-hot(target). An autograd Function; every
 * rank of `group` must call it with the same `target` and options.
 *
 * @param logitsPart `[..., V/N]`: this rank's slice of the vocabulary, rank r holding ids
 *   [r·V/N, (r+1)·V/N).
 * @param target `[...]` (int64): ids of the whole vocabulary, or `ignoreIndex`.
 * @returns a scalar ('mean', 'sum'), or the per-target loss `[...]` ('none'), equal on every rank.
 */
export declare function vocabParallelCrossEntropy(logitsPart: Tensor, target: Tensor, group: ProcessGroup, options?: VocabParallelCrossEntropyOptions): Tensor;

import type { Tensor } from '../torch/index.js';
/** How classification metrics read a model's output. */
export interface ClassificationOptions {
    /**
     * Decision threshold for binary outputs (one column, or 1-D). Outputs outside [0, 1] are
     * taken as logits and passed through a sigmoid first, so 0.5 suits both; default 0.5.
     */
    threshold?: number;
    /** Targets equal to this are left out, as `nn.CrossEntropyLoss` does; default -100. */
    ignoreIndex?: number;
}
/** Class predictions and targets of one batch, with what produced them. */
export interface ClassPredictions {
    /** Predicted class per sample, int64, same shape as `target`. */
    pred: Tensor;
    /** Target class per sample, int64 (may contain `ignoreIndex`). */
    target: Tensor;
    /** 2 for binary outputs, else the size of the output's class dimension (dim 1). */
    numClasses: number;
    binary: boolean;
}
/**
 * Whether `output` is a binary output: 1-D, or one column (`[N, 1, ...]`), one value per
 * target. Otherwise the class dimension is dim 1 and the target holds class indices.
 */
export declare function isBinaryOutput(output: Tensor): boolean;
/** Checks that `output` has the class dimension (dim 1) `target` lacks, and returns its size. */
export declare function classDimension(output: Tensor, target: Tensor, metric: string): number;
/** `output` without its autograd history, so that metric operations record no graph. */
export declare function withoutGrad(output: Tensor): Tensor;
/** `target` as int64 class indices (no copy when it already is). */
export declare function classTargets(target: Tensor): Tensor;
/** Reads predicted classes from a batch; call inside a `torch.scope`. */
export declare function classPredictions(output: Tensor, target: Tensor, options: ClassificationOptions, metric: string): ClassPredictions;
/** The target elements that count (not `ignoreIndex`), as a bool mask. */
export declare function validMask(target: Tensor, options: ClassificationOptions): Tensor;

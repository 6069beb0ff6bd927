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

/** Class predictions and targets of one batch, flattened, with what produced them. */
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
 * Whether `output` is a binary output for `target`: 1-D, or one column (`[N, 1, ...]`), with
 * one value per target. Otherwise the class dimension is dim 1 and `target` holds class indices.
 */
export function isBinaryOutput(output: Tensor): boolean {
  return output.dim() <= 1 || output.size(1) === 1;
}

/** Checks that `output` has the class dimension (dim 1) `target` lacks, and returns its size. */
export function classDimension(output: Tensor, target: Tensor, metric: string): number {
  const out = output.size() as number[];
  const tgt = target.size() as number[];
  const matches = out.length === tgt.length + 1 && tgt.every((n, i) => n === out[i === 0 ? 0 : i + 1]);
  if (!matches) {
    throw new Error(
      `${metric}: output of shape [${out}] does not fit target of shape [${tgt}]; expected output [N, C, ...] ` +
        `with class indices as target [N, ...], or a binary output [N] or [N, 1] with one 0/1 target per sample`,
    );
  }
  return out[1]!;
}

/** Reads predicted classes from a batch; call inside a `torch.scope`. */
export function classPredictions(output: Tensor, target: Tensor, options: ClassificationOptions, metric: string): ClassPredictions {
  const out = output.detach();
  if (isBinaryOutput(out)) {
    if (out.numel() !== target.numel()) {
      throw new Error(
        `${metric}: binary output of shape [${out.size() as number[]}] has ${out.numel()} values for ` +
          `${target.numel()} targets (shape [${target.size() as number[]}]); pass one value per target`,
      );
    }
    const scores = isProbability(out) ? out : out.sigmoid();
    const pred = scores.gt(options.threshold ?? 0.5).long().reshape(target.size() as number[]);
    return { pred, target: target.long(), numClasses: 2, binary: true };
  }
  const numClasses = classDimension(out, target, metric);
  return { pred: out.argmax(1), target: target.long(), numClasses, binary: false };
}

function isProbability(output: Tensor): boolean {
  if (output.numel() === 0) return true;
  return output.min().item() >= 0 && output.max().item() <= 1;
}

/** The target elements that count (not `ignoreIndex`), as a bool mask. */
export function validMask(target: Tensor, options: ClassificationOptions): Tensor {
  return target.ne(options.ignoreIndex ?? -100);
}

import type { Tensor } from '../tensor.js';
import * as F from './functional.js';
import { Module } from './module.js';
import type { Reduction } from './functional.js';

/** Shared `reduction` option of the losses. */
abstract class Loss extends Module {
  readonly reduction: Reduction;
  constructor(reduction: Reduction | undefined, name: string) {
    super();
    F.reductionEnum(reduction, name);
    this.reduction = reduction ?? 'mean';
  }
  override extraRepr(): string {
    return this.reduction === 'mean' ? '' : `reduction='${this.reduction}'`;
  }
}

/** Options of {@link CrossEntropyLoss}. */
export interface CrossEntropyLossOptions {
  weight?: Tensor | null;
  ignoreIndex?: number;
  reduction?: Reduction;
  labelSmoothing?: number;
}

/**
 * Cross entropy of logits `[N, C, ...]` against class indices (int64 `[N, ...]`) or class
 * probabilities (PyTorch's `nn.CrossEntropyLoss`). One `aten::cross_entropy_loss` call.
 */
export class CrossEntropyLoss extends Loss {
  readonly ignoreIndex: number;
  readonly labelSmoothing: number;
  declare weight: Tensor | null;
  constructor(options: CrossEntropyLossOptions = {}) {
    super(options.reduction, 'CrossEntropyLoss');
    this.ignoreIndex = options.ignoreIndex ?? -100;
    this.labelSmoothing = options.labelSmoothing ?? 0;
    if (!(this.labelSmoothing >= 0 && this.labelSmoothing <= 1)) {
      throw new RangeError(`CrossEntropyLoss: labelSmoothing must be between 0 and 1, got ${this.labelSmoothing}`);
    }
    this.registerBuffer('weight', options.weight ? options.weight.detach() : null);
  }
  override forward(input: Tensor, target: Tensor): Tensor {
    return F.crossEntropy(input, target, { weight: this.weight, ignoreIndex: this.ignoreIndex, reduction: this.reduction, labelSmoothing: this.labelSmoothing });
  }
}

/** Negative log likelihood of log-probabilities (PyTorch's `nn.NLLLoss`). */
export class NLLLoss extends Loss {
  readonly ignoreIndex: number;
  declare weight: Tensor | null;
  constructor(options: { weight?: Tensor | null; ignoreIndex?: number; reduction?: Reduction } = {}) {
    super(options.reduction, 'NLLLoss');
    this.ignoreIndex = options.ignoreIndex ?? -100;
    this.registerBuffer('weight', options.weight ? options.weight.detach() : null);
  }
  override forward(input: Tensor, target: Tensor): Tensor {
    return F.nllLoss(input, target, { weight: this.weight, ignoreIndex: this.ignoreIndex, reduction: this.reduction });
  }
}

/** Mean squared error (PyTorch's `nn.MSELoss`). */
export class MSELoss extends Loss {
  constructor(options: { reduction?: Reduction } = {}) {
    super(options.reduction, 'MSELoss');
  }
  override forward(input: Tensor, target: Tensor): Tensor {
    return F.mseLoss(input, target, { reduction: this.reduction });
  }
}

/** Mean absolute error (PyTorch's `nn.L1Loss`). */
export class L1Loss extends Loss {
  constructor(options: { reduction?: Reduction } = {}) {
    super(options.reduction, 'L1Loss');
  }
  override forward(input: Tensor, target: Tensor): Tensor {
    return F.l1Loss(input, target, { reduction: this.reduction });
  }
}

/** Smooth L1 loss with threshold `beta` (PyTorch's `nn.SmoothL1Loss`). */
export class SmoothL1Loss extends Loss {
  readonly beta: number;
  constructor(options: { reduction?: Reduction; beta?: number } = {}) {
    super(options.reduction, 'SmoothL1Loss');
    this.beta = options.beta ?? 1;
  }
  override forward(input: Tensor, target: Tensor): Tensor {
    return F.smoothL1Loss(input, target, { reduction: this.reduction, beta: this.beta });
  }
}

/** Binary cross entropy of probabilities (PyTorch's `nn.BCELoss`). */
export class BCELoss extends Loss {
  declare weight: Tensor | null;
  constructor(options: { weight?: Tensor | null; reduction?: Reduction } = {}) {
    super(options.reduction, 'BCELoss');
    this.registerBuffer('weight', options.weight ? options.weight.detach() : null);
  }
  override forward(input: Tensor, target: Tensor): Tensor {
    return F.binaryCrossEntropy(input, target, { weight: this.weight, reduction: this.reduction });
  }
}

/** Sigmoid + binary cross entropy, numerically stable (PyTorch's `nn.BCEWithLogitsLoss`). */
export class BCEWithLogitsLoss extends Loss {
  declare weight: Tensor | null;
  declare posWeight: Tensor | null;
  constructor(options: { weight?: Tensor | null; posWeight?: Tensor | null; reduction?: Reduction } = {}) {
    super(options.reduction, 'BCEWithLogitsLoss');
    this.registerBuffer('weight', options.weight ? options.weight.detach() : null);
    this.registerBuffer('posWeight', options.posWeight ? options.posWeight.detach() : null);
  }
  override forward(input: Tensor, target: Tensor): Tensor {
    return F.binaryCrossEntropyWithLogits(input, target, { weight: this.weight, posWeight: this.posWeight, reduction: this.reduction });
  }
}

/** Kullback-Leibler divergence of log-probabilities `input` from `target` (PyTorch's `nn.KLDivLoss`). */
export class KLDivLoss extends Module {
  readonly reduction: Reduction | 'batchmean';
  readonly logTarget: boolean;
  constructor(options: { reduction?: Reduction | 'batchmean'; logTarget?: boolean } = {}) {
    super();
    this.reduction = options.reduction ?? 'mean';
    if (this.reduction !== 'batchmean') F.reductionEnum(this.reduction, 'KLDivLoss');
    this.logTarget = options.logTarget ?? false;
  }
  override forward(input: Tensor, target: Tensor): Tensor {
    return F.klDiv(input, target, { reduction: this.reduction, logTarget: this.logTarget });
  }
}

/** Cosine embedding loss for pairs labelled 1 / -1 (PyTorch's `nn.CosineEmbeddingLoss`). */
export class CosineEmbeddingLoss extends Loss {
  readonly margin: number;
  constructor(options: { margin?: number; reduction?: Reduction } = {}) {
    super(options.reduction, 'CosineEmbeddingLoss');
    this.margin = options.margin ?? 0;
  }
  override forward(input1: Tensor, input2: Tensor, target: Tensor): Tensor {
    return F.cosineEmbeddingLoss(input1, input2, target, { margin: this.margin, reduction: this.reduction });
  }
}

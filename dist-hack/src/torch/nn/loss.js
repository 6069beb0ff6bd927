import * as F from './functional.js';
import { Module } from './module.js';
/** Shared `reduction` option of the losses. */
class Loss extends Module {
    reduction;
    constructor(reduction, name) {
        super();
        F.reductionEnum(reduction, name);
        this.reduction = reduction ?? 'mean';
    }
    extraRepr() {
        return this.reduction === 'mean' ? '' : `reduction='${this.reduction}'`;
    }
}
/**
 * Cross entropy of logits `[N, C, ...]` against class indices (int64 `[N, ...]`) or class
 * probabilities (PyTorch's `nn.CrossEntropyLoss`). One `aten::cross_entropy_loss` call.
 */
export class CrossEntropyLoss extends Loss {
    ignoreIndex;
    labelSmoothing;
    constructor(options = {}) {
        super(options.reduction, 'CrossEntropyLoss');
        this.ignoreIndex = options.ignoreIndex ?? -100;
        this.labelSmoothing = options.labelSmoothing ?? 0;
        if (!(this.labelSmoothing >= 0 && this.labelSmoothing <= 1)) {
            throw new RangeError(`CrossEntropyLoss: labelSmoothing must be between 0 and 1, got ${this.labelSmoothing}`);
        }
        this.registerBuffer('weight', options.weight ? options.weight.detach() : null);
    }
    forward(input, target) {
        return F.crossEntropy(input, target, { weight: this.weight, ignoreIndex: this.ignoreIndex, reduction: this.reduction, labelSmoothing: this.labelSmoothing });
    }
}
/** Negative log likelihood of log-probabilities (PyTorch's `nn.NLLLoss`). */
export class NLLLoss extends Loss {
    ignoreIndex;
    constructor(options = {}) {
        super(options.reduction, 'NLLLoss');
        this.ignoreIndex = options.ignoreIndex ?? -100;
        this.registerBuffer('weight', options.weight ? options.weight.detach() : null);
    }
    forward(input, target) {
        return F.nllLoss(input, target, { weight: this.weight, ignoreIndex: this.ignoreIndex, reduction: this.reduction });
    }
}
/** Mean squared error (PyTorch's `nn.MSELoss`). */
export class MSELoss extends Loss {
    constructor(options = {}) {
        super(options.reduction, 'MSELoss');
    }
    forward(input, target) {
        return F.mseLoss(input, target, { reduction: this.reduction });
    }
}
/** Mean absolute error (PyTorch's `nn.L1Loss`). */
export class L1Loss extends Loss {
    constructor(options = {}) {
        super(options.reduction, 'L1Loss');
    }
    forward(input, target) {
        return F.l1Loss(input, target, { reduction: this.reduction });
    }
}
/** Smooth L1 loss with threshold `beta` (PyTorch's `nn.SmoothL1Loss`). */
export class SmoothL1Loss extends Loss {
    beta;
    constructor(options = {}) {
        super(options.reduction, 'SmoothL1Loss');
        this.beta = options.beta ?? 1;
    }
    forward(input, target) {
        return F.smoothL1Loss(input, target, { reduction: this.reduction, beta: this.beta });
    }
}
/** Binary cross entropy of probabilities (PyTorch's `nn.BCELoss`). */
export class BCELoss extends Loss {
    constructor(options = {}) {
        super(options.reduction, 'BCELoss');
        this.registerBuffer('weight', options.weight ? options.weight.detach() : null);
    }
    forward(input, target) {
        return F.binaryCrossEntropy(input, target, { weight: this.weight, reduction: this.reduction });
    }
}
/** Sigmoid + binary cross entropy, numerically stable (PyTorch's `nn.BCEWithLogitsLoss`). */
export class BCEWithLogitsLoss extends Loss {
    constructor(options = {}) {
        super(options.reduction, 'BCEWithLogitsLoss');
        this.registerBuffer('weight', options.weight ? options.weight.detach() : null);
        this.registerBuffer('posWeight', options.posWeight ? options.posWeight.detach() : null);
    }
    forward(input, target) {
        return F.binaryCrossEntropyWithLogits(input, target, { weight: this.weight, posWeight: this.posWeight, reduction: this.reduction });
    }
}
/** Kullback-Leibler divergence of log-probabilities `input` from `target` (PyTorch's `nn.KLDivLoss`). */
export class KLDivLoss extends Module {
    reduction;
    logTarget;
    constructor(options = {}) {
        super();
        this.reduction = options.reduction ?? 'mean';
        if (this.reduction !== 'batchmean')
            F.reductionEnum(this.reduction, 'KLDivLoss');
        this.logTarget = options.logTarget ?? false;
    }
    forward(input, target) {
        return F.klDiv(input, target, { reduction: this.reduction, logTarget: this.logTarget });
    }
}
/** Cosine embedding loss for pairs labelled 1 / -1 (PyTorch's `nn.CosineEmbeddingLoss`). */
export class CosineEmbeddingLoss extends Loss {
    margin;
    constructor(options = {}) {
        super(options.reduction, 'CosineEmbeddingLoss');
        this.margin = options.margin ?? 0;
    }
    forward(input1, input2, target) {
        return F.cosineEmbeddingLoss(input1, input2, target, { margin: this.margin, reduction: this.reduction });
    }
}
//# sourceMappingURL=loss.js.map
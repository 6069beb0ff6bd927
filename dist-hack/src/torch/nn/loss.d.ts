import type { Tensor } from '../tensor.js';
import { Module } from './module.js';
import type { Reduction } from './functional.js';
/** Shared `reduction` option of the losses. */
declare abstract class Loss extends Module {
    readonly reduction: Reduction;
    constructor(reduction: Reduction | undefined, name: string);
    extraRepr(): string;
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
export declare class CrossEntropyLoss extends Loss {
    readonly ignoreIndex: number;
    readonly labelSmoothing: number;
    weight: Tensor | null;
    constructor(options?: CrossEntropyLossOptions);
    forward(input: Tensor, target: Tensor): Tensor;
}
/** Negative log likelihood of log-probabilities (PyTorch's `nn.NLLLoss`). */
export declare class NLLLoss extends Loss {
    readonly ignoreIndex: number;
    weight: Tensor | null;
    constructor(options?: {
        weight?: Tensor | null;
        ignoreIndex?: number;
        reduction?: Reduction;
    });
    forward(input: Tensor, target: Tensor): Tensor;
}
/** Mean squared error (PyTorch's `nn.MSELoss`). */
export declare class MSELoss extends Loss {
    constructor(options?: {
        reduction?: Reduction;
    });
    forward(input: Tensor, target: Tensor): Tensor;
}
/** Mean absolute error (PyTorch's `nn.L1Loss`). */
export declare class L1Loss extends Loss {
    constructor(options?: {
        reduction?: Reduction;
    });
    forward(input: Tensor, target: Tensor): Tensor;
}
/** Smooth L1 loss with threshold `beta` (PyTorch's `nn.SmoothL1Loss`). */
export declare class SmoothL1Loss extends Loss {
    readonly beta: number;
    constructor(options?: {
        reduction?: Reduction;
        beta?: number;
    });
    forward(input: Tensor, target: Tensor): Tensor;
}
/** Binary cross entropy of probabilities (PyTorch's `nn.BCELoss`). */
export declare class BCELoss extends Loss {
    weight: Tensor | null;
    constructor(options?: {
        weight?: Tensor | null;
        reduction?: Reduction;
    });
    forward(input: Tensor, target: Tensor): Tensor;
}
/** Sigmoid + binary cross entropy, numerically stable (PyTorch's `nn.BCEWithLogitsLoss`). */
export declare class BCEWithLogitsLoss extends Loss {
    weight: Tensor | null;
    posWeight: Tensor | null;
    constructor(options?: {
        weight?: Tensor | null;
        posWeight?: Tensor | null;
        reduction?: Reduction;
    });
    forward(input: Tensor, target: Tensor): Tensor;
}
/** Kullback-Leibler divergence of log-probabilities `input` from `target` (PyTorch's `nn.KLDivLoss`). */
export declare class KLDivLoss extends Module {
    readonly reduction: Reduction | 'batchmean';
    readonly logTarget: boolean;
    constructor(options?: {
        reduction?: Reduction | 'batchmean';
        logTarget?: boolean;
    });
    forward(input: Tensor, target: Tensor): Tensor;
}
/** Cosine embedding loss for pairs labelled 1 / -1 (PyTorch's `nn.CosineEmbeddingLoss`). */
export declare class CosineEmbeddingLoss extends Loss {
    readonly margin: number;
    constructor(options?: {
        margin?: number;
        reduction?: Reduction;
    });
    forward(input1: Tensor, input2: Tensor, target: Tensor): Tensor;
}
export {};

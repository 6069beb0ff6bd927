import type { Tensor } from '../tensor.js';
import { type FactoryOptions } from './factory.js';
import { Module } from './module.js';
import type { Parameter } from './parameter.js';
/** Options of the batch-norm layers. */
export interface BatchNormOptions extends FactoryOptions {
    eps?: number;
    /** Running-statistics momentum; `null` for a cumulative moving average. Default 0.1. */
    momentum?: number | null;
    /** Learn a per-channel scale and shift (default true). */
    affine?: boolean;
    /** Keep running statistics for eval mode (default true). */
    trackRunningStats?: boolean;
}
/**
 * Batch normalization (PyTorch's `_BatchNorm`). Buffers use PyTorch's names
 * (`running_mean`, `running_var`, `num_batches_tracked`) so state dicts match.
 */
declare abstract class BatchNormNd extends Module {
    private readonly dims;
    private readonly layout;
    weight: Parameter | null;
    bias: Parameter | null;
    running_mean: Tensor | null;
    running_var: Tensor | null;
    num_batches_tracked: Tensor | null;
    readonly numFeatures: number;
    readonly eps: number;
    readonly momentum: number | null;
    readonly affine: boolean;
    readonly trackRunningStats: boolean;
    constructor(numFeatures: number, o: BatchNormOptions, dims: number[], layout: string);
    /** The running mean buffer (`running_mean`). */
    get runningMean(): Tensor | null;
    /** The running variance buffer (`running_var`). */
    get runningVar(): Tensor | null;
    forward(input: Tensor): Tensor;
    extraRepr(): string;
}
/** Batch normalization over `[N, C]` or `[N, C, L]` (PyTorch's `nn.BatchNorm1d`). */
export declare class BatchNorm1d extends BatchNormNd {
    constructor(numFeatures: number, options?: BatchNormOptions);
}
/** Batch normalization over `[N, C, H, W]` (PyTorch's `nn.BatchNorm2d`). */
export declare class BatchNorm2d extends BatchNormNd {
    constructor(numFeatures: number, options?: BatchNormOptions);
}
/** Options of {@link LayerNorm} and {@link RMSNorm}. */
export interface LayerNormOptions extends FactoryOptions {
    eps?: number;
    /** Learn a per-element scale (and shift, for LayerNorm). Default true. */
    elementwiseAffine?: boolean;
    /** LayerNorm only: learn the shift (default true). */
    bias?: boolean;
}
/** Layer normalization over the trailing `normalizedShape` dimensions (PyTorch's `nn.LayerNorm`). */
export declare class LayerNorm extends Module {
    weight: Parameter | null;
    bias: Parameter | null;
    readonly normalizedShape: number[];
    readonly eps: number;
    readonly elementwiseAffine: boolean;
    constructor(normalizedShape: number | number[], o?: LayerNormOptions);
    forward(input: Tensor): Tensor;
    extraRepr(): string;
}
/** Group normalization of `[N, C, ...]` over `numGroups` groups of channels (PyTorch's `nn.GroupNorm`). */
export declare class GroupNorm extends Module {
    weight: Parameter | null;
    bias: Parameter | null;
    readonly numGroups: number;
    readonly numChannels: number;
    readonly eps: number;
    readonly affine: boolean;
    constructor(numGroups: number, numChannels: number, o?: FactoryOptions & {
        eps?: number;
        affine?: boolean;
    });
    forward(input: Tensor): Tensor;
    extraRepr(): string;
}
/**
 * Root-mean-square normalization over the trailing `normalizedShape` dimensions
 * (PyTorch 2.4's `nn.RMSNorm`): `x / sqrt(mean(x²) + eps) * weight`; `eps` defaults to the
 * input dtype's machine epsilon.
 */
export declare class RMSNorm extends Module {
    weight: Parameter | null;
    readonly normalizedShape: number[];
    readonly eps: number | null;
    readonly elementwiseAffine: boolean;
    constructor(normalizedShape: number | number[], o?: Omit<LayerNormOptions, 'bias' | 'eps'> & {
        eps?: number | null;
    });
    forward(input: Tensor): Tensor;
    extraRepr(): string;
}
export {};

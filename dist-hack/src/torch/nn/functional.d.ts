import { Tensor } from '../tensor.js';
/** How a loss reduces over the batch. */
export type Reduction = 'none' | 'mean' | 'sum';
/** The ATen reduction enum for a reduction name. */
export declare function reductionEnum(reduction: Reduction | undefined, fn: string): number;
/** An int or a tuple for an `n`-d operator, as a list (`2` -> `[2, 2]`). */
export declare function ntuple(value: number | number[], n: number, what: string): number[];
/** `input @ weight.T + bias`. */
export declare function linear(input: Tensor, weight: Tensor, bias?: Tensor | null): Tensor;
/** `x1ᵀ A x2 + b` for each output feature. */
export declare function bilinear(input1: Tensor, input2: Tensor, weight: Tensor, bias?: Tensor | null): Tensor;
/** Options shared by the convolution functions. */
export interface ConvOptions {
    stride?: number | number[];
    padding?: number | number[] | 'valid' | 'same';
    dilation?: number | number[];
    groups?: number;
}
/** 1-d convolution over `[N, C, L]`. */
export declare function conv1d(input: Tensor, weight: Tensor, bias?: Tensor | null, options?: ConvOptions): Tensor;
/** 2-d convolution over `[N, C, H, W]`. */
export declare function conv2d(input: Tensor, weight: Tensor, bias?: Tensor | null, options?: ConvOptions): Tensor;
/** 3-d convolution over `[N, C, D, H, W]`. */
export declare function conv3d(input: Tensor, weight: Tensor, bias?: Tensor | null, options?: ConvOptions): Tensor;
/** Options of the transposed convolutions. */
export interface ConvTransposeOptions {
    stride?: number | number[];
    padding?: number | number[];
    outputPadding?: number | number[];
    groups?: number;
    dilation?: number | number[];
}
/** 1-d transposed convolution. */
export declare function convTranspose1d(input: Tensor, weight: Tensor, bias?: Tensor | null, options?: ConvTransposeOptions): Tensor;
/** 2-d transposed convolution. */
export declare function convTranspose2d(input: Tensor, weight: Tensor, bias?: Tensor | null, options?: ConvTransposeOptions): Tensor;
/** Options of the max-pooling functions. */
export interface MaxPoolOptions {
    /** Defaults to the kernel size. */
    stride?: number | number[] | null;
    padding?: number | number[];
    dilation?: number | number[];
    ceilMode?: boolean;
}
/** 1-d max pooling over `[N, C, L]`. */
export declare function maxPool1d(input: Tensor, kernelSize: number | number[], options?: MaxPoolOptions): Tensor;
/** 2-d max pooling over `[N, C, H, W]`. */
export declare function maxPool2d(input: Tensor, kernelSize: number | number[], options?: MaxPoolOptions): Tensor;
/** Options of the average-pooling functions. */
export interface AvgPoolOptions {
    /** Defaults to the kernel size. */
    stride?: number | number[] | null;
    padding?: number | number[];
    ceilMode?: boolean;
    countIncludePad?: boolean;
    /** 2-d only. */
    divisorOverride?: number | null;
}
/** 1-d average pooling over `[N, C, L]`. */
export declare function avgPool1d(input: Tensor, kernelSize: number | number[], o?: AvgPoolOptions): Tensor;
/** 2-d average pooling over `[N, C, H, W]`. */
export declare function avgPool2d(input: Tensor, kernelSize: number | number[], o?: AvgPoolOptions): Tensor;
/** 1-d adaptive average pooling to `outputSize`. */
export declare function adaptiveAvgPool1d(input: Tensor, outputSize: number | number[]): Tensor;
/** 2-d adaptive average pooling to `outputSize` (`null` in a position keeps the input size). */
export declare function adaptiveAvgPool2d(input: Tensor, outputSize: number | (number | null)[]): Tensor;
/** Options of {@link batchNorm}. */
export interface BatchNormOptions {
    weight?: Tensor | null;
    bias?: Tensor | null;
    /** Use batch statistics (and update the running ones) instead of the running ones. */
    training?: boolean;
    momentum?: number;
    eps?: number;
}
/** Batch normalization; in training it updates `runningMean`/`runningVar` in place. */
export declare function batchNorm(input: Tensor, runningMean: Tensor | null, runningVar: Tensor | null, o?: BatchNormOptions): Tensor;
/** Layer normalization over the trailing `normalizedShape` dimensions (in fp32 under CPU autocast). */
export declare function layerNorm(input: Tensor, normalizedShape: number[], weight?: Tensor | null, bias?: Tensor | null, eps?: number): Tensor;
/** Group normalization over `numGroups` groups of channels. */
export declare function groupNorm(input: Tensor, numGroups: number, weight?: Tensor | null, bias?: Tensor | null, eps?: number): Tensor;
/**
 * Root-mean-square normalization over the trailing `normalizedShape` dimensions:
 * `x / sqrt(mean(x²) + eps) * weight`; `eps` defaults to the dtype's machine epsilon.
 */
export declare function rmsNorm(input: Tensor, normalizedShape: number[], weight?: Tensor | null, eps?: number | null): Tensor;
/** Zeroes elements with probability `p` and scales the rest by 1/(1-p) when `training`. */
export declare function dropout(input: Tensor, p?: number, training?: boolean): Tensor;
declare function checkP(p: number, fn: string): void;
export { checkP as checkDropoutProbability };
/** Looks up rows of `weight` by integer `input` indices. */
export declare function embedding(input: Tensor, weight: Tensor, options?: {
    paddingIdx?: number | null;
    scaleGradByFreq?: boolean;
    sparse?: boolean;
}): Tensor;
/** Options of {@link embeddingBag}. */
export interface EmbeddingBagOptions {
    offsets?: Tensor | null;
    mode?: 'sum' | 'mean' | 'max';
    scaleGradByFreq?: boolean;
    sparse?: boolean;
    perSampleWeights?: Tensor | null;
    includeLastOffset?: boolean;
    paddingIdx?: number | null;
}
/** Sums, means or maxes bags of embeddings: a 2-d `input` is one bag per row; a 1-d one is split by `offsets`. */
export declare function embeddingBag(input: Tensor, weight: Tensor, o?: EmbeddingBagOptions): Tensor;
export declare function relu(input: Tensor): Tensor;
/** GELU; `approximate: 'tanh'` for the tanh approximation. */
export declare function gelu(input: Tensor, options?: {
    approximate?: 'none' | 'tanh';
}): Tensor;
export declare function silu(input: Tensor): Tensor;
export declare function tanh(input: Tensor): Tensor;
export declare function sigmoid(input: Tensor): Tensor;
export declare function softmax(input: Tensor, dim: number): Tensor;
export declare function logSoftmax(input: Tensor, dim: number): Tensor;
export declare function leakyRelu(input: Tensor, negativeSlope?: number): Tensor;
export declare function elu(input: Tensor, alpha?: number): Tensor;
export declare function mish(input: Tensor): Tensor;
export declare function softplus(input: Tensor, beta?: number, threshold?: number): Tensor;
export declare function hardtanh(input: Tensor, minVal?: number, maxVal?: number): Tensor;
/** Options of {@link crossEntropy}. */
export interface CrossEntropyOptions {
    /** A manual rescaling weight per class. */
    weight?: Tensor | null;
    /** Targets equal to this class index contribute nothing (class-index targets only). */
    ignoreIndex?: number;
    reduction?: Reduction;
    labelSmoothing?: number;
}
/**
 * Cross entropy between logits `[N, C, ...]` and class indices `[N, ...]` (int64) or class
 * probabilities of the input's shape.
 */
export declare function crossEntropy(input: Tensor, target: Tensor, o?: CrossEntropyOptions): Tensor;
/** Negative log likelihood of log-probabilities `[N, C, ...]` at class indices `[N, ...]`. */
export declare function nllLoss(input: Tensor, target: Tensor, o?: {
    weight?: Tensor | null;
    ignoreIndex?: number;
    reduction?: Reduction;
}): Tensor;
/** Mean squared error. */
export declare function mseLoss(input: Tensor, target: Tensor, o?: {
    reduction?: Reduction;
}): Tensor;
/** Mean absolute error. */
export declare function l1Loss(input: Tensor, target: Tensor, o?: {
    reduction?: Reduction;
}): Tensor;
/** Smooth L1 (Huber-like with threshold `beta`). */
export declare function smoothL1Loss(input: Tensor, target: Tensor, o?: {
    reduction?: Reduction;
    beta?: number;
}): Tensor;
/** Huber loss with threshold `delta`. */
export declare function huberLoss(input: Tensor, target: Tensor, o?: {
    reduction?: Reduction;
    delta?: number;
}): Tensor;
/** Binary cross entropy of probabilities `input` in [0, 1]. */
export declare function binaryCrossEntropy(input: Tensor, target: Tensor, o?: {
    weight?: Tensor | null;
    reduction?: Reduction;
}): Tensor;
/** Binary cross entropy of logits (numerically stable sigmoid + BCE). */
export declare function binaryCrossEntropyWithLogits(input: Tensor, target: Tensor, o?: {
    weight?: Tensor | null;
    posWeight?: Tensor | null;
    reduction?: Reduction;
}): Tensor;
/**
 * Kullback-Leibler divergence; `input` holds log-probabilities. Reductions: `'batchmean'`
 * (the mathematically correct one: sum / batch size), `'mean'` (over elements), `'sum'`, `'none'`.
 */
export declare function klDiv(input: Tensor, target: Tensor, o?: {
    reduction?: Reduction | 'batchmean';
    logTarget?: boolean;
}): Tensor;
/** Cosine embedding loss for pairs labelled 1 (similar) or -1 (dissimilar). */
export declare function cosineEmbeddingLoss(input1: Tensor, input2: Tensor, target: Tensor, o?: {
    margin?: number;
    reduction?: Reduction;
}): Tensor;
/** Pads the trailing dimensions: `pad` lists (left, right) pairs from the last dimension backwards. */
export declare function pad(input: Tensor, padding: number[], mode?: 'constant' | 'reflect' | 'replicate' | 'circular', value?: number | null): Tensor;
/** One-hot encoding of int64 class indices. */
export declare function oneHot(input: Tensor, numClasses?: number): Tensor;
/**
 * The attention mask of sequences that pack several documents: `docIds` `[batch, time]` says
 * which document each token belongs to, and token `t` may attend to token `t'` only when
 * `t' <= t` and both belong to the same document (a block-diagonal causal mask), so no token
 * attends across a document boundary.
 *
 * Returns a bool tensor `[batch, 1, time, time]` (broadcasting over heads) that is **true where
 * attention is forbidden**: the convention of `maskedFill(mask, -Infinity)` before a softmax
 * and of `nn.MultiheadAttention`'s `attnMask`. (PyTorch's `scaled_dot_product_attention`
 * takes the opposite, true where allowed: use `mask.logicalNot()` there.) Every row allows at
 * least its own token, so a softmax over a masked row is never all `-inf`.
 *
 * @throws TypeError when `docIds` is not a 2-D integer tensor
 */
export declare function documentCausalMask(docIds: Tensor): Tensor;

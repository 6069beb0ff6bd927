import type { Tensor } from '../tensor.js';
import { MultiheadAttention } from './attention.js';
import { ModuleList } from './container.js';
import type { FactoryOptions } from './factory.js';
import { Linear } from './linear.js';
import { Module } from './module.js';
import { LayerNorm } from './normalization.js';
/** Options of the Transformer layers. */
export interface TransformerLayerOptions extends FactoryOptions {
    /** Default 2048. */
    dimFeedforward?: number;
    /** Default 0.1. */
    dropout?: number;
    /** Default 'relu'. */
    activation?: 'relu' | 'gelu';
    /** Default 1e-5. */
    layerNormEps?: number;
    /** `[batch, seq, feature]` inputs (default false: `[seq, batch, feature]`). */
    batchFirst?: boolean;
    /** Pre-norm (LayerNorm before attention and feedforward). Default false. */
    normFirst?: boolean;
}
/** Masks of {@link TransformerEncoderLayer.forward}. */
export interface EncoderMasks {
    srcMask?: Tensor | null;
    srcKeyPaddingMask?: Tensor | null;
}
/** Masks of {@link TransformerDecoderLayer.forward}. */
export interface DecoderMasks {
    tgtMask?: Tensor | null;
    memoryMask?: Tensor | null;
    tgtKeyPaddingMask?: Tensor | null;
    memoryKeyPaddingMask?: Tensor | null;
}
/**
 * Self-attention and feedforward block (PyTorch's `nn.TransformerEncoderLayer`), with
 * PyTorch's submodule names (`self_attn`, `linear1`, `linear2`, `norm1`, `norm2`).
 */
export declare class TransformerEncoderLayer extends Module {
    self_attn: MultiheadAttention;
    linear1: Linear;
    linear2: Linear;
    norm1: LayerNorm;
    norm2: LayerNorm;
    readonly dModel: number;
    readonly nhead: number;
    readonly options: TransformerLayerOptions;
    readonly dropout: number;
    readonly activation: 'relu' | 'gelu';
    readonly normFirst: boolean;
    constructor(dModel: number, nhead: number, o?: TransformerLayerOptions);
    forward(src: Tensor, masks?: EncoderMasks): Tensor;
}
/**
 * Self-attention, cross-attention and feedforward block (PyTorch's
 * `nn.TransformerDecoderLayer`): `self_attn`, `multihead_attn`, `linear1`, `linear2`,
 * `norm1`..`norm3`.
 */
export declare class TransformerDecoderLayer extends Module {
    self_attn: MultiheadAttention;
    multihead_attn: MultiheadAttention;
    linear1: Linear;
    linear2: Linear;
    norm1: LayerNorm;
    norm2: LayerNorm;
    norm3: LayerNorm;
    readonly dModel: number;
    readonly nhead: number;
    readonly options: TransformerLayerOptions;
    readonly dropout: number;
    readonly activation: 'relu' | 'gelu';
    readonly normFirst: boolean;
    constructor(dModel: number, nhead: number, o?: TransformerLayerOptions);
    forward(tgt: Tensor, memory: Tensor, masks?: DecoderMasks): Tensor;
}
/** A stack of `numLayers` copies of an encoder layer, with an optional final norm (PyTorch's `nn.TransformerEncoder`). */
export declare class TransformerEncoder extends Module {
    layers: ModuleList;
    norm: Module | null;
    readonly numLayers: number;
    constructor(encoderLayer: TransformerEncoderLayer, numLayers: number, options?: {
        norm?: Module | null;
    });
    forward(src: Tensor, masks?: EncoderMasks): Tensor;
}
/** A stack of `numLayers` copies of a decoder layer, with an optional final norm (PyTorch's `nn.TransformerDecoder`). */
export declare class TransformerDecoder extends Module {
    layers: ModuleList;
    norm: Module | null;
    readonly numLayers: number;
    constructor(decoderLayer: TransformerDecoderLayer, numLayers: number, options?: {
        norm?: Module | null;
    });
    forward(tgt: Tensor, memory: Tensor, masks?: DecoderMasks): Tensor;
}
/** Options of {@link Transformer}. */
export interface TransformerOptions extends TransformerLayerOptions {
    /** Default 512. */
    dModel?: number;
    /** Default 8. */
    nhead?: number;
    /** Default 6. */
    numEncoderLayers?: number;
    /** Default 6. */
    numDecoderLayers?: number;
}
/**
 * The encoder-decoder Transformer (PyTorch's `nn.Transformer`): the same submodule names and
 * initialisation (xavier-uniform for every matrix), so a seed gives PyTorch's weights.
 */
export declare class Transformer extends Module {
    encoder: TransformerEncoder;
    decoder: TransformerDecoder;
    readonly dModel: number;
    readonly nhead: number;
    readonly batchFirst: boolean;
    constructor(o?: TransformerOptions);
    forward(src: Tensor, tgt: Tensor, masks?: {
        srcMask?: Tensor | null;
        srcKeyPaddingMask?: Tensor | null;
    } & DecoderMasks): Tensor;
    /** A `[size, size]` float mask with -inf above the diagonal (causal attention). */
    static generateSquareSubsequentMask(size: number, options?: FactoryOptions): Tensor;
}

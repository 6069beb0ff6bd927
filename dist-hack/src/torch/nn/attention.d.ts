import { Tensor } from '../tensor.js';
import { type FactoryOptions } from './factory.js';
import { Linear } from './linear.js';
import { Module } from './module.js';
import type { Parameter } from './parameter.js';
/** Options of {@link MultiheadAttention}. */
export interface MultiheadAttentionOptions extends FactoryOptions {
    /** Dropout on the attention weights (training only). */
    dropout?: number;
    bias?: boolean;
    /** Inputs and outputs are `[batch, seq, embed]` instead of `[seq, batch, embed]`. */
    batchFirst?: boolean;
}
/** Options of {@link MultiheadAttention.forward}. */
export interface AttentionForwardOptions {
    /** `[batch, srcLen]`; true (or -inf) marks keys to ignore. */
    keyPaddingMask?: Tensor | null;
    /** Return the attention weights (default true). */
    needWeights?: boolean;
    /** `[tgtLen, srcLen]` or `[batch·heads, tgtLen, srcLen]`; true masks, floats are added. */
    attnMask?: Tensor | null;
    /** Average the returned weights over heads (default true). */
    averageAttnWeights?: boolean;
}
/**
 * Multi-head attention (PyTorch's `nn.MultiheadAttention`, with equal query/key/value
 * embedding sizes): parameters `in_proj_weight` `[3E, E]` (xavier-uniform), `in_proj_bias`
 * (zeros) and `out_proj` (a Linear, zero bias). `forward` returns `[output, weights | null]`.
 */
export declare class MultiheadAttention extends Module {
    in_proj_weight: Parameter;
    in_proj_bias: Parameter | null;
    out_proj: Linear;
    readonly embedDim: number;
    readonly numHeads: number;
    readonly headDim: number;
    readonly dropout: number;
    readonly batchFirst: boolean;
    constructor(embedDim: number, numHeads: number, o?: MultiheadAttentionOptions);
    forward(query: Tensor, key: Tensor, value: Tensor, o?: AttentionForwardOptions): [Tensor, Tensor | null];
    extraRepr(): string;
}

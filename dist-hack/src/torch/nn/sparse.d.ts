import type { Tensor } from '../tensor.js';
import { type FactoryOptions } from './factory.js';
import { Module } from './module.js';
import { Parameter } from './parameter.js';
/** Options of {@link Embedding}. */
export interface EmbeddingOptions extends FactoryOptions {
    /** This row gets no gradient and is initialised to zeros. */
    paddingIdx?: number | null;
    scaleGradByFreq?: boolean;
    sparse?: boolean;
}
/** A lookup table of `numEmbeddings` vectors, initialised N(0, 1) (PyTorch's `nn.Embedding`). */
export declare class Embedding extends Module {
    weight: Parameter;
    readonly numEmbeddings: number;
    readonly embeddingDim: number;
    readonly paddingIdx: number | null;
    readonly scaleGradByFreq: boolean;
    readonly sparse: boolean;
    constructor(numEmbeddings: number, embeddingDim: number, o?: EmbeddingOptions);
    /** An Embedding holding a copy of `embeddings` (`[num, dim]`); frozen unless `freeze: false`. */
    static fromPretrained(embeddings: Tensor, o?: Omit<EmbeddingOptions, keyof FactoryOptions> & {
        freeze?: boolean;
    }): Embedding;
    resetParameters(): void;
    forward(input: Tensor): Tensor;
    extraRepr(): string;
}
/** Options of {@link EmbeddingBag}. */
export interface EmbeddingBagLayerOptions extends FactoryOptions {
    mode?: 'sum' | 'mean' | 'max';
    scaleGradByFreq?: boolean;
    sparse?: boolean;
    includeLastOffset?: boolean;
    paddingIdx?: number | null;
}
/** Sums, means or maxes bags of embeddings without materialising them (PyTorch's `nn.EmbeddingBag`). */
export declare class EmbeddingBag extends Module {
    weight: Parameter;
    readonly numEmbeddings: number;
    readonly embeddingDim: number;
    readonly mode: 'sum' | 'mean' | 'max';
    readonly paddingIdx: number | null;
    readonly scaleGradByFreq: boolean;
    readonly sparse: boolean;
    readonly includeLastOffset: boolean;
    constructor(numEmbeddings: number, embeddingDim: number, o?: EmbeddingBagLayerOptions);
    /** `input`: `[B, n]` (one bag per row) or 1-d with `offsets` marking where each bag starts. */
    forward(input: Tensor, offsets?: Tensor | null, perSampleWeights?: Tensor | null): Tensor;
    extraRepr(): string;
}

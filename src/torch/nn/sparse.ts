import { noGrad } from '../autograd.js';
import type { Tensor } from '../tensor.js';
import { emptyParameter, positiveInt, type FactoryOptions } from './factory.js';
import * as F from './functional.js';
import * as init from './init.js';
import { Module } from './module.js';
import { Parameter } from './parameter.js';

function normPaddingIdx(paddingIdx: number | null | undefined, num: number, what: string): number | null {
  if (paddingIdx === null || paddingIdx === undefined) return null;
  if (!Number.isInteger(paddingIdx) || paddingIdx >= num || paddingIdx < -num) {
    throw new RangeError(`${what}: paddingIdx must be within [-${num}, ${num - 1}], got ${paddingIdx}`);
  }
  return paddingIdx < 0 ? paddingIdx + num : paddingIdx;
}

/** Options of {@link Embedding}. */
export interface EmbeddingOptions extends FactoryOptions {
  /** This row gets no gradient and is initialised to zeros. */
  paddingIdx?: number | null;
  scaleGradByFreq?: boolean;
  sparse?: boolean;
}

/** A lookup table of `numEmbeddings` vectors, initialised N(0, 1) (PyTorch's `nn.Embedding`). */
export class Embedding extends Module {
  declare weight: Parameter;
  readonly numEmbeddings: number;
  readonly embeddingDim: number;
  readonly paddingIdx: number | null;
  readonly scaleGradByFreq: boolean;
  readonly sparse: boolean;

  constructor(numEmbeddings: number, embeddingDim: number, o: EmbeddingOptions = {}) {
    super();
    this.numEmbeddings = positiveInt(numEmbeddings, 'Embedding numEmbeddings');
    this.embeddingDim = positiveInt(embeddingDim, 'Embedding embeddingDim');
    this.paddingIdx = normPaddingIdx(o.paddingIdx, numEmbeddings, 'Embedding');
    this.scaleGradByFreq = o.scaleGradByFreq ?? false;
    this.sparse = o.sparse ?? false;
    this.weight = emptyParameter([numEmbeddings, embeddingDim], o);
    this.resetParameters();
  }

  /** An Embedding holding a copy of `embeddings` (`[num, dim]`); frozen unless `freeze: false`. */
  static fromPretrained(embeddings: Tensor, o: Omit<EmbeddingOptions, keyof FactoryOptions> & { freeze?: boolean } = {}): Embedding {
    const [num, dim] = embeddings.shape as [number, number];
    const e = new Embedding(num, dim, { ...o, dtype: embeddings.dtype, device: embeddings.device });
    noGrad(() => e.weight.copy_(embeddings));
    e.weight.requiresGrad_(!(o.freeze ?? true));
    return e;
  }

  resetParameters(): void {
    init.normal_(this.weight);
    if (this.paddingIdx !== null) noGrad(() => this.weight.select(0, this.paddingIdx!).zero_().dispose());
  }

  override forward(input: Tensor): Tensor {
    return F.embedding(input, this.weight, { paddingIdx: this.paddingIdx, scaleGradByFreq: this.scaleGradByFreq, sparse: this.sparse });
  }

  override extraRepr(): string {
    return `${this.numEmbeddings}, ${this.embeddingDim}${this.paddingIdx !== null ? `, paddingIdx=${this.paddingIdx}` : ''}`;
  }
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
export class EmbeddingBag extends Module {
  declare weight: Parameter;
  readonly numEmbeddings: number;
  readonly embeddingDim: number;
  readonly mode: 'sum' | 'mean' | 'max';
  readonly paddingIdx: number | null;
  readonly scaleGradByFreq: boolean;
  readonly sparse: boolean;
  readonly includeLastOffset: boolean;

  constructor(numEmbeddings: number, embeddingDim: number, o: EmbeddingBagLayerOptions = {}) {
    super();
    this.numEmbeddings = positiveInt(numEmbeddings, 'EmbeddingBag numEmbeddings');
    this.embeddingDim = positiveInt(embeddingDim, 'EmbeddingBag embeddingDim');
    this.mode = o.mode ?? 'mean';
    this.paddingIdx = normPaddingIdx(o.paddingIdx, numEmbeddings, 'EmbeddingBag');
    this.scaleGradByFreq = o.scaleGradByFreq ?? false;
    this.sparse = o.sparse ?? false;
    this.includeLastOffset = o.includeLastOffset ?? false;
    this.weight = emptyParameter([numEmbeddings, embeddingDim], o);
    init.normal_(this.weight);
    if (this.paddingIdx !== null) noGrad(() => this.weight.select(0, this.paddingIdx!).zero_().dispose());
  }

  /** `input`: `[B, n]` (one bag per row) or 1-d with `offsets` marking where each bag starts. */
  override forward(input: Tensor, offsets: Tensor | null = null, perSampleWeights: Tensor | null = null): Tensor {
    return F.embeddingBag(input, this.weight, {
      offsets,
      mode: this.mode,
      scaleGradByFreq: this.scaleGradByFreq,
      sparse: this.sparse,
      perSampleWeights,
      includeLastOffset: this.includeLastOffset,
      paddingIdx: this.paddingIdx,
    });
  }

  override extraRepr(): string {
    return `${this.numEmbeddings}, ${this.embeddingDim}, mode='${this.mode}'`;
  }
}

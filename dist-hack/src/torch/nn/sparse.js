import { noGrad } from '../autograd.js';
import { emptyParameter, positiveInt } from './factory.js';
import * as F from './functional.js';
import * as init from './init.js';
import { Module } from './module.js';
function normPaddingIdx(paddingIdx, num, what) {
    if (paddingIdx === null || paddingIdx === undefined)
        return null;
    if (!Number.isInteger(paddingIdx) || paddingIdx >= num || paddingIdx < -num) {
        throw new RangeError(`${what}: paddingIdx must be within [-${num}, ${num - 1}], got ${paddingIdx}`);
    }
    return paddingIdx < 0 ? paddingIdx + num : paddingIdx;
}
/** A lookup table of `numEmbeddings` vectors, initialised N(0, 1) (PyTorch's `nn.Embedding`). */
export class Embedding extends Module {
    numEmbeddings;
    embeddingDim;
    paddingIdx;
    scaleGradByFreq;
    sparse;
    constructor(numEmbeddings, embeddingDim, o = {}) {
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
    static fromPretrained(embeddings, o = {}) {
        const [num, dim] = embeddings.shape;
        const e = new Embedding(num, dim, { ...o, dtype: embeddings.dtype, device: embeddings.device });
        noGrad(() => e.weight.copy_(embeddings));
        e.weight.requiresGrad_(!(o.freeze ?? true));
        return e;
    }
    resetParameters() {
        init.normal_(this.weight);
        if (this.paddingIdx !== null)
            noGrad(() => this.weight.select(0, this.paddingIdx).zero_().dispose());
    }
    forward(input) {
        return F.embedding(input, this.weight, { paddingIdx: this.paddingIdx, scaleGradByFreq: this.scaleGradByFreq, sparse: this.sparse });
    }
    extraRepr() {
        return `${this.numEmbeddings}, ${this.embeddingDim}${this.paddingIdx !== null ? `, paddingIdx=${this.paddingIdx}` : ''}`;
    }
}
/** Sums, means or maxes bags of embeddings without materialising them (PyTorch's `nn.EmbeddingBag`). */
export class EmbeddingBag extends Module {
    numEmbeddings;
    embeddingDim;
    mode;
    paddingIdx;
    scaleGradByFreq;
    sparse;
    includeLastOffset;
    constructor(numEmbeddings, embeddingDim, o = {}) {
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
        if (this.paddingIdx !== null)
            noGrad(() => this.weight.select(0, this.paddingIdx).zero_().dispose());
    }
    /** `input`: `[B, n]` (one bag per row) or 1-d with `offsets` marking where each bag starts. */
    forward(input, offsets = null, perSampleWeights = null) {
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
    extraRepr() {
        return `${this.numEmbeddings}, ${this.embeddingDim}, mode='${this.mode}'`;
    }
}
//# sourceMappingURL=sparse.js.map
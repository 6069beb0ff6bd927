import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import { noGrad } from '../../torch/autograd.js';
import { embedding } from '../../torch/nn/functional.js';
import { Embedding, Module, Parameter } from '../../torch/nn/index.js';
import type { Tensor } from '../../torch/tensor.js';
import { reduceFromTensorParallel } from './operators.js';
import { reduceScatterToSequenceParallel } from './sequence-operators.js';
import { shardOf } from './shard.js';

/**
 * An Embedding whose vocabulary is split across the tensor-parallel group (Megatron's
 * `VocabParallelEmbedding`): rank r holds rows [r·V/N, (r+1)·V/N) of the weight. Every rank
 * gets the whole input; each looks up the ids in its range (zeros for the others) and the
 * partial results are summed over the group (g), so every rank returns the whole embedding.
 * The weight is marked as split along dim 0 for checkpoints. With `sequenceParallel` the
 * partial results are reduce-scattered along the sequence (dimension 1) instead: each rank
 * returns its slice of the sequence of the whole embedding.
 */
export class VocabParallelEmbedding extends Module {
  declare weight: Parameter;
  /** The whole vocabulary size V. */
  readonly numEmbeddings: number;
  readonly embeddingDim: number;
  /** The whole embedding's padding row (an id of the whole vocabulary), or null. */
  readonly paddingIdx: number | null;
  /** This rank's first id; it holds ids [vocabStart, vocabEnd). */
  readonly vocabStart: number;
  readonly vocabEnd: number;

  /**
   * This rank's rows of `source` (a whole Embedding, equal on every rank). The vocabulary must
   * divide by the group size (pad it, as Megatron does, otherwise). A `paddingIdx` is kept: the
   * rank holding that row gives it no gradient. `scaleGradByFreq` and `sparse` are refused.
   */
  constructor(source: Embedding, readonly group: ProcessGroup, readonly options: { sequenceParallel?: boolean } = {}) {
    super();
    const V = source.numEmbeddings;
    if (V % group.size !== 0) {
      throw new RangeError(
        `VocabParallelEmbedding: the vocabulary size ${V} must divide by the tensor-parallel size ${group.size}; pad the vocabulary to a multiple of ${group.size}`,
      );
    }
    if (source.scaleGradByFreq) throw new TypeError('VocabParallelEmbedding: scaleGradByFreq is not supported (each rank sees only its own ids); build the Embedding without it');
    if (source.sparse) throw new TypeError('VocabParallelEmbedding: sparse gradients are not supported; build the Embedding with sparse: false');
    this.numEmbeddings = V;
    this.embeddingDim = source.embeddingDim;
    this.paddingIdx = source.paddingIdx;
    const local = V / group.size;
    this.vocabStart = group.rank * local;
    this.vocabEnd = this.vocabStart + local;
    this.weight = shardOf(source.weight, 0, group, 'VocabParallelEmbedding');
    if (!source.weight.requiresGrad) this.weight.requiresGrad_(false);
  }

  /** The padding row's index in this rank's part, or null when the rank does not hold it. */
  get localPaddingIdx(): number | null {
    const p = this.paddingIdx;
    return p !== null && p >= this.vocabStart && p < this.vocabEnd ? p - this.vocabStart : null;
  }

  /**
   * `input`: ids of the whole vocabulary (any shape, int64), equal on every rank; returns
   * `[...input.shape, embeddingDim]`, equal on every rank (with `sequenceParallel`, this rank's
   * slice of dimension 1 of it). An id outside [0, V) throws a
   * RangeError (as nn.Embedding does), at the cost of one host read of the ids.
   */
  override forward(input: Tensor): Tensor {
    const bad = noGrad(() => input.lt(0).logicalOr(input.ge(this.numEmbeddings)).any().item());
    if (bad) throw new RangeError(`VocabParallelEmbedding: an id is outside the vocabulary [0, ${this.numEmbeddings})`);
    const outside = input.lt(this.vocabStart).logicalOr(input.ge(this.vocabEnd));
    const local = input.sub(this.vocabStart).maskedFill(outside, 0);
    const part = embedding(local, this.weight, { paddingIdx: this.localPaddingIdx }).maskedFill(outside.unsqueeze(-1), 0);
    return this.options.sequenceParallel ? reduceScatterToSequenceParallel(part, this.group) : reduceFromTensorParallel(part, this.group);
  }

  override extraRepr(): string {
    return `${this.numEmbeddings}, ${this.embeddingDim}, rows [${this.vocabStart}, ${this.vocabEnd})${this.paddingIdx !== null ? `, paddingIdx=${this.paddingIdx}` : ''}`;
  }
}

import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import { Embedding, Module, Parameter } from '../../torch/nn/index.js';
import type { Tensor } from '../../torch/tensor.js';
/**
 * An Embedding whose vocabulary is split across the tensor-parallel group (Megatron's
 * `VocabParallelEmbedding`): rank r holds rows [r·V/N, (r+1)·V/N) of the weight. Every rank
 * gets the whole input; each looks up the ids in its range (zeros for the others) and the
 * partial results are summed over the group (g), so every rank returns the whole embedding.
 * The weight is marked as split along dim 0 for checkpoints.
 */
export declare class VocabParallelEmbedding extends Module {
    readonly group: ProcessGroup;
    weight: Parameter;
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
    constructor(source: Embedding, group: ProcessGroup);
    /** The padding row's index in this rank's part, or null when the rank does not hold it. */
    get localPaddingIdx(): number | null;
    /**
     * `input`: ids of the whole vocabulary (any shape, int64), equal on every rank; returns
     * `[...input.shape, embeddingDim]`, equal on every rank. An id outside [0, V) throws a
     * RangeError (as nn.Embedding does), at the cost of one host read of the ids.
     */
    forward(input: Tensor): Tensor;
    extraRepr(): string;
}

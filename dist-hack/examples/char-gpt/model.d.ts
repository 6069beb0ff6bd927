import { nn, type ColumnParallelLinear, type RowParallelLinear, type TensorParallelPlan, type Tensor } from '../../src/index.js';
import { type GptStage } from './stages.js';
export interface GptConfig {
    vocabSize: number;
    /** Longest sequence the model sees (the position table's size). */
    blockSize: number;
    layers: number;
    heads: number;
    width: number;
    dropout: number;
}
export declare class CausalSelfAttention extends nn.Module {
    readonly config: GptConfig;
    /** q, k and v stacked: width → 3·width (column-parallel under tensor parallelism, 3 blocks). */
    qkv: nn.Linear | ColumnParallelLinear;
    /** The output projection (row-parallel under tensor parallelism). */
    proj: nn.Linear | RowParallelLinear;
    attnDrop: nn.Dropout;
    residDrop: nn.Dropout;
    /** Features per head. The heads are counted from the projection's width, so a column-split qkv leaves this rank its share of whole heads. */
    readonly headSize: number;
    constructor(config: GptConfig);
    /** The heads this module computes: all of them, or this rank's share under tensor parallelism. */
    get heads(): number;
    /** `[batch, heads, T, headSize]` queries, keys and values of `x` `[batch, T, width]` (this rank's heads under tensor parallelism). */
    private project;
    /** Softmax attention weights `[batch, heads, T, T]` (before dropout); `mask` is true where attention is forbidden. */
    attentionWeights(x: Tensor, mask: Tensor): Tensor;
    private weightsOf;
    forward(x: Tensor, mask: Tensor): Tensor;
}
export declare class Block extends nn.Module {
    ln1: nn.LayerNorm;
    attn: CausalSelfAttention;
    ln2: nn.LayerNorm;
    mlp: nn.Sequential;
    constructor(config: GptConfig);
    forward(x: Tensor, mask: Tensor): Tensor;
}
/** Next-token logits `[batch, time, vocab]` for token ids `[batch, time]`. */
export declare class Gpt extends nn.Module {
    readonly config: GptConfig;
    tokens: nn.Embedding;
    positions: nn.Embedding;
    drop: nn.Dropout;
    blocks: nn.ModuleList;
    lnF: nn.LayerNorm;
    head: nn.Linear;
    constructor(config: GptConfig);
    /** The model as `stages` pipeline stages (`parallel.pipeline`): embeddings first, head last, blocks divided evenly. */
    pipelineStages(stages: number): GptStage[];
    /**
     * `docIds` `[batch, time]` (optional) says which document each token belongs to, for rows
     * that pack several: tokens attend only within their document and take positions counted
     * from its start, so a packed document is seen as if it were alone.
     */
    forward(ids: Tensor, docIds?: Tensor): Tensor;
    /**
     * Parameters of the whole model outside the two embedding tables (which are read by lookup,
     * not multiplied): per block 12·w² + 13·w (qkv, proj, the two feed-forward layers and two
     * LayerNorms), the final LayerNorm and the head. The same under any parallel split.
     */
    matmulParameters(): number;
    /** Training FLOPs per token (6N plus attention over `blockSize` tokens), for the runner's FLOP/s and MFU. */
    flopsPerToken(): number;
    /** The sizes tensor parallelism divides (checked at setup, before the first forward). */
    tensorParallelDims(): Record<string, number>;
    /**
     * The tensor-parallel plan (Megatron's): in every block, attention's q/k/v projection is
     * column-parallel (q, k and v each split on its own, so a rank holds whole heads) and its
     * output projection row-parallel; the feed-forward's first Linear is column-parallel and its
     * second row-parallel. Each rank computes heads/N heads and a 4·width/N slice of the
     * feed-forward; embeddings, LayerNorms, the head and the row-parallel biases stay replicated.
     * Dropout on the attention probabilities (split by heads) draws from the model-parallel RNG
     * tracker's per-rank stream; the other dropouts act on replicated activations and draw from
     * the default generator, equal on every tensor rank.
     */
    tensorParallelPlan(): TensorParallelPlan;
}

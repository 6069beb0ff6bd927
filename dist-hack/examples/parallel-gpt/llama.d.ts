import { nn, type TensorParallelPlan, type Tensor } from '../../src/index.js';
export interface LlamaConfig {
    vocabSize: number;
    /** Longest sequence (the rotary tables' length). */
    maxSeqLen: number;
    layers: number;
    heads: number;
    width: number;
    /** The SwiGLU hidden width. */
    hidden: number;
}
export declare class Attention extends nn.Module {
    wq: nn.Module;
    wk: nn.Module;
    wv: nn.Module;
    wo: nn.Module;
    readonly headSize: number;
    constructor(config: LlamaConfig);
    forward(x: Tensor, cos: Tensor, sin: Tensor, mask: Tensor): Tensor;
}
export declare class FeedForward extends nn.Module {
    w1: nn.Module;
    w2: nn.Module;
    w3: nn.Module;
    constructor(config: LlamaConfig);
    /** SwiGLU: w2(silu(w1 x) · w3 x). */
    forward(x: Tensor): Tensor;
}
export declare class TransformerBlock extends nn.Module {
    attention_norm: nn.RMSNorm;
    attention: Attention;
    ffn_norm: nn.RMSNorm;
    feed_forward: FeedForward;
    constructor(config: LlamaConfig);
    forward(x: Tensor, cos: Tensor, sin: Tensor, mask: Tensor): Tensor;
}
/** Next-token logits `[batch, time, vocab]` for token ids `[batch, time]`. */
export declare class Llama extends nn.Module {
    readonly config: LlamaConfig;
    tok_embeddings: nn.Module;
    layers: nn.ModuleList;
    norm: nn.RMSNorm;
    output: nn.Module;
    constructor(config: LlamaConfig);
    forward(ids: Tensor): Tensor;
    /** The sizes tensor parallelism divides (checked at setup). */
    tensorParallelDims(): Record<string, number>;
    /** torchtitan's plan for Llama, in this library's styles. */
    tensorParallelPlan(): TensorParallelPlan;
    /** Training FLOPs per token: 6N (every parameter but the token embedding) plus attention. */
    flopsPerToken(): number;
}

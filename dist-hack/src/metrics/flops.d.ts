/** The sizes {@link transformerFlopsPerToken} needs. */
export interface TransformerFlopsShape {
    /**
     * Parameters that take part in matrix products: every parameter of the whole (unsplit)
     * model except embedding tables read by lookup. A head tied to the token embedding is a
     * matrix product: count its weight once here.
     */
    parameters: number;
    /** Transformer blocks. */
    layers: number;
    /** Model width (heads × head size). */
    width: number;
    /** Tokens per training sequence (the context length attention spans). */
    sequenceLength: number;
}
/**
 * Training FLOPs per token of a decoder-only transformer, forward and backward: `6·N` for the
 * matrix products with the parameters (2 in forward, 4 in backward per parameter and token)
 * plus `12·L·h·s` for attention's scores and weighted sum (`QKᵀ` and `AV`: 2·2·h·s in
 * forward, twice that in backward, per layer). This is the PaLM appendix B estimate that
 * torchtitan's and Megatron-LM's MFU use; it counts the full causal square (no halving for
 * the mask) and leaves out norms, softmax and element-wise work. Recomputed activations
 * (activation checkpointing) are not counted: the figure is model FLOPs, not hardware FLOPs.
 *
 * @throws RangeError when a size is negative or not finite.
 */
export declare function transformerFlopsPerToken(shape: TransformerFlopsShape): number;
/** A model (or module) that knows its training FLOPs per token. */
export interface FlopsPerTokenSource {
    /**
     * Training FLOPs (forward and backward) per token of the whole model, whatever part of it
     * this process holds: the runner divides by the ranks that split one replica's work.
     */
    flopsPerToken(): number;
}
/** Whether `value` has a {@link FlopsPerTokenSource.flopsPerToken} method. */
export declare function hasFlopsPerToken(value: unknown): value is FlopsPerTokenSource;
/** Achieved FLOP/s and model FLOPs utilization of one process. */
export interface FlopsRate {
    /** FLOPs this process did per second: FLOPs per token × tokens/s ÷ the ranks that share one replica's work. */
    flopsPerSecond: number;
    /** `flopsPerSecond / peakFlops`, when the peak is known. */
    mfu?: number;
}
/**
 * What FLOPs per token and a peak make of a token rate.
 *
 * @param tokensPerSecond tokens this process's data replica trains on per second.
 * @param flopsPerToken the whole model's training FLOPs per token.
 * @param modelParallelSize ranks that split one replica's work (tensor × pipeline × context); 1 for data parallelism.
 * @param peakFlops one process's peak FLOP/s (its device's), when known.
 */
export declare function flopsRate(tokensPerSecond: number, flopsPerToken: number, modelParallelSize: number, peakFlops?: number): FlopsRate;

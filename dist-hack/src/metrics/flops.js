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
export function transformerFlopsPerToken(shape) {
    for (const [key, value] of Object.entries(shape)) {
        if (!Number.isFinite(value) || value < 0)
            throw new RangeError(`transformerFlopsPerToken: ${key} is ${String(value)}; expected a finite number >= 0`);
    }
    const { parameters, layers, width, sequenceLength } = shape;
    return 6 * parameters + 12 * layers * width * sequenceLength;
}
/** Whether `value` has a {@link FlopsPerTokenSource.flopsPerToken} method. */
export function hasFlopsPerToken(value) {
    return typeof value === 'object' && value !== null && typeof value.flopsPerToken === 'function';
}
/**
 * What FLOPs per token and a peak make of a token rate.
 *
 * @param tokensPerSecond tokens this process's data replica trains on per second.
 * @param flopsPerToken the whole model's training FLOPs per token.
 * @param modelParallelSize ranks that split one replica's work (tensor × pipeline × context); 1 for data parallelism.
 * @param peakFlops one process's peak FLOP/s (its device's), when known.
 */
export function flopsRate(tokensPerSecond, flopsPerToken, modelParallelSize, peakFlops) {
    const flopsPerSecond = (tokensPerSecond * flopsPerToken) / modelParallelSize;
    return peakFlops === undefined ? { flopsPerSecond } : { flopsPerSecond, mfu: flopsPerSecond / peakFlops };
}
//# sourceMappingURL=flops.js.map
/**
 * The FLOP/s settings of a `train()` call: the runner's FLOPs per token, divided over the
 * ranks that split one data replica's work (world size ÷ data-domain size: tensor × pipeline
 * × context), and the configured peak.
 *
 * @throws RangeError when `perToken` is not a finite number > 0.
 */
export function runFlops(perToken, strategy, peakFlops, warn) {
    if (perToken === undefined) {
        if (peakFlops !== undefined)
            warn('logging.peakFlops is set but the model gives no FLOPs per token, so no FLOP/s or MFU is reported: give the model a flopsPerToken() method (see transformerFlopsPerToken) or override the runner\'s flopsPerToken()');
        return undefined;
    }
    if (!(Number.isFinite(perToken) && perToken > 0))
        throw new RangeError(`flopsPerToken() returned ${String(perToken)}; expected the model's training FLOPs per token, a finite number > 0`);
    const modelParallelSize = strategy.worldSize / strategy.roles.data.size;
    return peakFlops === undefined ? { perToken, modelParallelSize } : { perToken, modelParallelSize, peakFlops };
}
//# sourceMappingURL=run-flops.js.map
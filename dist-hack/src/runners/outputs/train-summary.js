/** The summary of a `train()` call from where the run stands. */
export function trainSummary(end, state, checkpoint, throughput = null) {
    return {
        status: end.reason !== null ? 'interrupted' : end.earlyStopped ? 'early-stopped' : 'completed',
        reason: end.reason,
        signal: end.signal,
        step: state.globalStep,
        epoch: state.epoch,
        checkpoint,
        rollbacks: state.rollbacks,
        skippedBatches: [...state.skippedBatches],
        throughput,
    };
}
//# sourceMappingURL=train-summary.js.map
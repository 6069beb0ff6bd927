const CAUSES = {
    nonfinite: 'non-finite gradients (a NaN or infinite loss gives them too): check the data and the loss for NaN/inf, or lower the learning rate',
    'zero-normalizer': 'the loss normalizers summed to 0 (every micro-step of each window returned normalizer 0): check that the batches hold units to count, e.g. valid tokens',
    overflow: 'fp16 gradient overflow at every loss scale tried: the loss or the gradients are not finite even at a small scale',
};
/** How the log line names each reason. */
export const SKIP_SUMMARY = {
    nonfinite: 'non-finite gradients',
    'zero-normalizer': 'the loss normalizers summed to 0',
    overflow: 'fp16 gradient overflow',
};
/**
 * Counts optimizer steps skipped in a row and acts when there are too many, so a run whose
 * every step is skipped never runs (step mode: forever) without training: it stops with the
 * cause, or (`action: rollback`) hands back the batches of those steps (as `split:epoch:index`,
 * noted with {@link batchDrawn}) for the runner to roll back and leave them out.
 */
export class SkipLimit {
    policy;
    consecutive = 0;
    /** Batches of the accumulation window in progress. */
    window = [];
    /** Batches of the skipped steps in a row so far. */
    offending = [];
    constructor(policy) {
        this.policy = policy;
    }
    /** Steps skipped since the last step taken. */
    get count() {
        return this.consecutive;
    }
    /** A micro-step drew this batch (`split:epoch:index`). */
    batchDrawn(id) {
        this.window.push(id);
    }
    /** A step was taken. */
    stepped() {
        this.consecutive = 0;
        // New arrays (a rollback keeps the one `skipped` returned), and only when not empty: this runs every step.
        if (this.window.length > 0)
            this.window = [];
        if (this.offending.length > 0)
            this.offending = [];
    }
    /** Forgets everything counted (training starts, or a rollback happened). */
    reset() {
        this.stepped();
    }
    /**
     * A step was skipped.
     *
     * @returns null while under the limit; at the limit with `action: rollback`, the batches of
     *   the skipped steps in a row (and the count starts again)
     * @throws Error naming the cause when this is the `maxConsecutive`-th skip in a row and the
     *   action is `stop`
     */
    skipped(reason, step) {
        this.consecutive += 1;
        this.offending.push(...this.window);
        this.window = [];
        if (this.consecutive < this.policy.maxConsecutive)
            return null;
        const n = this.consecutive;
        const batches = this.offending;
        this.reset();
        if (this.policy.action === 'rollback')
            return batches;
        throw new Error(`Training stopped: ${n} optimizer steps in a row were skipped (the last at step ${step}) because of ${CAUSES[reason]}. ` +
            'Parameters were not updated by the skipped steps. Raise nonfinite.maxConsecutive to tolerate longer runs of skips, ' +
            'or set nonfinite.action: rollback to go back to the last checkpoint and leave out the batches of those steps.');
    }
}
//# sourceMappingURL=skip-limit.js.map
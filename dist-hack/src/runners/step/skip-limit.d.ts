/** Why an optimizer step was skipped. */
export type SkipReason = 'nonfinite' | 'zero-normalizer' | 'overflow';
/** How the log line names each reason. */
export declare const SKIP_SUMMARY: Record<SkipReason, string>;
/** What happens when the limit of skipped steps in a row is reached (`nonfinite`). */
export interface SkipPolicy {
    /** Act at this many skipped steps in a row. */
    maxConsecutive: number;
    /** `stop`: throw; `rollback`: hand back the batches of the skipped steps, for a rollback. */
    action: 'stop' | 'rollback';
}
/**
 * Counts optimizer steps skipped in a row and acts when there are too many, so a run whose
 * every step is skipped never runs (step mode: forever) without training: it stops with the
 * cause, or (`action: rollback`) hands back the batches of those steps (as `split:epoch:index`,
 * noted with {@link batchDrawn}) for the runner to roll back and leave them out.
 */
export declare class SkipLimit {
    private readonly policy;
    private consecutive;
    /** Batches of the accumulation window in progress. */
    private window;
    /** Batches of the skipped steps in a row so far. */
    private offending;
    constructor(policy: SkipPolicy);
    /** Steps skipped since the last step taken. */
    get count(): number;
    /** A micro-step drew this batch (`split:epoch:index`). */
    batchDrawn(id: string): void;
    /** A step was taken. */
    stepped(): void;
    /** Forgets everything counted (training starts, or a rollback happened). */
    reset(): void;
    /**
     * A step was skipped.
     *
     * @returns null while under the limit; at the limit with `action: rollback`, the batches of
     *   the skipped steps in a row (and the count starts again)
     * @throws Error naming the cause when this is the `maxConsecutive`-th skip in a row and the
     *   action is `stop`
     */
    skipped(reason: SkipReason, step: number): string[] | null;
}

import type { Progress } from './logger.js';
/**
 * Units per second of a progress phase, over a sliding time window so that the estimate
 * follows speed changes (a slow first step, evaluation pauses) instead of the phase average.
 * A new phase, or `done` going backwards, starts over.
 */
export declare class ProgressRate {
    private readonly windowMs;
    private phase;
    private samples;
    private started;
    /** @param windowMs how far back the rate looks. */
    constructor(windowMs?: number);
    /** Records `progress` seen at `now` (milliseconds). */
    update(progress: Progress, now: number): void;
    /** Units per second, NaN until two samples are apart in time. */
    get perSecond(): number;
    /** Seconds since the phase started. */
    elapsed(now: number): number;
}

/** Options of {@link Throughput}. */
export interface ThroughputOptions {
    /** How far back rates look, in milliseconds; default 10 000. */
    windowMs?: number;
    /** Milliseconds clock; default `performance.now`. */
    clock?: () => number;
}
/**
 * Samples and tokens per second over a sliding time window, so that the rate reflects the
 * current speed rather than an average diluted by start-up and evaluation pauses. Rates are
 * measured from the oldest update kept (or the start, until the window is full) to the last.
 * Call {@link Throughput.reset} after a pause (evaluation) to leave it out of the rates.
 * Updates closer together than 1/128 of the window share one kept event (the newest update
 * moves it forward), so a step of microseconds neither allocates nor grows the list.
 */
export declare class Throughput {
    private readonly windowMs;
    private readonly clock;
    /** Each update's time and the running totals of samples and tokens up to it; those before `head` are out of the window. */
    private events;
    private head;
    constructor(options?: ThroughputOptions);
    /** Records that `samples` samples (and `tokens` tokens) were just processed, at `now` (default: the clock). */
    update(samples: number, tokens?: number, now?: number): void;
    /** Samples per second over the window (NaN when no time has passed). */
    get samplesPerSecond(): number;
    /** Tokens per second over the window (NaN when no time has passed). */
    get tokensPerSecond(): number;
    /** Starts over now. */
    reset(): void;
    private rate;
}

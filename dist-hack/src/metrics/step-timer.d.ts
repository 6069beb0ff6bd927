/**
 * Time between consecutive steps, data loading included: `start()` before the loop, `lap()`
 * after each step returns the step's milliseconds and adds them to the running statistics.
 */
export declare class StepTimer {
    private readonly clock;
    private started;
    private readonly meter;
    /** @param clock milliseconds clock; default `performance.now`. */
    constructor(clock?: () => number);
    /** Starts timing the next step (also after a pause that should not count). */
    start(): void;
    /** Ends the current step at `now` (default: the clock) and starts the next; returns the step's milliseconds. */
    lap(now?: number): number;
    /** Milliseconds of the last step (NaN before any). */
    get last(): number;
    /** Mean milliseconds per step since the last reset. */
    get mean(): number;
    /** Steps timed since the last reset. */
    get count(): number;
    /** Milliseconds of all steps timed since the last reset. */
    get total(): number;
    /** Forgets the statistics; the timer stops until the next `start()`. */
    reset(): void;
}

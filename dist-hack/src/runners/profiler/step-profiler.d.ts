import type { ProfileConfig } from '../../config/index.js';
/** Where and as whom a {@link StepProfiler} writes its trace. */
export interface ProfileOutput {
    /** The trace file (its directory is created). */
    path: string;
    /** The process lane (the rank). */
    pid: number;
    /** Facts stored in the trace's `otherData`. */
    facts: Record<string, string | number>;
    /** Reports a failed write (the run goes on). */
    warn: (text: string) => void;
}
/**
 * The profiler window of `config.profile`: the steps `start` … `start + steps - 1` (as the
 * logs count them) are recorded as a `step N` span each, from the first data fetch of the
 * step's accumulation window to the first of the next, with the phases inside as child spans
 * (`data`, `forward`, `backward`, collectives, `optimizer`, `evaluation`, `checkpoint`, event
 * loop turns). Once the window is recorded the trace is written, asynchronously, as Chrome
 * trace JSON; {@link flush} waits for the write.
 *
 * Times are wall-clock times of the JS thread (`performance.now()`); native work that runs
 * synchronously (forward, backward, the optimizer on CPU) is inside the span that called it.
 * Per-operator timings are not recorded.
 */
export declare class StepProfiler {
    private readonly window;
    private events;
    private open;
    private recorded;
    private written;
    private pending;
    private output;
    constructor(window?: ProfileConfig | undefined);
    /** Whether spans are being recorded now (inside a step of the window). */
    get recording(): boolean;
    /** Whether the window was recorded (or training ended before it was complete). */
    get done(): boolean;
    /** Where the trace goes; without an output nothing is recorded. */
    setOutput(output: ProfileOutput): void;
    /**
     * The start of an accumulation window whose optimizer step will be `step` (1-based):
     * closes the step being recorded and opens `step` when it falls in the window.
     */
    stepBoundary(step: number): void;
    /** A micro-step began (counted in the step span's args). */
    microStep(): void;
    /** The open step's optimizer step was taken (a span without one is not counted as a step). */
    stepTaken(): void;
    /** Runs `fn`, recording it as a span when a step is being recorded. */
    span<T>(name: string, cat: string, fn: () => T, args?: Record<string, string | number>): T;
    /**
     * Runs `fn`, recording it as a span when a step is being recorded: a promise it returns ends
     * the span when it settles. Returns what `fn` returns, so that a call with nothing to wait
     * for (no promise) needs no await, and adds no await when nothing is recorded.
     */
    spanAsync<T>(name: string, cat: string, fn: () => T | Promise<T>, args?: Record<string, string | number>): T | Promise<T>;
    /** Records a span measured by the caller (`performance.now()` times). */
    add(name: string, cat: string, start: number, end: number, args?: Record<string, string | number>): void;
    /** The end of training: closes the open step and starts writing what was recorded. */
    finish(): void;
    /** Resolves when the trace write started so far has finished. */
    flush(): Promise<void>;
    private closeStep;
    private write;
}

/** Severity of a log message. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
/** Where a loop stands, for progress displays. */
export interface Progress {
    /** What is running, e.g. `train`, `val`, `epoch 3/10`. */
    phase: string;
    /** Units done in this phase (steps or batches). */
    done: number;
    /** Units in this phase, when known. */
    total?: number;
    /** Short numbers to show beside the bar, e.g. `{ loss: 0.31 }`. */
    values?: Readonly<Record<string, number>>;
}
/**
 * One destination for what a run reports. Loggers take numbers and text, never the runner.
 * Only the global main process creates real loggers; other ranks get none.
 */
export interface RunLogger {
    /** Numbers measured at `step` (the global optimizer step) for a split, e.g. `('train', 120, { loss: 0.3, lr: 1e-3 })`. */
    scalars(split: string, step: number, values: Readonly<Record<string, number>>): void;
    /** A line of text. */
    message(level: LogLevel, text: string): void;
    /** Live progress; loggers without a live display ignore it. */
    progress?: ((progress: Progress) => void) | undefined;
    /** Writes what is buffered. */
    flush(): Promise<void>;
    /** Flushes and releases files and timers; later calls do nothing. */
    close(): Promise<void>;
}

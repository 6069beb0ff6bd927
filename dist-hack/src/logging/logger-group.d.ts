import type { LogLevel, Progress, RunLogger } from './logger.js';
/** Options of {@link LoggerGroup}. */
export interface LoggerGroupOptions {
    /**
     * Told of a logger's first failure. Default: an `error` message to the group's other
     * loggers, or `process.stderr` when none is left.
     */
    onError?: (error: unknown, logger: RunLogger) => void;
}
/**
 * Several loggers behind one. A logger that throws (a full disk, a closed stream) is
 * reported once and keeps being called; it never stops the others.
 */
export declare class LoggerGroup implements RunLogger {
    readonly loggers: readonly RunLogger[];
    private readonly failed;
    private readonly onError;
    private closed;
    /**
     * Live progress, to the loggers that display it. Absent when none does, so that a loop
     * calling `progress?.(…)` does not build the report for nobody.
     */
    readonly progress: ((progress: Progress) => void) | undefined;
    constructor(loggers: readonly RunLogger[], options?: LoggerGroupOptions);
    scalars(split: string, step: number, values: Readonly<Record<string, number>>): void;
    message(level: LogLevel, text: string): void;
    flush(): Promise<void>;
    close(): Promise<void>;
    private each;
    private settle;
    private fail;
}

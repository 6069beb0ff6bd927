import type { LogLevel, RunLogger } from './logger.js';
/** Where {@link JsonLinesLogger} writes: anything with `write(text)` (a stream, a file, an array's push). */
export interface JsonLinesStream {
    write(text: string): unknown;
}
/** Options of {@link JsonLinesLogger}. */
export interface JsonLinesLoggerOptions {
    /** Where to write; default `process.stderr`. */
    stream?: JsonLinesStream | undefined;
    /** Least severe message written; default `info`. Scalars count as `info`. */
    level?: LogLevel | undefined;
    /** Milliseconds since the epoch; default `Date.now`. */
    clock?: (() => number) | undefined;
}
/** One line the logger writes. */
export interface JsonLogLine {
    /** ISO 8601 time. */
    time: string;
    level: LogLevel;
    /** The global optimizer step: the scalars' own step, else the last step seen. */
    step: number;
    /** For scalars: the split they were measured on. */
    split?: string;
    /** For scalars: the numbers (non-finite ones as strings, `NaN`, `Infinity`, `-Infinity`). */
    values?: Record<string, number | string>;
    /** For messages: the text. */
    message?: string;
}
/**
 * One JSON object per line (the convention of pino and of log collectors): every message as
 * `{ time, level, step, message }`, every set of scalars as `{ time, level: 'info', step,
 * split, values }`. No progress bar. Set `logging.format: json` to get it as the run's console
 * logger.
 */
export declare class JsonLinesLogger implements RunLogger {
    private readonly stream;
    private readonly level;
    private readonly clock;
    private step;
    constructor(options?: JsonLinesLoggerOptions);
    scalars(split: string, step: number, values: Readonly<Record<string, number>>): void;
    message(level: LogLevel, text: string): void;
    flush(): Promise<void>;
    close(): Promise<void>;
    private time;
    private write;
}

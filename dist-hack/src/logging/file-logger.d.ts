import { type BufferedFileOptions } from './buffered-file.js';
import type { LogLevel, RunLogger } from './logger.js';
/** Options of {@link FileLogger}. */
export interface FileLoggerOptions extends BufferedFileOptions {
    /** Least severe message written; default `info`. */
    level?: LogLevel;
    /** Clock for the line timestamps; default `new Date()`. */
    now?: () => Date;
}
/**
 * Appends timestamped lines to a text file, e.g. the run directory's `logs/{timestamp}.log`:
 *
 * ```text
 * 2026-11-23T13:31:10.123Z INFO  epoch 1/10
 * 2026-11-23T13:31:12.456Z INFO  train step 120  loss 0.3125  lr 1.000e-3
 * ```
 *
 * Scalars are written at full precision. Writes are buffered (see {@link BufferedFile}) and
 * never block the JS thread: warnings and errors are handed to the file system at once (an
 * asynchronous write issued immediately), other lines within `flushIntervalMs` (default
 * 100 ms), and whatever is left when the process exits.
 */
export declare class FileLogger implements RunLogger {
    private readonly file;
    private readonly level;
    private readonly now;
    constructor(path: string, options?: FileLoggerOptions);
    /** The file written. */
    get path(): string;
    scalars(split: string, step: number, values: Readonly<Record<string, number>>): void;
    message(level: LogLevel, text: string): void;
    flush(): Promise<void>;
    close(): Promise<void>;
    private write;
}

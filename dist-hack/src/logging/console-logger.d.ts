import type { LogLevel, Progress, RunLogger } from './logger.js';
/** The part of a `tty.WriteStream` (or any writable) the console logger uses. */
export interface ConsoleStream {
    write(text: string): unknown;
    /** True for a terminal: progress is drawn as a live bar. */
    isTTY?: boolean;
    /** Terminal width; 80 when absent. */
    columns?: number;
}
/** Options of {@link ConsoleLogger}. */
export interface ConsoleLoggerOptions {
    /** Where to write; default `process.stderr`. */
    stream?: ConsoleStream;
    /** Least severe message shown; default `info`. Scalars count as `info`. */
    level?: LogLevel;
    /** Redraws of the live bar per second at most; default 10. */
    maxRedrawHz?: number;
    /** Without a terminal, milliseconds between plain progress lines; default 30 000. */
    plainProgressIntervalMs?: number;
    /** Draw a live bar; default: when the stream is a terminal and `TERM` is not `dumb`. */
    live?: boolean;
    /** Milliseconds clock; default `performance.now`. */
    clock?: () => number;
}
/**
 * Messages, scalar lines and progress on a console.
 *
 * On a terminal, progress is one live line (phase, bar, done/total, percentage, rate, ETA and
 * the given values) redrawn in place at most `maxRedrawHz` times a second; message lines are
 * printed above it. A phase that reaches its total stays on screen. Elsewhere (CI logs,
 * pipes) everything is plain lines without control characters, and progress is printed
 * every `plainProgressIntervalMs` and when a phase completes.
 */
export declare class ConsoleLogger implements RunLogger {
    private readonly stream;
    private readonly level;
    private readonly live;
    private readonly redrawMs;
    private readonly plainMs;
    private readonly clock;
    private readonly rate;
    private current;
    private barShown;
    private lastDraw;
    private timer;
    private closed;
    constructor(options?: ConsoleLoggerOptions);
    scalars(split: string, step: number, values: Readonly<Record<string, number>>): void;
    message(level: LogLevel, text: string): void;
    progress(progress: Progress): void;
    flush(): Promise<void>;
    close(): Promise<void>;
    private line;
    private draw;
    /** Leaves the drawn line on screen and moves below it. */
    private commit;
}

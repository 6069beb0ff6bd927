import type { LogLevel, RunLogger } from './logger.js';
import type { ConsoleStream } from './console-logger.js';
/**
 * The logger of a process that is not the global main one: warnings and errors go to
 * `stream` (default `process.stderr`) prefixed with the rank, everything else is dropped.
 */
export declare class RankLogger implements RunLogger {
    readonly rank: number;
    private readonly stream;
    constructor(rank: number, stream?: ConsoleStream);
    scalars(): void;
    message(level: LogLevel, text: string): void;
    flush(): Promise<void>;
    close(): Promise<void>;
}

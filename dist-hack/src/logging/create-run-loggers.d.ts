import type { LoggingConfig } from '../config/sections/logging.js';
import { type ConsoleStream } from './console-logger.js';
import type { RunLogger } from './logger.js';
/** What {@link createRunLoggers} needs. */
export interface RunLoggersOptions {
    /** The run directory (`Workspace.dir`). */
    runDir: string;
    /** This attempt's timestamp (`Workspace.timestamp`). */
    timestamp: string;
    /** The validated `config.logging` section. */
    logging: LoggingConfig;
    /** Whether this is the global main process (`Workspace.isMain`). */
    isMain: boolean;
    /** This process's global rank, shown by other ranks' messages; default `RANK` or 0. */
    rank?: number;
    /** Console stream; default `process.stderr`. */
    stream?: ConsoleStream;
}
/**
 * The loggers a run's settings ask for, as one {@link LoggerGroup}: the console (text, or JSON
 * lines with `format: json`), the log
 * file `runDir/logs/{timestamp}.log` and TensorBoard event files under
 * `runDir/tensorboard/{timestamp}/`, each when enabled. Processes other than the main one
 * write no files: they get a {@link RankLogger} that prints warnings and errors only.
 */
export declare function createRunLoggers(options: RunLoggersOptions): RunLogger;

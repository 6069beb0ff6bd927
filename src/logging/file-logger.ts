import { BufferedFile, type BufferedFileOptions } from './buffered-file.js';
import { levelEnabled } from './format.js';
import type { LogLevel, RunLogger } from './logger.js';

/** Options of {@link FileLogger}. */
export interface FileLoggerOptions extends BufferedFileOptions {
  /** Least severe message written; default `info`. */
  level?: LogLevel;
  /** Clock for the line timestamps; default `new Date()`. */
  now?: () => Date;
}

/** Each level's column, padded to the widest. */
const TAGS: Readonly<Record<LogLevel, string>> = { debug: 'DEBUG', info: 'INFO ', warn: 'WARN ', error: 'ERROR' };

/**
 * Appends timestamped lines to a text file, e.g. the run directory's `logs/{timestamp}.log`:
 *
 * ```text
 * 2026-11-23T13:31:10.123Z INFO  epoch 1/10
 * 2026-11-23T13:31:12.456Z INFO  train step 120  loss 0.3125  lr 1.000e-3
 * ```
 *
 * Scalars are written at full precision. Writes are buffered (see {@link BufferedFile}) and
 * do not block the JS thread: warnings and errors are handed to the file system at once (an
 * asynchronous write issued immediately; one logged before the file finished opening opens it
 * on the JS thread first), other lines within `flushIntervalMs` (default 100 ms), and whatever
 * is left when the process exits.
 */
export class FileLogger implements RunLogger {
  private readonly file: BufferedFile;
  private readonly level: LogLevel;
  private readonly now: () => Date;

  constructor(path: string, options: FileLoggerOptions = {}) {
    this.file = new BufferedFile(path, { ...options, flushIntervalMs: options.flushIntervalMs ?? 100 });
    this.level = options.level ?? 'info';
    this.now = options.now ?? (() => new Date());
  }

  /** The file written. */
  get path(): string {
    return this.file.path;
  }

  scalars(split: string, step: number, values: Readonly<Record<string, number>>): void {
    const pairs = Object.entries(values).map(([name, value]) => `${name} ${value}`);
    this.write('info', `${split} step ${step}  ${pairs.join('  ')}`);
  }

  message(level: LogLevel, text: string): void {
    this.write(level, text);
  }

  flush(): Promise<void> {
    return this.file.flush();
  }

  close(): Promise<void> {
    return this.file.close();
  }

  private write(level: LogLevel, text: string): void {
    if (!this.file.isOpen || !levelEnabled(level, this.level)) return;
    const stamp = this.now().toISOString();
    // Continuation lines are indented so that every line of the file starts with a timestamp or a space.
    const body = text.includes('\n') ? text.replace(/\r?\n/g, '\n    ') : text;
    this.file.append(`${stamp} ${TAGS[level]} ${body}\n`);
    if (level === 'warn' || level === 'error') void this.file.flushNow().catch(() => undefined);
  }
}

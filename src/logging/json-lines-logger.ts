import { levelEnabled } from './format.js';
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
export class JsonLinesLogger implements RunLogger {
  private readonly stream: JsonLinesStream;
  private readonly level: LogLevel;
  private readonly clock: () => number;
  private step = 0;

  constructor(options: JsonLinesLoggerOptions = {}) {
    this.stream = options.stream ?? process.stderr;
    this.level = options.level ?? 'info';
    this.clock = options.clock ?? Date.now;
  }

  scalars(split: string, step: number, values: Readonly<Record<string, number>>): void {
    this.step = step;
    if (!levelEnabled('info', this.level)) return;
    const written: Record<string, number | string> = {};
    // JSON has no NaN or Infinity: JSON.stringify would write null, which reads as "no value".
    for (const [k, v] of Object.entries(values)) written[k] = Number.isFinite(v) ? v : String(v);
    this.write({ time: this.time(), level: 'info', step, split, values: written });
  }

  message(level: LogLevel, text: string): void {
    if (!levelEnabled(level, this.level)) return;
    this.write({ time: this.time(), level, step: this.step, message: text });
  }

  async flush(): Promise<void> {}

  async close(): Promise<void> {}

  private time(): string {
    return new Date(this.clock()).toISOString();
  }

  private write(line: JsonLogLine): void {
    this.stream.write(`${JSON.stringify(line)}\n`);
  }
}

import type { LogLevel, RunLogger } from './logger.js';
import type { ConsoleStream } from './console-logger.js';

/**
 * The logger of a process that is not the global main one: warnings and errors go to
 * `stream` (default `process.stderr`) prefixed with the rank, everything else is dropped.
 */
export class RankLogger implements RunLogger {
  constructor(
    readonly rank: number,
    private readonly stream: ConsoleStream = process.stderr,
  ) {}

  scalars(): void {}

  message(level: LogLevel, text: string): void {
    if (level !== 'warn' && level !== 'error') return;
    this.stream.write(`[rank ${this.rank}] ${level === 'warn' ? 'warning' : 'error'}: ${text}\n`);
  }

  async flush(): Promise<void> {}

  async close(): Promise<void> {}
}

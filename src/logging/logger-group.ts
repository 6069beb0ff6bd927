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
export class LoggerGroup implements RunLogger {
  readonly loggers: readonly RunLogger[];
  private readonly failed = new Set<RunLogger>();
  private readonly onError: ((error: unknown, logger: RunLogger) => void) | undefined;
  private closed = false;

  /**
   * Live progress, to the loggers that display it. Absent when none does, so that a loop
   * calling `progress?.(…)` does not build the report for nobody.
   */
  readonly progress: ((progress: Progress) => void) | undefined;

  constructor(loggers: readonly RunLogger[], options: LoggerGroupOptions = {}) {
    this.loggers = [...loggers];
    this.onError = options.onError;
    this.progress = this.loggers.some((logger) => logger.progress) ? (progress) => this.each((logger) => logger.progress?.(progress)) : undefined;
  }

  scalars(split: string, step: number, values: Readonly<Record<string, number>>): void {
    this.each((logger) => logger.scalars(split, step, values));
  }

  message(level: LogLevel, text: string): void {
    this.each((logger) => logger.message(level, text));
  }

  async flush(): Promise<void> {
    await this.settle((logger) => logger.flush());
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.settle((logger) => logger.close());
  }

  private each(call: (logger: RunLogger) => void): void {
    if (this.closed) return;
    for (const logger of this.loggers) {
      try {
        call(logger);
      } catch (error) {
        this.fail(logger, error);
      }
    }
  }

  private async settle(call: (logger: RunLogger) => Promise<void>): Promise<void> {
    const outcomes = await Promise.allSettled(
      this.loggers.map(async (logger) => {
        await call(logger);
      }),
    );
    outcomes.forEach((outcome, i) => {
      if (outcome.status === 'rejected') this.fail(this.loggers[i]!, outcome.reason);
    });
  }

  private fail(logger: RunLogger, error: unknown): void {
    if (this.failed.has(logger)) return;
    this.failed.add(logger);
    if (this.onError) {
      this.onError(error, logger);
      return;
    }
    const text = `${logger.constructor.name} failed and may have lost output: ${
      error instanceof Error ? error.message : String(error)
    }`;
    const healthy = this.loggers.filter((other) => !this.failed.has(other));
    let told = false;
    for (const other of healthy) {
      try {
        other.message('error', text);
        told = true;
      } catch (nested) {
        this.fail(other, nested);
      }
    }
    if (!told) process.stderr.write(`torchrunner: ${text}\n`);
  }
}

import type { LogLevel, RunLogger } from './logger.js';
import { SummaryWriter, type SummaryWriterOptions } from './tensorboard/summary-writer.js';

/**
 * Scalars as TensorBoard event files: `scalars('val', 120, { accuracy: 0.98 })` becomes the
 * tag `val/accuracy` at step 120. Messages are not recorded.
 */
export class TensorBoardLogger implements RunLogger {
  readonly writer: SummaryWriter;

  /** @param logDir directory of the event file, e.g. the run directory's `tensorboard/{timestamp}`. */
  constructor(logDir: string, options: SummaryWriterOptions = {}) {
    this.writer = new SummaryWriter(logDir, options);
  }

  scalars(split: string, step: number, values: Readonly<Record<string, number>>): void {
    const tagged: Record<string, number> = {};
    for (const [name, value] of Object.entries(values)) tagged[`${split}/${name}`] = value;
    this.writer.addScalars(tagged, step);
  }

  message(_level: LogLevel, _text: string): void {}

  flush(): Promise<void> {
    return this.writer.flush();
  }

  close(): Promise<void> {
    return this.writer.close();
  }
}

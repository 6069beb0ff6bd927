import type { LogLevel, RunLogger } from './logger.js';
import { SummaryWriter, type SummaryWriterOptions } from './tensorboard/summary-writer.js';
/**
 * Scalars as TensorBoard event files: `scalars('val', 120, { accuracy: 0.98 })` becomes the
 * tag `val/accuracy` at step 120. Messages are not recorded.
 */
export declare class TensorBoardLogger implements RunLogger {
    readonly writer: SummaryWriter;
    /** @param logDir directory of the event file, e.g. the run directory's `tensorboard/{timestamp}`. */
    constructor(logDir: string, options?: SummaryWriterOptions);
    scalars(split: string, step: number, values: Readonly<Record<string, number>>): void;
    message(_level: LogLevel, _text: string): void;
    flush(): Promise<void>;
    close(): Promise<void>;
}

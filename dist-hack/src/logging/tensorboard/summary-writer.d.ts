import { type BufferedFileOptions } from '../buffered-file.js';
/** Options of {@link SummaryWriter}. */
export interface SummaryWriterOptions extends BufferedFileOptions {
    /** Host name in the file name; default `os.hostname()`. */
    hostname?: string;
    /** Wall clock in milliseconds since the Unix epoch; default `Date.now`. */
    now?: () => number;
}
/**
 * Writes a TensorBoard event file, `logDir/events.out.tfevents.{unix seconds}.{hostname}`:
 * TFRecords holding `Event` protos, the first one carrying the file version `brain.Event:2`,
 * each later one a step's scalar summaries. Point `tensorboard --logdir` at `logDir` or any
 * directory above it. Writes are buffered (see {@link BufferedFile}).
 */
export declare class SummaryWriter {
    readonly logDir: string;
    private readonly file;
    private readonly now;
    constructor(logDir: string, options?: SummaryWriterOptions);
    /** The event file written. */
    get path(): string;
    /** Records one scalar, e.g. `addScalar('train/loss', 0.31, 120)`. */
    addScalar(tag: string, value: number, step: number, wallTime?: number): void;
    /** Records several scalars of one step in one event, e.g. `{ 'val/accuracy': 0.98, 'val/loss': 0.05 }`. */
    addScalars(values: Readonly<Record<string, number>>, step: number, wallTime?: number): void;
    /** Writes what is buffered. */
    flush(): Promise<void>;
    /** Flushes and closes the file; later calls do nothing. */
    close(): Promise<void>;
}

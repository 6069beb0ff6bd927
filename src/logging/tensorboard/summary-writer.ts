import { existsSync } from 'node:fs';
import { hostname as osHostname } from 'node:os';
import { join } from 'node:path';

import { BufferedFile, type BufferedFileOptions } from '../buffered-file.js';
import { fileVersionEvent, scalarEvent } from './event.js';
import { tfrecord } from './tfrecord.js';

/** Options of {@link SummaryWriter}. */
export interface SummaryWriterOptions extends BufferedFileOptions {
  /** Host name in the file name; default `os.hostname()`. */
  hostname?: string;
  /** Wall clock in milliseconds since the Unix epoch; default `Date.now`. */
  now?: () => number;
}

/** The event files this process named: one may not exist yet, as files open asynchronously. */
const named = new Set<string>();

/**
 * Writes a TensorBoard event file, `logDir/events.out.tfevents.{unix seconds}.{hostname}`:
 * TFRecords holding `Event` protos, the first one carrying the file version `brain.Event:2`,
 * each later one a step's scalar summaries. Point `tensorboard --logdir` at `logDir` or any
 * directory above it. Writes are buffered (see {@link BufferedFile}).
 */
export class SummaryWriter {
  readonly logDir: string;
  private readonly file: BufferedFile;
  private readonly now: () => number;

  constructor(logDir: string, options: SummaryWriterOptions = {}) {
    this.logDir = logDir;
    this.now = options.now ?? Date.now;
    const wallTime = this.now() / 1000;
    const host = (options.hostname ?? osHostname()).replace(/[/\\]/g, '_');
    const base = join(logDir, `events.out.tfevents.${Math.floor(wallTime)}.${host}`);
    let path = base;
    for (let n = 2; existsSync(path) || named.has(path); n++) path = `${base}.${n}`;
    named.add(path);
    this.file = new BufferedFile(path, options);
    this.file.append(tfrecord(fileVersionEvent(wallTime)));
  }

  /** The event file written. */
  get path(): string {
    return this.file.path;
  }

  /** Records one scalar, e.g. `addScalar('train/loss', 0.31, 120)`. */
  addScalar(tag: string, value: number, step: number, wallTime?: number): void {
    this.addScalars({ [tag]: value }, step, wallTime);
  }

  /** Records several scalars of one step in one event, e.g. `{ 'val/accuracy': 0.98, 'val/loss': 0.05 }`. */
  addScalars(values: Readonly<Record<string, number>>, step: number, wallTime?: number): void {
    if (!Number.isSafeInteger(step) || step < 0) {
      throw new RangeError(`TensorBoard step must be a non-negative integer, got ${step}`);
    }
    const entries = Object.entries(values).map(([tag, value]) => {
      if (typeof value !== 'number') throw new TypeError(`scalar '${tag}' must be a number, got ${typeof value}`);
      return { tag, value };
    });
    if (entries.length === 0) return;
    this.file.append(tfrecord(scalarEvent(wallTime ?? this.now() / 1000, step, entries)));
  }

  /** Writes what is buffered. */
  flush(): Promise<void> {
    return this.file.flush();
  }

  /** Flushes and closes the file; later calls do nothing. */
  close(): Promise<void> {
    return this.file.close();
  }
}

import { existsSync } from 'node:fs';
import { hostname as osHostname } from 'node:os';
import { join } from 'node:path';
import { BufferedFile } from '../buffered-file.js';
import { fileVersionEvent, scalarEvent } from './event.js';
import { tfrecord } from './tfrecord.js';
/**
 * Writes a TensorBoard event file, `logDir/events.out.tfevents.{unix seconds}.{hostname}`:
 * TFRecords holding `Event` protos, the first one carrying the file version `brain.Event:2`,
 * each later one a step's scalar summaries. Point `tensorboard --logdir` at `logDir` or any
 * directory above it. Writes are buffered (see {@link BufferedFile}).
 */
export class SummaryWriter {
    logDir;
    file;
    now;
    constructor(logDir, options = {}) {
        this.logDir = logDir;
        this.now = options.now ?? Date.now;
        const wallTime = this.now() / 1000;
        const host = (options.hostname ?? osHostname()).replace(/[/\\]/g, '_');
        const base = join(logDir, `events.out.tfevents.${Math.floor(wallTime)}.${host}`);
        let path = base;
        for (let n = 2; existsSync(path); n++)
            path = `${base}.${n}`;
        this.file = new BufferedFile(path, options);
        this.file.append(tfrecord(fileVersionEvent(wallTime)));
    }
    /** The event file written. */
    get path() {
        return this.file.path;
    }
    /** Records one scalar, e.g. `addScalar('train/loss', 0.31, 120)`. */
    addScalar(tag, value, step, wallTime) {
        this.addScalars({ [tag]: value }, step, wallTime);
    }
    /** Records several scalars of one step in one event, e.g. `{ 'val/accuracy': 0.98, 'val/loss': 0.05 }`. */
    addScalars(values, step, wallTime) {
        if (!Number.isSafeInteger(step) || step < 0) {
            throw new RangeError(`TensorBoard step must be a non-negative integer, got ${step}`);
        }
        const entries = Object.entries(values).map(([tag, value]) => {
            if (typeof value !== 'number')
                throw new TypeError(`scalar '${tag}' must be a number, got ${typeof value}`);
            return { tag, value };
        });
        if (entries.length === 0)
            return;
        this.file.append(tfrecord(scalarEvent(wallTime ?? this.now() / 1000, step, entries)));
    }
    /** Writes what is buffered. */
    flush() {
        return this.file.flush();
    }
    /** Flushes and closes the file; later calls do nothing. */
    close() {
        return this.file.close();
    }
}
//# sourceMappingURL=summary-writer.js.map
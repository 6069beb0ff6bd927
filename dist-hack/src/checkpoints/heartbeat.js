import { hostname } from 'node:os';
import { join } from 'node:path';
import { FileReplacer } from '../logging/file-replacer.js';
/** The heartbeat file's name in the run directory. */
export const HEARTBEAT_FILE = 'heartbeat.json';
/**
 * A small JSON file in the run directory (`heartbeat.json`: pid, host, step, epoch, time)
 * rewritten atomically at most every `intervalMs` (default 5 s), so a run that hangs can be
 * told from one that is slow: its time stops moving while the process still exists. Writes
 * go through `fs/promises` (never blocking the JS thread) and are not flushed to disk;
 * {@link idle} waits for them.
 */
export class Heartbeat {
    path;
    intervalMs;
    started = new Date().toISOString();
    last = -Infinity;
    files;
    constructor(runDir, options = {}) {
        this.path = join(runDir, HEARTBEAT_FILE);
        this.intervalMs = options.intervalMs ?? 5000;
        this.files = new FileReplacer(runDir);
    }
    /** Records progress; writes the file when the last write is older than the interval (or `force`). */
    beat(step, epoch = 0, force = false) {
        const now = Date.now();
        if (!force && now - this.last < this.intervalMs)
            return false;
        this.last = now;
        this.write({ step, epoch, status: 'running' }, now);
        return true;
    }
    /** Writes a final record saying the run stopped cleanly; resolves when it is written. */
    stop(step, epoch = 0) {
        this.write({ step, epoch, status: 'stopped' }, Date.now());
        return this.idle();
    }
    /** Resolves when no write is queued or running. */
    idle() {
        return this.files.idle();
    }
    write(fields, now) {
        const record = { pid: process.pid, host: hostname(), ...fields, time: new Date(now).toISOString(), started: this.started };
        // A heartbeat that cannot be written must not stop training (a full or read-only disk
        // shows up at the next checkpoint instead).
        this.files.replace(new Map([[HEARTBEAT_FILE, `${JSON.stringify(record)}\n`]])).catch(() => undefined);
    }
}
//# sourceMappingURL=heartbeat.js.map
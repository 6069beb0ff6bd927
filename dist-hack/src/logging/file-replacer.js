import { join } from 'node:path';
import { tempPath } from '../torch/serialize/atomic.js';
import { runFileJob } from '../torch/serialize/file-job.js';
/**
 * Replaces small files in one directory without blocking the JS thread: each file is written
 * to a temporary name and renamed over its target (a reader sees the old or the new file,
 * never half of one), all in one job on a worker thread. Writes are coalesced: while one runs, a newer
 * request replaces any request still waiting, so a burst of updates costs one write of the
 * newest content. Files are flushed to disk (fsync of each file, then of the directory) only
 * when a request asks for `durable`; a durable request is never coalesced into a non-durable
 * one.
 */
export class FileReplacer {
    dir;
    pending = null;
    running = null;
    constructor(dir) {
        this.dir = dir;
    }
    /** Queues `files`; the promise settles when they (or newer contents) are in place. */
    replace(files, options = {}) {
        return new Promise((resolve, reject) => {
            const durable = (options.durable ?? false) || (this.pending?.durable ?? false);
            const waiters = this.pending?.waiters ?? [];
            waiters.push({ resolve, reject });
            // Names only in the older request still need writing.
            const merged = new Map(this.pending?.files ?? []);
            for (const [name, text] of files)
                merged.set(name, text);
            this.pending = { files: merged, durable, waiters };
            this.running ??= this.drain();
        });
    }
    /** Resolves when nothing is queued or being written. */
    async idle() {
        while (this.running)
            await this.running;
    }
    async drain() {
        try {
            while (this.pending) {
                const job = this.pending;
                this.pending = null;
                try {
                    await this.write(job.files, job.durable);
                    for (const w of job.waiters)
                        w.resolve();
                }
                catch (error) {
                    for (const w of job.waiters)
                        w.reject(error);
                }
            }
        }
        finally {
            this.running = null;
        }
    }
    /**
     * One job on a worker thread: every file to a temporary name (flushed when durable: the
     * flushes overlap), then each renamed over its target, then the directory flushed when
     * durable. A file that cannot be written leaves every target as it was.
     */
    async write(files, durable) {
        const writes = [{ op: 'mkdir', path: this.dir }];
        const renames = [];
        for (const [name, text] of files) {
            const { target, tmp } = tempPath(join(this.dir, name));
            writes.push({ op: 'write', path: tmp, data: text, sync: durable });
            renames.push({ op: 'rename', path: tmp, to: target });
        }
        if (durable)
            renames.push({ op: 'syncDir', path: this.dir });
        await runFileJob([...writes, ...renames]);
    }
}
//# sourceMappingURL=file-replacer.js.map
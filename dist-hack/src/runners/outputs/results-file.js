import { ResultsWriter } from '../../logging/results-writer.js';
/**
 * The run's results files as training goes. Evaluation rounds queue writes that never block the
 * loop and are not flushed to disk, at most one every `minIntervalMs` (default 1 s): a round
 * sooner than that schedules the write for when the interval has passed, and rounds meanwhile
 * only replace what it will write, so a run that evaluates every few milliseconds does not
 * rewrite the files at every round. The end of training writes them durably, and {@link idle}
 * writes a scheduled update at once. A failed write is reported once, as a warning, and the
 * next round tries again.
 */
export class RunResultsFile {
    warn;
    writer;
    minIntervalMs;
    warned = false;
    lastWrite = -Infinity;
    scheduled = null;
    timer = null;
    constructor(dir, warn, options = {}) {
        this.warn = warn;
        this.writer = new ResultsWriter(dir);
        this.minIntervalMs = options.minIntervalMs ?? 1000;
    }
    /** Queues the files for `results` (not waited for); the entries are read when the write starts. */
    update(results, bestIndex) {
        this.scheduled = { results, bestIndex };
        if (this.timer)
            return;
        const wait = this.lastWrite + this.minIntervalMs - performance.now();
        if (wait <= 0) {
            this.writeScheduled();
            return;
        }
        this.timer = setTimeout(() => {
            this.timer = null;
            this.writeScheduled();
        }, wait);
        this.timer.unref?.();
    }
    /** Writes the files for `results` and flushes them to disk. */
    async finish(results, bestIndex) {
        this.stopTimer();
        this.scheduled = null;
        this.lastWrite = performance.now();
        await this.writer.write(results, bestIndex >= 0 ? bestIndex : undefined, { durable: true });
    }
    /** Writes a scheduled update now; resolves when no write is queued or running. */
    idle() {
        this.stopTimer();
        this.writeScheduled();
        return this.writer.idle();
    }
    stopTimer() {
        if (this.timer)
            clearTimeout(this.timer);
        this.timer = null;
    }
    writeScheduled() {
        const next = this.scheduled;
        this.scheduled = null;
        if (!next)
            return;
        this.lastWrite = performance.now();
        // From a timer, too: a failure is a warning, never an exception.
        let writing;
        try {
            writing = this.writer.write(next.results, next.bestIndex >= 0 ? next.bestIndex : undefined);
        }
        catch (error) {
            writing = Promise.reject(error);
        }
        writing.then(() => (this.warned = false), (error) => {
            if (!this.warned)
                this.warn(`cannot write the results files in ${this.writer.dir}: ${error.message}`);
            this.warned = true;
        });
    }
}
//# sourceMappingURL=results-file.js.map
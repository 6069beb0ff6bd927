import { type ResultEntry } from '../../logging/results-writer.js';
/**
 * The run's results files as training goes. Evaluation rounds queue writes that never block the
 * loop and are not flushed to disk, at most one every `minIntervalMs` (default 1 s): a round
 * sooner than that schedules the write for when the interval has passed, and rounds meanwhile
 * only replace what it will write, so a run that evaluates every few milliseconds does not
 * rewrite the files at every round. The end of training writes them durably, and {@link idle}
 * writes a scheduled update at once. A failed write is reported once, as a warning, and the
 * next round tries again.
 */
export declare class RunResultsFile {
    private readonly warn;
    private readonly writer;
    private readonly minIntervalMs;
    private warned;
    private lastWrite;
    private scheduled;
    private timer;
    constructor(dir: string, warn: (text: string) => void, options?: {
        minIntervalMs?: number;
    });
    /** Queues the files for `results` (not waited for); the entries are read when the write starts. */
    update(results: readonly ResultEntry[], bestIndex: number): void;
    /** Writes the files for `results` and flushes them to disk. */
    finish(results: readonly ResultEntry[], bestIndex: number): Promise<void>;
    /** Writes a scheduled update now; resolves when no write is queued or running. */
    idle(): Promise<void>;
    private stopTimer;
    private writeScheduled;
}

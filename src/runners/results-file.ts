import { ResultsWriter, type ResultEntry } from '../logging/results-writer.js';

/**
 * The run's results files as training goes: every evaluation round queues a write that never
 * blocks the loop and is not flushed to disk (a later round replaces it anyway), and the end
 * of training writes them durably. A failed write is reported once, as a warning, and the
 * next round tries again.
 */
export class RunResultsFile {
  private readonly writer: ResultsWriter;
  private warned = false;

  constructor(dir: string, private readonly warn: (text: string) => void) {
    this.writer = new ResultsWriter(dir);
  }

  /** Queues the files for `results` (not waited for). */
  update(results: readonly ResultEntry[], bestIndex: number): void {
    this.writer.write(results, bestIndex >= 0 ? bestIndex : undefined).then(
      () => (this.warned = false),
      (error: Error) => {
        if (!this.warned) this.warn(`cannot write the results files in ${this.writer.dir}: ${error.message}`);
        this.warned = true;
      },
    );
  }

  /** Writes the files for `results` and flushes them to disk. */
  async finish(results: readonly ResultEntry[], bestIndex: number): Promise<void> {
    await this.writer.write(results, bestIndex >= 0 ? bestIndex : undefined, { durable: true });
  }

  /** Resolves when no write is queued or running. */
  idle(): Promise<void> {
    return this.writer.idle();
  }
}

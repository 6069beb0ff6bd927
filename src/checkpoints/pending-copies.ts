/**
 * The copies of asynchronous checkpoint snapshots still being made: training may change the
 * copied tensors in place only once they settle (the runner's optimizer step waits for them).
 */
export class PendingCopies {
  private pending: Promise<void>[] = [];

  /** Adds a snapshot's copy (a promise that settles, never rejects, once it is made). */
  add(copied: Promise<void>): void {
    this.pending.push(copied);
  }

  /** Resolves when every copy added so far, and any added meanwhile, is made. Immediate when none is pending. */
  async settled(): Promise<void> {
    while (this.pending.length > 0) {
      const pending = this.pending;
      this.pending = [];
      await Promise.all(pending);
    }
  }
}

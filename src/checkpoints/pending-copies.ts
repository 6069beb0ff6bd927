/**
 * How far one snapshot's worker-thread copy has got: the storages it copies (their
 * `native.storageKey`), in the order it copies them, and how many of those are copied.
 */
export class CopyProgress {
  copied = 0;
  private listener: (() => void) | null = null;

  constructor(readonly keys: readonly number[]) {}

  /** The first `copied` storages are copied (counts only grow). */
  report(copied: number): void {
    if (copied <= this.copied) return;
    this.copied = copied;
    this.listener?.();
  }

  /** Calls `listener` at every report. */
  onReport(listener: () => void): void {
    this.listener = listener;
  }
}

/**
 * The copies of asynchronous checkpoint snapshots still being made: training may change a
 * copied tensor in place only once its copy is made ({@link pendingKeys}), and any of them once
 * all settle (the runner's optimizer step steps each parameter as soon as it may).
 */
export class PendingCopies {
  private pending: Promise<void>[] = [];
  private readonly progress = new Set<CopyProgress>();
  private wakers: (() => void)[] = [];

  /**
   * Adds a snapshot's copy (a promise that settles, never rejects, once it is made) and, when
   * it reports progress, which storages are still to copy.
   */
  add(copied: Promise<void>, progress?: CopyProgress): void {
    this.pending.push(copied);
    if (progress && progress.copied < progress.keys.length) {
      this.progress.add(progress);
      progress.onReport(() => this.wake());
    }
    void copied.then(() => {
      if (progress) this.progress.delete(progress);
      this.wake();
    });
  }

  /** The storages (`native.storageKey`) whose copies are not made yet; empty once all are. */
  pendingKeys(): Set<number> {
    const keys = new Set<number>();
    for (const p of this.progress) for (let i = p.copied; i < p.keys.length; i++) keys.add(p.keys[i]!);
    return keys;
  }

  /** Whether no copy is pending: then {@link settled} has nothing to wait for. */
  get idle(): boolean {
    return this.pending.length === 0;
  }

  /** Resolves at the next change: a copy made, or a snapshot settled. */
  changed(): Promise<void> {
    return new Promise((resolve) => this.wakers.push(resolve));
  }

  /** Resolves when every copy added so far, and any added meanwhile, is made. Immediate when none is pending. */
  async settled(): Promise<void> {
    while (this.pending.length > 0) {
      const pending = this.pending;
      this.pending = [];
      await Promise.all(pending);
    }
  }

  private wake(): void {
    for (const wake of this.wakers.splice(0)) wake();
  }
}

/**
 * How far one snapshot's worker-thread copy has got: the storages it copies (their
 * `native.storageKey`), in the order it copies them, and how many of those are copied.
 */
export class CopyProgress {
    keys;
    copied = 0;
    listener = null;
    constructor(keys) {
        this.keys = keys;
    }
    /** The first `copied` storages are copied (counts only grow). */
    report(copied) {
        if (copied <= this.copied)
            return;
        this.copied = copied;
        this.listener?.();
    }
    /** Calls `listener` at every report. */
    onReport(listener) {
        this.listener = listener;
    }
}
/**
 * The copies of asynchronous checkpoint snapshots still being made: training may change a
 * copied tensor in place only once its copy is made ({@link pendingKeys}), and any of them once
 * all settle (the runner's optimizer step steps each parameter as soon as it may).
 */
export class PendingCopies {
    pending = [];
    progress = new Set();
    wakers = [];
    /**
     * Adds a snapshot's copy (a promise that settles, never rejects, once it is made) and, when
     * it reports progress, which storages are still to copy.
     */
    add(copied, progress) {
        this.pending.push(copied);
        if (progress && progress.copied < progress.keys.length) {
            this.progress.add(progress);
            progress.onReport(() => this.wake());
        }
        void copied.then(() => {
            if (progress)
                this.progress.delete(progress);
            this.wake();
        });
    }
    /** The storages (`native.storageKey`) whose copies are not made yet; empty once all are. */
    pendingKeys() {
        const keys = new Set();
        for (const p of this.progress)
            for (let i = p.copied; i < p.keys.length; i++)
                keys.add(p.keys[i]);
        return keys;
    }
    /** Whether no copy is pending: then {@link settled} has nothing to wait for. */
    get idle() {
        return this.pending.length === 0;
    }
    /** Resolves at the next change: a copy made, or a snapshot settled. */
    changed() {
        return new Promise((resolve) => this.wakers.push(resolve));
    }
    /** Resolves when every copy added so far, and any added meanwhile, is made. Immediate when none is pending. */
    async settled() {
        while (this.pending.length > 0) {
            const pending = this.pending;
            this.pending = [];
            await Promise.all(pending);
        }
    }
    wake() {
        for (const wake of this.wakers.splice(0))
            wake();
    }
}
//# sourceMappingURL=pending-copies.js.map
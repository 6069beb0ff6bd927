/**
 * How far one snapshot's worker-thread copy has got: the storages it copies (their
 * `native.storageKey`), in the order it copies them, and how many of those are copied.
 */
export declare class CopyProgress {
    readonly keys: readonly number[];
    copied: number;
    private listener;
    constructor(keys: readonly number[]);
    /** The first `copied` storages are copied (counts only grow). */
    report(copied: number): void;
    /** Calls `listener` at every report. */
    onReport(listener: () => void): void;
}
/**
 * The copies of asynchronous checkpoint snapshots still being made: training may change a
 * copied tensor in place only once its copy is made ({@link pendingKeys}), and any of them once
 * all settle (the runner's optimizer step steps each parameter as soon as it may).
 */
export declare class PendingCopies {
    private pending;
    private readonly progress;
    private wakers;
    /**
     * Adds a snapshot's copy (a promise that settles, never rejects, once it is made) and, when
     * it reports progress, which storages are still to copy.
     */
    add(copied: Promise<void>, progress?: CopyProgress): void;
    /** The storages (`native.storageKey`) whose copies are not made yet; empty once all are. */
    pendingKeys(): Set<number>;
    /** Whether no copy is pending: then {@link settled} has nothing to wait for. */
    get idle(): boolean;
    /** Resolves at the next change: a copy made, or a snapshot settled. */
    changed(): Promise<void>;
    /** Resolves when every copy added so far, and any added meanwhile, is made. Immediate when none is pending. */
    settled(): Promise<void>;
    private wake;
}

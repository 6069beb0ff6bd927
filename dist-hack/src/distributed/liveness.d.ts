import type { Store } from '../torch/distributed/store.js';
/** A peer whose heartbeat stood still longer than the watch's timeout. */
export interface StalledPeer {
    rank: number;
    /** Milliseconds since its heartbeat last moved (or since the store last answered). */
    silentMs: number;
    /** true: its process is gone; false: its process is stopped (both known on this host only, from the pid it published); null: unknown. */
    exited: boolean | null;
    /** The store itself stopped answering (rank 0 serves it, unless the launcher's file store is used). */
    storeGone: boolean;
}
/** What a stalled peer's message says: `rank 3 stopped responding (last heartbeat 12 s ago)`. */
export declare function describeStalled(peer: StalledPeer): string;
/**
 * A heartbeat per rank in the rendezvous store, so that a collective that fails because a
 * peer died can say which ranks are gone: each rank bumps its counter every `intervalMs`; a
 * rank whose counter stands still for a few intervals is lost.
 */
export declare class Liveness {
    private readonly store;
    private readonly rank;
    private readonly worldSize;
    private readonly intervalMs;
    private timer;
    private watcher;
    constructor(store: Store, rank: number, worldSize: number, intervalMs?: number);
    start(): void;
    /** Says in the store that this rank closes cleanly, so that its silence from now on is not taken for a fault. */
    markClosed(): Promise<void>;
    stop(): void;
    /**
     * Watches the other ranks' heartbeats every interval and calls `onStalled` once, for the
     * first rank whose heartbeat stood still for `timeoutMs` (or when the store stops answering
     * that long). On one host, a rank whose process is still running (busy in a long synchronous
     * call) is not reported: only one that is gone or stopped. The checks run on this thread's event loop: while it is blocked in a
     * synchronous native call (a synchronous collective), nothing is checked.
     *
     * @param sameHost - every rank runs on this host, so a rank whose published pid no longer exists has exited
     * @param onStalled - returns false when it did not act (this rank is not waiting on its peers): the watch goes on
     */
    watch(timeoutMs: number, sameHost: boolean, onStalled: (peer: StalledPeer) => boolean): void;
    private closedCleanly;
    /** Rank `r`'s process on this host (from the pid it published): gone, stopped (SIGSTOP, a debugger), running (busy or waiting), or unknown. */
    private processState;
    /** The other ranks whose heartbeat stood still over four intervals; `[0]` when the store itself (served by rank 0) is gone. */
    lostRanks(): Promise<number[]>;
    /** `err` with the lost ranks named, when there are any. */
    explain(err: unknown, what: string): Promise<Error>;
}

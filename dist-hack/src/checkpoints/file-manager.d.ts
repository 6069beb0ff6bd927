import type { CheckpointManager, CheckpointPoint, CheckpointRequest } from './manager.js';
import { CheckpointPolicy, type CheckpointPolicyOptions } from './policy.js';
import { type ResumableCheckpoint } from './read.js';
import { PendingCopies } from './pending-copies.js';
/** What one finished save wrote. */
export interface SavedCheckpoint {
    point: CheckpointPoint;
    /** `…/latest.pth`. */
    latest: string;
    /** The history file written, if any. */
    history: string | null;
    /** `…/best.pth` when it was replaced. */
    best: string | null;
    /** History files removed by retention. */
    pruned: string[];
}
/** Options of {@link FileCheckpointManager}. */
export interface FileCheckpointManagerOptions extends CheckpointPolicyOptions {
    /** The checkpoints directory (`<run directory>/checkpoints`); created at the first save. */
    dir: string;
    /**
     * `disabled` (default): `save` writes before it resolves, off the JS thread, which stays free
     * for timers and signals (with `request.background`, once the payload is written to a
     * temporary file; see the class). `async`: `save` snapshots (copies) the payload's tensors
     * and resolves; the write happens on a worker thread while training goes on.
     */
    asyncMode?: 'disabled' | 'async';
    /** Called after each checkpoint is on disk (for a log line). */
    onSaved?: (saved: SavedCheckpoint) => void;
    /** Adds to or rewrites each payload before it is written (for example run metadata). */
    augment?: (payload: Record<string, unknown>) => Record<string, unknown>;
    /** Where warnings go (a fallback from a damaged `latest`); default `console.warn`. */
    warn?: (message: string) => void;
}
/**
 * Writes a run's checkpoints as torch.save archives that Python's `torch.load` opens:
 *
 * ```text
 * checkpoints/latest.pth                 the newest checkpoint, replaced at every save
 * checkpoints/best.pth                   the best-scoring one (saveBest)
 * checkpoints/ckpt-e000003.pth           history, epoch mode (ckpt-s000000001000.pth in step mode)
 * ```
 *
 * Every save writes `latest` atomically (a temporary file in the same directory, flushed,
 * renamed over `latest`, directory flushed), so a process killed at any instant leaves the
 * previous `latest` intact. `best` and history files are made from `latest` by hard link
 * (a copy where links are not possible), also by rename. Retention (`keepLatestK`) removes
 * the oldest history files but never the one that is what `latest` or `best` is.
 *
 * In the synchronous mode (`disabled`), the payload is pickled into the temporary file in a
 * first job on a worker thread, its tensors read in place (the caller does not change them
 * while it awaits), with no copy. The flush, the renames, the links and the directory flush
 * run as a second job; `save` resolves after it, or, for a request marked `background` (the
 * runner's), after the first, so that the loop waits for writing into the page cache, not for
 * the disk. A background request whose state is small (at most {@link SMALL_STATE_ELEMENTS}
 * tensor elements in all) has its tensors copied instead, which takes less than the write
 * would, and the whole save runs in the background; made while the previous save is still
 * being flushed, it is queued behind it (at most one is), so that saves become `latest` in
 * order. Any other save waits for the background job before it writes; `wait()` and
 * `close()` wait for it, and its error is reported by the next `save`, `wait` or `close`. A
 * process killed before the rename leaves the previous `latest`.
 *
 * In `async` mode, `save` starts a copy of the payload's tensors and queues the write, and
 * resolves at once: large tensors are copied on a worker thread while training goes on (small
 * ones at once), in the order `request.copyOrder` gives, and the write serializes and writes
 * on another. The runner's next optimizer step, the first change to the parameters and
 * optimizer state, steps each parameter once its copies are made ({@link pendingCopies}), so
 * only a parameter whose copy is not made yet holds the loop. The copies go into the buffers
 * the previous save was written from ({@link StagingPool}), memory already mapped.
 * A queued save that the new one replaces (it writes no history file, and no `best` unless
 * the new one does) is dropped, so the newest wins; a save that would queue behind one it
 * cannot replace first waits for that write, so at most one save waits while one is written
 * and memory stays bounded. Temporary files of processes killed during a save are removed at
 * the manager's first save. `wait()` and `close()` wait for the queue. A write error is
 * reported by the next `save`, `wait` or `close`.
 *
 * A forced save at the very point this manager saved last (the end of training right after
 * an interval save) is skipped: it would write the same checkpoint again.
 */
export declare class FileCheckpointManager implements CheckpointManager {
    readonly dir: string;
    /** `dir/latest.pth`. */
    readonly latestPath: string;
    /** `dir/best.pth`. */
    readonly bestPath: string;
    /** `dir` resolved, ending with a separator: where temporary files go. */
    private readonly tempDir;
    readonly policy: CheckpointPolicy;
    readonly asyncMode: 'disabled' | 'async';
    private readonly onSaved;
    private readonly warn;
    private readonly augment;
    private queue;
    private draining;
    /** The synchronous mode's second job (flush, rename, links) of the last save, while it runs. */
    private publishing;
    /** Synchronous-mode saves copied and waiting for the one before them to be published (at most 1). */
    private chained;
    readonly pendingCopies: PendingCopies | undefined;
    private readonly staging;
    private writing;
    private waiters;
    private failure;
    private closed;
    private lastPoint;
    /** History names written by copy (no shared inode to recognise them by). */
    private copiedAs;
    private tempsChecked;
    constructor(options: FileCheckpointManagerOptions);
    /** The temporary name of a file this manager renames into `dir`: beside it, in `dir` resolved once. */
    private tempBeside;
    /** Saves still queued or being written (async mode), or being flushed and renamed (synchronous mode). */
    get pending(): number;
    due(point: CheckpointPoint): boolean;
    save(request: CheckpointRequest): Promise<void>;
    /**
     * Resolves when the tensors of every `async` save so far are copied, so that training may
     * change them in place. Returns nothing in the synchronous mode, where nothing is copied in
     * the background.
     */
    untilSnapshotted(): Promise<void> | void;
    resumable(): Promise<string | null>;
    /**
     * Like {@link resumable}, also returning the checkpoint already read (its tensors are the
     * caller's), so that resuming reads the file once.
     */
    resumableCheckpoint(): ResumableCheckpoint | null;
    wait(): Promise<void>;
    close(): Promise<void>;
    private payloadOf;
    private enqueue;
    private drain;
    /**
     * The synchronous mode's write, in two jobs on worker threads. The first pickles the payload
     * (encoded here) into a temporary file while the caller awaits it: the loop that awaits does
     * not change the tensors meanwhile, so they are written without a copy. The second flushes
     * that file, renames it over `latest`, makes the links and flushes the directory. A
     * background request's small state (at most {@link SMALL_STATE_ELEMENTS} elements in all) is
     * copied instead, in less time than its write would hold the loop, and all of it is written
     * by one job in the background.
     */
    private write;
    /** `write` once the previous save is published (its temporary file renamed over `latest`), unless that failed. */
    private afterPublished;
    /**
     * A small background save as one job. When the previous save is still being flushed, its
     * tensors are copied now and the job starts once that save is published, so that saves
     * become `latest` in order without holding the loop for the disk; it is dropped if that
     * save failed (whose error the next `save`, `wait` or `close` reports).
     */
    private commitInOrder;
    /** The asynchronous write, on a worker thread: archive, flush, renames and links in one job. */
    private writeAsync;
    /** The synchronous mode's first job: the payload pickled into `tmp`, not yet flushed. */
    private writeArchive;
    /**
     * One job: the payload pickled into `tmp` and flushed, then published. `copyNow`: the
     * payload's tensors are copied as it is converted, before this returns (a value that cannot
     * be saved throws here rather than rejecting).
     */
    private commit;
    /**
     * The steps that make a written temporary file `latest` (renamed over it) and the history
     * file and `best` from it (linked, also by rename), then flush the directory once.
     */
    private publishSteps;
    /** Awaits a job whose steps end with `publish`'s, `offset` steps in; names what failed. */
    private runPublish;
    /** After a commit: retention and the report. */
    private finish;
    /** Applies retention; returns the paths removed. */
    private prune;
    /** Resolves when the write in progress (or the next one) ends. */
    private nextWrite;
    /** Temporary files of processes killed during a save go at this manager's first save. */
    private removeStaleTemps;
    private throwFailure;
}
/** Elements a state may hold in all for a background save to copy it rather than hold the loop for its write. */
export declare const SMALL_STATE_ELEMENTS: number;

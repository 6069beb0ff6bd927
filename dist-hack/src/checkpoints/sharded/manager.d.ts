import type { CheckpointManager, CheckpointPoint, CheckpointRequest } from '../manager.js';
import { CheckpointPolicy, type CheckpointPolicyOptions } from '../policy.js';
import type { SaveTopology } from './layout.js';
import { PendingCopies } from '../pending-copies.js';
/** What one finished sharded save wrote (reported on rank 0). */
export interface SavedShardedCheckpoint {
    point: CheckpointPoint;
    /** The save directory. */
    dir: string;
    /** Pointers moved to it (`latest`, `ckpt-s…`, `best`). */
    pointers: string[];
    /** Save directories removed by retention. */
    pruned: string[];
}
/** Options of {@link ShardedCheckpointManager}. */
export interface ShardedCheckpointManagerOptions extends CheckpointPolicyOptions {
    /** The checkpoints directory, shared by all ranks. */
    dir: string;
    rank: number;
    worldSize: number;
    /** How the ranks are arranged, recorded in the manifest (default `{ stage: 'ddp', axes: { replicate: worldSize } }`). */
    topology?: SaveTopology;
    /** `disabled` (default): `save` writes before it resolves; `async`: it snapshots the tensors and writes in the background. */
    asyncMode?: 'disabled' | 'async';
    /**
     * Sums numbers across all ranks (the process group's all-reduce); used once, at the first
     * save, so all ranks name their save directories alike. Required when `worldSize > 1`.
     */
    allReduceSum?: (values: readonly number[]) => Promise<number[]>;
    /** Model parameter names by optimizer index, for the `optim.state.<name>.…` names. */
    paramNames?: () => readonly (string | null)[];
    /** How long rank 0 waits for the other ranks' files before a save fails (default 10 minutes). */
    commitTimeoutMs?: number;
    /** Adds to or rewrites each payload before it is written. */
    augment?: (payload: Record<string, unknown>) => Record<string, unknown>;
    /** Called on rank 0 after each save is complete and the pointers moved. */
    onSaved?: (saved: SavedShardedCheckpoint) => void;
    warn?: (message: string) => void;
}
/**
 * The `sharded` checkpoint backend: every rank writes its own chunks of every tensor, and
 * every save goes to its own immutable directory, after PyTorch DCP's layout (see
 * `layout.ts`):
 *
 * ```text
 * checkpoints/latest                               pointer: the name of the newest complete save
 * checkpoints/best                                 pointer (saveBest)
 * checkpoints/ckpt-s000000001000                   history pointer (ckpt-e000003 in epoch mode)
 * checkpoints/save-s000000001000-<run>-<n>/        one save: .metadata, manifest.json, __<r>_0.distcp, …
 * ```
 *
 * A save completes when rank 0 has seen every rank's index (written after that rank's data
 * and state are flushed) and has written the metadata; only then do the pointers move, each
 * by atomic rename, so a crash of any rank at any instant leaves `latest` naming the
 * previous complete save. Retention (`keepLatestK`) removes history pointers as the file
 * backend does, and a save directory once no pointer names it. Directories of saves that
 * never completed in an earlier run are removed too.
 *
 * `save` must be called on every rank at the same points (the runner does). In `async`
 * mode it clones the small tensors, starts copying the large ones on a worker thread and
 * returns; the runner's next optimizer step steps each parameter once its copies are made
 * ({@link pendingCopies}), and the writes go on in the background in order.
 * Queued saves are not coalesced, since every rank must write every save.
 */
export declare class ShardedCheckpointManager implements CheckpointManager {
    readonly dir: string;
    readonly policy: CheckpointPolicy;
    readonly rank: number;
    readonly worldSize: number;
    readonly asyncMode: 'disabled' | 'async';
    private readonly options;
    private readonly warn;
    private token;
    private sequence;
    private lastPoint;
    private queue;
    /** Copies of asynchronous snapshots in progress. */
    readonly pendingCopies: PendingCopies | undefined;
    private readonly staging;
    private draining;
    private failure;
    private closed;
    /** Save directories this manager completed, for retention. */
    private readonly completed;
    constructor(options: ShardedCheckpointManagerOptions);
    /** `dir/latest`, the pointer to the newest complete save. */
    get latestPath(): string;
    due(point: CheckpointPoint): boolean;
    save(request: CheckpointRequest): Promise<void>;
    /** Waits until the asynchronous saves' copies are made, after which the originals may change. */
    untilSnapshotted(): Promise<void>;
    /** The save to resume from: the one `latest` names, else the newest readable history save (with a warning), or null. */
    resumable(): Promise<string | null>;
    wait(): Promise<void>;
    close(): Promise<void>;
    /** A name for this run's saves, the same on every rank (one all-reduce, at the first save). */
    private runToken;
    private drain;
    private write;
    /** Retention: old history pointers, then save directories no pointer names. */
    private prune;
    private throwFailure;
}

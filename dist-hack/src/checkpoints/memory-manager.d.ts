import type { CheckpointManager, CheckpointPoint, CheckpointRequest } from './manager.js';
import { type CheckpointPolicyOptions } from './policy.js';
/** A checkpoint kept in memory: the payload (its tensors are copies owned by the manager) and where it was taken. */
export interface MemoryCheckpoint {
    point: CheckpointPoint;
    /** The payload as a file would hold it (`runner`, `state`, `model`, `optimizer`, …); pass it to `runner.loadStateDict`. */
    payload: Record<string, unknown>;
}
/** Options of {@link MemoryCheckpointManager}. */
export interface MemoryCheckpointManagerOptions extends CheckpointPolicyOptions {
    /** Called after each save, with the checkpoint kept. */
    onSaved?: ((saved: MemoryCheckpoint, best: boolean) => void) | undefined;
}
/**
 * Keeps checkpoints in memory instead of files (`workspace: false`): `latest`, and `best` when
 * the point is the best so far, each a copy of the payload's tensors (so training may change
 * the originals). At most two copies of the model and optimizer state are held; a save replaces
 * the one it supersedes and frees it. Nothing is written to disk.
 */
export declare class MemoryCheckpointManager implements CheckpointManager {
    private readonly policy;
    private readonly onSaved;
    private latestKept;
    private bestKept;
    constructor(options?: MemoryCheckpointManagerOptions);
    /** The checkpoint saved last, or null. */
    get latest(): MemoryCheckpoint | null;
    /** The best checkpoint so far (when `saveBest`), or null. */
    get best(): MemoryCheckpoint | null;
    due(point: CheckpointPoint): boolean;
    save(request: CheckpointRequest): Promise<void>;
    resumable(): Promise<string | null>;
    wait(): Promise<void>;
    /** Frees the kept copies. */
    close(): Promise<void>;
    private release;
}

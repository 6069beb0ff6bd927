import type { CheckpointPayload } from '../read.js';
import { type ShardLayout } from './read.js';
/** True when `path` is a sharded save directory, a pointer file of the sharded backend, or a checkpoints directory with a `latest` pointer. */
export declare function isShardedCheckpoint(path: string): Promise<boolean>;
/**
 * The save directory `path` names: a save directory itself, a pointer file (`latest`,
 * `best`, `ckpt-…`), or a checkpoints directory (its `latest`).
 */
export declare function resolveSave(path: string): Promise<string>;
/** The world that wrote a save: its size and its named parallel axes. */
export interface SavedLayout {
    worldSize: number;
    axes: Record<string, number>;
}
/** What {@link readShardedPayload} needs besides the path. */
export interface ShardedLoadOptions {
    /** This rank; it reads its own state file when the save has one for it, else rank 0's. */
    rank: number;
    /**
     * The sharded tensors of this run by name and the chunks this rank holds of each (see
     * {@link shardLayouts}); every other tensor is read whole.
     */
    layouts?: ReadonlyMap<string, ShardLayout>;
    /** Model parameter names by optimizer index now. */
    paramNames?: readonly (string | null)[];
    /**
     * Parameters of the model whose optimizer state this rank does not hold (other pipeline
     * stages', frozen ones): their stored optimizer state is not read.
     */
    skipOptimizerStateOf?: ReadonlySet<string>;
    /** Stored tensors not to read, by name (`optim.…` when the optimizer is not restored, say). */
    skip?: (fqn: string) => boolean;
}
/**
 * Reads a sharded checkpoint into a runner payload for this rank, whatever world size wrote
 * it: each tensor of the template's layout is assembled from the overlapping byte ranges of
 * the stored chunks. The returned tensors are the caller's.
 */
export declare function readShardedPayload(path: string, options: ShardedLoadOptions): Promise<{
    dir: string;
    payload: CheckpointPayload;
    layout: SavedLayout;
}>;
/**
 * The layout of every ShardedTensor leaf of a payload (`TorchRunner.stateDict()`) by name:
 * global shape and the boxes this rank holds. Plain numbers only, so the payload's tensors
 * can be released right after.
 */
export declare function shardLayouts(payload: Record<string, unknown>, paramNames: readonly (string | null)[]): Map<string, ShardLayout>;

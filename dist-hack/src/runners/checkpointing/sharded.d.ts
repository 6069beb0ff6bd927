import type { CheckpointPayload } from '../../checkpoints/read.js';
import { ShardedCheckpointManager } from '../../checkpoints/sharded/manager.js';
import type { SavedLayout } from '../../checkpoints/sharded/load.js';
import type { Optimizer } from '../../torch/optim/optimizer.js';
import type { CheckpointingContext } from './context.js';
export declare function createShardedManager(ctx: CheckpointingContext, onSaved: (dir: string, step: number) => void): ShardedCheckpointManager;
/**
 * The payload with the data-parallel degree in `state`. `Object.assign` rather than a spread
 * followed by the new key, for which V8 makes a new hidden class at every save.
 */
export declare function withWorldSize(payload: Record<string, unknown>, worldSize: number): Record<string, unknown>;
/** Whether the save was written by a world of this run's size and named axes. */
export declare function sameLayout(saved: SavedLayout, ctx: CheckpointingContext): boolean;
/**
 * A save written by another layout (other pipeline stages, another tensor size) lists in this
 * rank's state file the optimizer's parameters as that rank stepped them; the state itself is
 * keyed by parameter name and already renumbered (see `joinPayload`), so each group's indices
 * become this optimizer's own (`Optimizer.stateDict()` numbering), keeping the saved options.
 */
export declare function renumberParamGroups(payload: CheckpointPayload, optimizer: Optimizer<any> | undefined): void;
/** True when `path` names a sharded checkpoint (as `isShardedCheckpoint`, synchronously). */
export declare function isShardedSync(path: string): boolean;

export { isStateful } from './stateful.js';
export { NoopCheckpointManager } from './manager.js';
export { MemoryCheckpointManager } from './memory-manager.js';
export { FileCheckpointManager, SMALL_STATE_ELEMENTS } from './file-manager.js';
export { CheckpointPolicy } from './policy.js';
export { LATEST, BEST, CHECKPOINTS_DIR, historyName, parseHistoryName } from './names.js';
export { readCheckpoint, findResumable } from './read.js';
export { checkConfigChange, configChanges, isAllowed, WORLD_SIZE_KEY } from './config-change.js';
export { readPretrained, loadPretrained, loadPretrainedWeights, describeReport } from './pretrained.js';
export { Heartbeat, HEARTBEAT_FILE } from './heartbeat.js';
export { disposeTree } from './tree.js';
export { ShardedCheckpointManager } from './sharded/manager.js';
export { ShardedReader } from './sharded/read.js';
export { readShardedPayload, resolveSave, shardLayouts, isShardedCheckpoint } from './sharded/load.js';
export { findResumableSave } from './sharded/resumable.js';
export { consolidate } from './sharded/consolidate.js';
export { COMPONENTS_KEY, checkpointComponents, isEveryComponent, payloadComponents } from './components.js';
//# sourceMappingURL=index.js.map
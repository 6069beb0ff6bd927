// Checkpoints: the manager contract, the file manager and its policy, reading and resuming,
// the config-change check, pretrained weights, and the heartbeat file.
export type { Stateful } from './stateful.js';
export { isStateful } from './stateful.js';
export { NoopCheckpointManager } from './manager.js';
export type { CheckpointManager, CheckpointPoint, CheckpointRequest } from './manager.js';
export { FileCheckpointManager } from './file-manager.js';
export type { FileCheckpointManagerOptions, SavedCheckpoint } from './file-manager.js';
export { CheckpointPolicy } from './policy.js';
export type { CheckpointPolicyOptions, SaveTargets } from './policy.js';
export { LATEST, BEST, CHECKPOINTS_DIR, historyName, parseHistoryName } from './names.js';
export type { HistoryName } from './names.js';
export { readCheckpoint, findResumable } from './read.js';
export type { CheckpointPayload, ReadCheckpointOptions, ResumableCheckpoint } from './read.js';
export { checkConfigChange, configChanges, isAllowed, WORLD_SIZE_KEY } from './config-change.js';
export type { ConfigChange, ConfigChangeInput } from './config-change.js';
export { readPretrained, loadPretrained, loadPretrainedWeights, describeReport } from './pretrained.js';
export type { KeyMap, MismatchedKey, PretrainedOptions, PretrainedReport } from './pretrained.js';
export { Heartbeat, HEARTBEAT_FILE } from './heartbeat.js';
export type { HeartbeatRecord } from './heartbeat.js';
export { linkOrCopy, sameFile } from './links.js';
export { snapshotTree, disposeTree } from './tree.js';

/**
 * The save directory a sharded path names, found synchronously (for setup code such as
 * `TorchRunner.fromCheckpoint`), or null when `path` is not a sharded checkpoint: a save
 * directory, a checkpoints directory with a `latest` pointer, or a pointer file.
 */
export declare function shardedSaveSync(path: string): string | null;
/**
 * Rank 0's non-tensor state of a sharded save (config snapshot, counters, loader positions),
 * with `model` empty: enough to rebuild a runner from its config before the tensors are read.
 */
export declare function readShardedStateSync(save: string): Record<string, unknown>;

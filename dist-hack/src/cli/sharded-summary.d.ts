import type { DType } from '../torch/dtype.js';
/** What `torchrunner ckpt` reports about a sharded checkpoint. */
export interface ShardedSummary {
    /** The save directory. */
    save: string;
    worldSize: number;
    stage: string;
    axes: Record<string, number>;
    point: {
        epoch: number;
        globalStep: number;
        mode: string;
    };
    /** Data files and their total size. */
    files: number;
    fileBytes: number;
    tensors: {
        name: string;
        dtype: DType;
        shape: number[];
        chunks: number;
        bytes: number;
    }[];
    totalBytes: number;
    /** Numbers of rank 0's runner state (`micro_step`, `world_size`, …). */
    state: Record<string, number | string | boolean>;
}
/** Summarises a sharded checkpoint (a save directory, a pointer file or a checkpoints directory) without building a model. */
export declare function summarizeSharded(path: string): Promise<ShardedSummary>;
/** The human-readable form of a {@link ShardedSummary}. */
export declare function formatShardedSummary(s: ShardedSummary, withTensors: boolean): string;

import type { RunnerConfig } from '../../config/index.js';
import type { LogLevel } from '../../logging/logger.js';
import type { Module } from '../../torch/nn/module.js';
import type { Optimizer } from '../../torch/optim/optimizer.js';
import type { Scheduler } from '../../torch/optim/lr-scheduler/index.js';
/** What checkpointing needs to know about the run (handed over, never the runner itself). */
export interface CheckpointingContext {
    config: RunnerConfig;
    /** The run directory. */
    runDir: string;
    /** `runDir/checkpoints`. */
    checkpointsDir: string;
    /** Whether this process writes files. */
    isMain: boolean;
    /** Data-parallel degree. */
    worldSize: number;
    /** The strategy's named parallel axes above 1, for the checkpoint's metadata (absent: data parallel over the world). */
    axes?: Readonly<Record<string, number>> | undefined;
    /** This process's rank (default 0); every rank writes its part of a sharded checkpoint. */
    rank?: number;
    /** Sums numbers across all ranks (the sharded backend agrees on save names with it once). */
    allReduceSum?: (values: readonly number[]) => Promise<number[]>;
    /** Model parameter names by optimizer state index (the sharded backend's `optim.state.<name>.…`). */
    paramNames?: () => readonly (string | null)[];
    log(level: LogLevel, text: string): void;
    /** A checkpoint was saved (the step it holds, its file or sharded directory, whether it is also the best). */
    saved?: (step: number, path: string | null, best: boolean) => void;
}
/**
 * The backend `checkpoint.backend` names; `auto` is `sharded` for the deepspeed and parallel
 * stacks (whose optimizer state, pipeline stages or tensor-parallel parts no rank holds whole),
 * else `file`.
 */
export declare function checkpointBackend(config: Pick<RunnerConfig, 'checkpoint' | 'stack'>): 'file' | 'sharded';
/** The parts of a run a checkpoint is restored into. */
export interface RestoreTarget {
    model: Module;
    optimizer: Optimizer<any> | undefined;
    scheduler?: Scheduler | undefined;
    /** Restores a whole payload (model → EMA → optimizer → scheduler → loaders → state and RNG). */
    loadStateDict(payload: Record<string, unknown>): void;
    /** The payload as this run lays it out (its ShardedTensor leaves say which chunks this rank reads). */
    template?: () => Record<string, unknown>;
}
/** Where the current accumulation window started: what a stop mid-window rewinds to. */
export interface WindowStart {
    state: Record<string, unknown>;
    dataloaders: Record<string, unknown>;
}

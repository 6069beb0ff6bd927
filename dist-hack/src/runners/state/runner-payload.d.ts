import { type CheckpointComponent, type RunnerConfig } from '../../config/index.js';
import type { DataLoader } from '../../data/index.js';
import type { ParallelStrategy } from '../../distributed/strategy.js';
import { type ResultEntry } from '../../logging/results-writer.js';
import type { Module } from '../../torch/nn/index.js';
import type { Optimizer } from '../../torch/optim/index.js';
import type { Scheduler } from '../../torch/optim/lr-scheduler/index.js';
import type { ModelEma } from '../step/ema.js';
import type { GradScaler } from '../step/grad-scaler.js';
import type { RunnerState } from './state.js';
/** The parts of a runner a checkpoint payload holds. */
export interface RunnerParts {
    readonly config: RunnerConfig;
    readonly state: RunnerState;
    readonly model: Module;
    /** Undefined before setup. */
    readonly strategy: ParallelStrategy | undefined;
    readonly optimizer: Optimizer<any> | undefined;
    readonly scheduler: Scheduler | undefined;
    readonly ema: ModelEma | undefined;
    readonly scaler: GradScaler | undefined;
    readonly dataloaders: Readonly<Record<string, DataLoader>>;
    readonly results: readonly ResultEntry[];
}
/** The payload of `parts` with `components` (see `TorchRunner.stateDict`); `config` is the frozen plain config. */
export declare function runnerStateDict(parts: RunnerParts, components: ReadonlySet<CheckpointComponent>, config: Record<string, unknown>): Record<string, unknown>;
/**
 * The config as a plain object for the checkpoint, frozen: the one from the last save while
 * the config is unchanged, so that a save converts it once.
 */
export declare class ConfigSnapshot {
    private tree;
    of(config: RunnerConfig): Record<string, unknown>;
}
/**
 * Restores `payload` into `parts` (see `TorchRunner.loadStateDict`); returns the stored
 * results, for the runner to take (undefined when the payload has none).
 *
 * @throws Error naming the part that failed to load
 */
export declare function loadRunnerPayload(parts: RunnerParts, payload: Record<string, any>): ResultEntry[] | undefined;

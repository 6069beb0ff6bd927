import { type RunnerConfig } from '../../config/index.js';
import type { DataLoader } from '../../data/index.js';
import type { Module } from '../../torch/nn/index.js';
/** What the config's names are checked against at setup. */
export interface RunnerNames {
    /** Every split the runner has. */
    splits: readonly string[];
    /** The names a result carries for a split: `loss` and the metrics' names. */
    scoreNames: readonly string[];
}
/**
 * Checks the config keys that name a split or a score against the runner's splits and
 * metrics: `scoreSplit`, `scoreName`, the keys of `dataloader.splits`, and the split and
 * metric of `sched.monitor`. A typo there would otherwise disable the best checkpoint,
 * stop the run early through `patience`, or leave a split's loader settings unused.
 *
 * @throws ConfigError listing every name that matches nothing
 */
export declare function checkConfigNames(config: RunnerConfig, names: RunnerNames): void;
/**
 * Epoch mode: every train split must yield at least one batch, or an "epoch" takes no step
 * and still records a result and a best checkpoint.
 *
 * @throws Error naming the empty split
 */
export declare function checkTrainSplitsNotEmpty(loaders: Record<string, DataLoader>, trainSplits: readonly string[]): void;
/**
 * Throws when `trainStep` (or `evaluateStep`, `inferStep`) is an `async` method: the runner
 * calls backward on the loss inside the step's tensor scope, which a Promise would escape.
 */
export declare function checkSynchronousSteps(runner: object, steps: readonly string[]): void;
/** Why a step may not be async, and where asynchronous work belongs. */
export declare function asyncStepMessage(step: string): string;
/** Throws the error for reading `runner.optimizer` when there is none. */
export declare function missingOptimizer(runner: string, setUp: boolean): never;
/** What {@link checkCriterion} needs to know about the runner. */
export interface CriterionFacts {
    runner: string;
    hasCriterion: boolean;
    /** The runner trains (a train split and an optimizer, or config.optim). */
    trains: boolean;
    /** trainStep is the default one, which calls the criterion. */
    defaultTrainStep: boolean;
}
/** A runner that trains with the default trainStep needs a criterion: said at setup, not at the first step. */
export declare function checkCriterion(f: CriterionFacts): void;
/** The error for evaluating a split that yielded no samples. */
export declare function emptySplitError(split: string, batches: number): Error;
/**
 * `workspace: false` writes nothing: refuses the settings that can only write files (a profile
 * trace, sharded checkpoints) rather than ignoring them.
 *
 * @throws Error naming the setting and how to fix it
 */
export declare function checkNothingWritten(config: RunnerConfig): void;
/**
 * What every rank of a data-parallel run must have in common, as `kind name` → value text:
 * each key of the canonical config (keys that only say how or where a rank runs, such as
 * logging, paths, checkpoint policy and loader workers, are not in it and may differ), and
 * the name, dtype and shape of every parameter and buffer.
 */
export declare function rankFacts(config: RunnerConfig, model: Module): Record<string, string>;

import type { CheckpointManager } from '../../checkpoints/manager.js';
import type { RunnerConfig } from '../../config/index.js';
import type { ParallelStrategy } from '../../distributed/strategy.js';
import { type Optimizer } from '../../torch/optim/index.js';
import type { AccumulationWindow } from './accumulation.js';
import type { GradScaler } from './grad-scaler.js';
import type { SkipReason } from './skip-limit.js';
/** What {@link stepOptimizer} needs. */
export interface OptimizerStepParts {
    optimizer: Optimizer<any>;
    strategy: ParallelStrategy;
    scaler: GradScaler | undefined;
    config: Pick<RunnerConfig, 'skipNonfiniteGrad' | 'maxGradValue' | 'maxGradNorm'>;
    /** 1 when a stop signal reached this rank (see `StopAgreement`); agreed over every rank with the step's reductions. */
    stopFlag?: number;
    /**
     * The checkpoint manager, whose asynchronous saves' copies the step must not overtake: with
     * `pendingCopies`, each parameter steps once its copies are made and the step ends once all
     * are ({@link stepAsCopied}); otherwise `untilSnapshotted` is awaited before the step.
     */
    checkpoints?: Pick<CheckpointManager, 'pendingCopies' | 'untilSnapshotted'>;
    /**
     * Records the step's parts as spans (the profiler's `spanAsync`). Absent, they run as they
     * are, and a reduction over a domain of one rank is skipped.
     */
    trace?: (<T>(name: string, cat: string, fn: () => T | Promise<T>) => T | Promise<T>) | undefined;
}
/** What the runner's `optimizerStep` returns. */
export interface OptimizerStepResult {
    /** Whether the step was taken. */
    stepped: boolean;
    /** The window's loss over the data domain. */
    loss: number;
    /** The total gradient norm before clipping, when clipping by norm. */
    gradNorm?: number;
}
/** The outcome of one optimizer step. */
export interface OptimizerStepOutcome extends OptimizerStepResult {
    /** Why a step was skipped. */
    skipReason?: SkipReason;
    /** Some rank asked to stop: every rank stops after this step. */
    stopAgreed: boolean;
}
/**
 * Rescales the window's summed gradients by the reduced divisor and takes the step:
 * non-finite skip (or the fp16 scaler's overflow), clipping by value and by norm,
 * `optimizer.step()`, `strategy.afterOptimizerStep()`, zeroing the gradients. A skipped step
 * zeroes the gradients too.
 *
 * Returns the outcome at once (no promise) when nothing needs waiting for: one process, no
 * trace, no scaler, no non-finite check and no clipping by norm (each of which reduces, or
 * may, over ranks), and no checkpoint copy in progress.
 */
export declare function stepOptimizer(parts: OptimizerStepParts, window: AccumulationWindow): OptimizerStepOutcome | Promise<OptimizerStepOutcome>;
/**
 * `next(a, b)` once `value` settles: at once when `value` is not a promise. The optimizer step
 * chains its stages with it, so that a step with nothing to wait for (one process, no
 * asynchronous checkpoint copies) runs synchronously, with no promise, microtask or suspended
 * async frame per stage; the arguments are passed on rather than closed over, so that the
 * synchronous case allocates nothing.
 */
export declare function thenCall<A, B, R>(value: unknown, next: (a: A, b: B) => R | Promise<R>, a: A, b: B): R | Promise<R>;

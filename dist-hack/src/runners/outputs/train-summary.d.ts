import type { StopSignal } from '../loop/graceful-stop.js';
import type { TrainThroughput } from './telemetry.js';
/**
 * How a `train()` call ended:
 * - `completed`: the epoch or step budget ran out;
 * - `early-stopped`: early stopping ended it (`patience` evaluations without a better score);
 * - `interrupted`: something stopped it before the end of the budget: an `AbortSignal` given
 *   to `train()`, `runner.stop()`, a stop signal (SIGTERM, SIGINT, SIGUSR1), a stop asked for
 *   on another rank, or `stopRequested` set by a subclass. A checkpoint was saved.
 */
export type TrainStatus = 'completed' | 'early-stopped' | 'interrupted';
/** How a `train()` call ended; `runner.results` holds the evaluation results. */
export interface TrainSummary {
    /** See {@link TrainStatus}. */
    status: TrainStatus;
    /**
     * Why training stopped early when `status` is `interrupted`: the abort signal's reason (its
     * message, or `aborted`), the reason given to `stop()`, the signal's name, `another rank
     * asked to stop`, or `stopRequested was set`; null otherwise.
     */
    reason: string | null;
    /** The signal that stopped training (SIGTERM, SIGINT, SIGUSR1), or null when none did. */
    signal: StopSignal | null;
    /** Optimizer steps done (`state.globalStep`). */
    step: number;
    /** Epochs done (`state.epoch`). */
    epoch: number;
    /**
     * The checkpoint written last (`…/checkpoints/latest.pth`), to resume from or evaluate;
     * null when none was written (checkpoints off, or a process other than the main one).
     */
    checkpoint: string | null;
    /** Rollbacks to an earlier checkpoint after skipped steps in a row (`nonfinite.action: rollback`). */
    rollbacks: number;
    /** Batches the rollbacks left out, as `split:epoch:index` (the loader's epoch and the batch's index in it). */
    skippedBatches: string[];
    /**
     * Mean rates over this call's optimizer steps (evaluation and checkpoint pauses left out):
     * samples/s, tokens/s, and with a model that gives its FLOPs per token the achieved FLOP/s of
     * this process and, with `logging.peakFlops`, the MFU. Null when no step was taken.
     */
    throughput: TrainThroughput | null;
}
/** How the loop ended, as the runner saw it. */
export interface TrainEnd {
    /** Why it stopped before the end of the budget, or null. */
    reason: string | null;
    /** The signal that stopped it, or null. */
    signal: StopSignal | null;
    /** Early stopping ended it. */
    earlyStopped: boolean;
}
/** The summary of a `train()` call from where the run stands. */
export declare function trainSummary(end: TrainEnd, state: {
    globalStep: number;
    epoch: number;
    rollbacks: number;
    skippedBatches: readonly string[];
}, checkpoint: string | null, throughput?: TrainThroughput | null): TrainSummary;

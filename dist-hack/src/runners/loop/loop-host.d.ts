import type { ResultEntry } from '../../logging/results-writer.js';
import type { RunnerState } from '../state/state.js';
/** A part of the loop that observers may time (the profiler's spans); the plain host runs it as is. */
export type LoopPhase = 'evaluation';
/** An epoch-mode pass over one train split, from its loader's position. */
export interface TrainPass {
    /** The next batch, on the device; `done` at the end of the pass. */
    next(): Promise<IteratorResult<unknown>>;
    /** Whether the batch just drawn is the pass's last (its window then closes, even when short). */
    last(): boolean;
    /** Closes the loader's iterator early (after a stop or a restart). */
    close(): Promise<void>;
}
/**
 * What the training loops ({@link runEpochs}, {@link runSteps}, {@link trainPass}) need from a
 * run, and nothing more: draw a batch, run a micro-step, take a window's step, evaluate, offer
 * a checkpoint, ask whether to stop. The runner hands the loops one bound to itself, so a
 * subclass's overrides (`trainEpoch`, `trainMicroStep`, `finishWindow`, `evaluateEpoch`,
 * `checkpoint`, `toDevice`) are the ones called. Cross-cutting concerns reach the loops only
 * through it: the profiler wraps a host ({@link profiledLoopHost}), the non-finite rollback is
 * a restart, stop requests are {@link stopRequested}.
 */
export interface LoopHost {
    /** The run's progress: the steps advance `globalStep` and `microStep`; the epoch loop counts `epoch`. */
    readonly state: RunnerState;
    /** The splits that train, in order (the step loop draws from them round-robin by `state.microStep`). */
    readonly trainSplits: readonly string[];
    /** The splits evaluated after each epoch or at each evaluation round. */
    readonly evaluationSplits: readonly string[];
    /** Epoch mode: starts a pass over `split` (model in training mode, the split's meters and metrics started). */
    openPass(split: string): TrainPass;
    /** Step mode: the next micro-batch of `split`, on the device (a loader that runs out starts its next epoch). */
    drawBatch(split: string): Promise<unknown>;
    /** Whether a batch just drawn in a pass is left out (then it is disposed). */
    leftOut(split: string, batch: unknown): boolean;
    /** Step mode: the model in training mode, and the meters and the metrics of `splits` started over. */
    startTrainPeriod(splits: readonly string[]): void;
    /** Micro-steps in the accumulation window in progress (0: the next micro-step opens one). */
    windowPending(): number;
    /** Whether the next micro-step closes the window (`last`: it is its pass's last batch). */
    closesWindow(last: boolean): boolean;
    /** Runs one micro-step (and, when it closes the window, the window's step); a promise only when something was waited for. */
    microStep(batch: unknown, split: string, closesWindow: boolean): Promise<void> | void;
    /** Takes the step of a window a pass ended early (shorter than `accumSteps`). */
    finishWindow(split: string): Promise<void> | void;
    /** Epoch mode: one pass over a train split; its scores. */
    trainEpoch(split: string): Promise<Record<string, number>>;
    /** The scores of the training period of `split` so far: its mean step loss and metrics. */
    passScores(split: string): Promise<Record<string, number>>;
    /** Evaluates `split` (at most `maxBatches` batches); its scores. */
    evaluate(split: string, maxBatches?: number): Promise<Record<string, number>>;
    /** Runs a part of the loop, as is or observed (timed). */
    phase<T>(name: LoopPhase, run: () => Promise<T>): Promise<T>;
    /** Records an evaluation's result: appended, written, logged; the schedulers that follow evaluations step. */
    record(entry: ResultEntry, mode: 'epoch' | 'step'): void;
    /** Offers a checkpoint; a promise only when a save is due. */
    checkpoint(): Promise<void> | void;
    /** Whether training must stop (a signal, `stop()`, an agreed stop of another rank). */
    stopRequested(): boolean;
    /** Whether early stopping ends training now (`unit` names the evaluations counted, for the log). */
    stopEarly(unit: 'epochs' | 'evaluations'): boolean;
    /** Whether a micro-step asked the run to start over from its last checkpoint (`nonfinite.action: rollback`). */
    restartPending(): boolean;
    /** Starts over from the last checkpoint; the loop goes on from the restored progress. */
    restart(): Promise<void>;
    /** Lets the event loop serve timers, signals and I/O when due (nothing to await otherwise). */
    yield(): Promise<void> | void;
}

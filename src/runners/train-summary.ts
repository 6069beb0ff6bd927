import type { StopSignal } from './graceful-stop.js';

/** How a `train()` call ended; `runner.results` holds the evaluation results. */
export interface TrainSummary {
  /** `completed`: the epoch or step budget ran out, or early stopping ended it; `interrupted`: a signal stopped it. */
  status: 'completed' | 'interrupted';
  /** The signal that stopped training (SIGTERM, SIGINT, SIGUSR1), or null when it completed. */
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
}

/** The summary of a `train()` call from where the run stands. */
export function trainSummary(
  signal: StopSignal | null,
  state: { globalStep: number; epoch: number; rollbacks: number; skippedBatches: readonly string[] },
  checkpoint: string | null,
): TrainSummary {
  return {
    status: signal === null ? 'completed' : 'interrupted',
    signal,
    step: state.globalStep,
    epoch: state.epoch,
    checkpoint,
    rollbacks: state.rollbacks,
    skippedBatches: [...state.skippedBatches],
  };
}

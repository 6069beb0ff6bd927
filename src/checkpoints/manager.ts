import type { PendingCopies } from './pending-copies.js';

/** Where a run stands when a checkpoint may be due. */
export interface CheckpointPoint {
  /** Epochs completed (epoch mode) or the epoch in progress (step mode). */
  epoch: number;
  /** Optimizer steps taken. */
  globalStep: number;
  /** `epoch`: history files are named by epoch; `step`: by step. */
  mode: 'epoch' | 'step';
}

/** One save. */
export interface CheckpointRequest extends CheckpointPoint {
  /** The score of this point is the best so far: also write `best`. */
  isBest: boolean;
  /** End of training or graceful shutdown: save whatever the interval says. */
  forced: boolean;
  /**
   * The checkpoint's content (`runner`, `state`, `model`, `ema`, `optimizer`, `scheduler`,
   * `dataloaders`), built when the manager calls it. An asynchronous manager snapshots the
   * tensors it returns before `save` resolves, so training may change them afterwards.
   */
  payload: () => Record<string, unknown>;
  /**
   * An asynchronous manager copies the payload's large tensors in this order, those whose
   * storage (`native.storageKey`) ranks lower first: the runner ranks each parameter with its
   * optimizer state, so the next optimizer step can start on it once those are copied. Absent:
   * as they come in the payload.
   */
  copyOrder?: (storageKey: number) => number;
  /**
   * The caller needs only the payload captured, not on disk, before it goes on (it calls
   * `wait()` before it relies on the file): a synchronous manager may then resolve `save` once
   * the payload's tensors are read and finish the save (flush, rename, links) in the
   * background, before its next save. Absent or false: `save` resolves once the checkpoint is
   * on disk (synchronous managers) or snapshotted (asynchronous ones).
   */
  background?: boolean;
}

/**
 * Writes and finds a run's checkpoints. The runner decides *what* is saved (the payload)
 * and *when* a point is reached; the manager decides *whether* the policy wants a file
 * there, *where* it goes, and keeps the directory consistent.
 */
export interface CheckpointManager {
  /** Whether the policy saves at this point (interval), before any forced save. */
  due(point: CheckpointPoint): boolean;
  /** Saves (or, when asynchronous, snapshots and queues) one checkpoint. */
  save(request: CheckpointRequest): Promise<void>;
  /** The file to resume from in this run directory (`latest`, else the newest valid history file), or null. */
  resumable(): Promise<string | null>;
  /** Waits for queued writes. */
  wait(): Promise<void>;
  /**
   * Waits until the tensors of asynchronous saves are copied, so that they may change in place
   * (absent, or returning nothing: nothing to wait for). The runner awaits it before the
   * optimizer step where the manager has no `pendingCopies`.
   */
  untilSnapshotted?(): Promise<void> | void;
  /** The asynchronous saves' copies still being made, tensor by tensor (absent: nothing is copied in the background). */
  readonly pendingCopies?: PendingCopies | undefined;
  /**
   * Readies the manager for saves of this payload while training runs: an asynchronous manager
   * maps the buffers its first snapshot will copy into off the JS thread (absent, or returning
   * nothing: nothing to ready). The runner calls it once, after its first optimizer step.
   */
  prepare?(payload: () => Record<string, unknown>): Promise<void> | void;
  /** Waits for queued writes and releases resources. */
  close(): Promise<void>;
}

/** A manager that never writes: processes other than the main one, or checkpointing switched off. */
export class NoopCheckpointManager implements CheckpointManager {
  due(_point: CheckpointPoint): boolean {
    return false;
  }
  async save(_request: CheckpointRequest): Promise<void> {}
  async resumable(): Promise<string | null> {
    return null;
  }
  async wait(): Promise<void> {}
  async close(): Promise<void> {}
}

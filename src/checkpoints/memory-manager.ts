import { disposeTree, snapshotTree } from './tree.js';
import type { CheckpointManager, CheckpointPoint, CheckpointRequest } from './manager.js';
import { CheckpointPolicy, type CheckpointPolicyOptions } from './policy.js';

/** A checkpoint kept in memory: the payload (its tensors are copies owned by the manager) and where it was taken. */
export interface MemoryCheckpoint {
  point: CheckpointPoint;
  /** The payload as a file would hold it (`runner`, `state`, `model`, `optimizer`, …); pass it to `runner.loadStateDict`. */
  payload: Record<string, unknown>;
}

/** Options of {@link MemoryCheckpointManager}. */
export interface MemoryCheckpointManagerOptions extends CheckpointPolicyOptions {
  /** Called after each save, with the checkpoint kept. */
  onSaved?: ((saved: MemoryCheckpoint, best: boolean) => void) | undefined;
}

/**
 * Keeps checkpoints in memory instead of files (`workspace: false`): `latest`, and `best` when
 * the point is the best so far, each a copy of the payload's tensors (so training may change
 * the originals). At most two copies of the model and optimizer state are held; a save replaces
 * the one it supersedes and frees it. Nothing is written to disk.
 */
export class MemoryCheckpointManager implements CheckpointManager {
  private readonly policy: CheckpointPolicy;
  private readonly onSaved: MemoryCheckpointManagerOptions['onSaved'];
  private latestKept: MemoryCheckpoint | null = null;
  private bestKept: MemoryCheckpoint | null = null;

  constructor(options: MemoryCheckpointManagerOptions = {}) {
    this.policy = new CheckpointPolicy(options);
    this.onSaved = options.onSaved;
  }

  /** The checkpoint saved last, or null. */
  get latest(): MemoryCheckpoint | null {
    return this.latestKept;
  }

  /** The best checkpoint so far (when `saveBest`), or null. */
  get best(): MemoryCheckpoint | null {
    return this.bestKept;
  }

  due(point: CheckpointPoint): boolean {
    return this.policy.due(point);
  }

  async save(request: CheckpointRequest): Promise<void> {
    const point = { epoch: request.epoch, globalStep: request.globalStep, mode: request.mode };
    const last = this.latestKept?.point;
    // The forced save at the end of training often lands where an interval save just kept one.
    if (request.forced && last && last.epoch === point.epoch && last.globalStep === point.globalStep && last.mode === point.mode) return;
    const saved: MemoryCheckpoint = { point, payload: snapshotTree(request.payload()).tree as Record<string, unknown> };
    const best = request.isBest && this.policy.saveBest;
    const previous = this.latestKept;
    this.latestKept = saved;
    if (best) {
      const previousBest = this.bestKept;
      this.bestKept = saved;
      if (previousBest !== previous) this.release(previousBest);
    }
    if (previous !== this.bestKept) this.release(previous);
    this.onSaved?.(saved, best);
  }

  async resumable(): Promise<string | null> {
    return null;
  }

  async wait(): Promise<void> {}

  /** Frees the kept copies. */
  async close(): Promise<void> {
    const kept = new Set([this.latestKept, this.bestKept]);
    this.latestKept = null;
    this.bestKept = null;
    for (const k of kept) this.release(k);
  }

  private release(kept: MemoryCheckpoint | null): void {
    if (kept) disposeTree(kept.payload);
  }
}

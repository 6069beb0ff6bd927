import { disposeTree, snapshotTree } from './tree.js';
import { CheckpointPolicy } from './policy.js';
/**
 * Keeps checkpoints in memory instead of files (`workspace: false`): `latest`, and `best` when
 * the point is the best so far, each a copy of the payload's tensors (so training may change
 * the originals). At most two copies of the model and optimizer state are held; a save replaces
 * the one it supersedes and frees it. Nothing is written to disk.
 */
export class MemoryCheckpointManager {
    policy;
    onSaved;
    latestKept = null;
    bestKept = null;
    constructor(options = {}) {
        this.policy = new CheckpointPolicy(options);
        this.onSaved = options.onSaved;
    }
    /** The checkpoint saved last, or null. */
    get latest() {
        return this.latestKept;
    }
    /** The best checkpoint so far (when `saveBest`), or null. */
    get best() {
        return this.bestKept;
    }
    due(point) {
        return this.policy.due(point);
    }
    async save(request) {
        const point = { epoch: request.epoch, globalStep: request.globalStep, mode: request.mode };
        const last = this.latestKept?.point;
        // The forced save at the end of training often lands where an interval save just kept one.
        if (request.forced && last && last.epoch === point.epoch && last.globalStep === point.globalStep && last.mode === point.mode)
            return;
        const saved = { point, payload: snapshotTree(request.payload()).tree };
        const best = request.isBest && this.policy.saveBest;
        const previous = this.latestKept;
        this.latestKept = saved;
        if (best) {
            const previousBest = this.bestKept;
            this.bestKept = saved;
            if (previousBest !== previous)
                this.release(previousBest);
        }
        if (previous !== this.bestKept)
            this.release(previous);
        this.onSaved?.(saved, best);
    }
    async resumable() {
        return null;
    }
    async wait() { }
    /** Frees the kept copies. */
    async close() {
        const kept = new Set([this.latestKept, this.bestKept]);
        this.latestKept = null;
        this.bestKept = null;
        for (const k of kept)
            this.release(k);
    }
    release(kept) {
        if (kept)
            disposeTree(kept.payload);
    }
}
//# sourceMappingURL=memory-manager.js.map
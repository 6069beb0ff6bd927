import { historyName } from './names.js';
/**
 * When to save and what to keep, with no file system access (so it is tested on its own):
 * the interval (every epoch by default in epoch mode, every `max(1, floor(steps / 20))`
 * optimizer steps in step mode), which files a save writes, and which history files
 * retention removes.
 */
export class CheckpointPolicy {
    keepLatestK;
    saveBest;
    interval;
    steps;
    constructor(options = {}) {
        for (const key of ['interval', 'steps']) {
            const v = options[key];
            if (v !== undefined && (!Number.isInteger(v) || v < 1)) {
                throw new RangeError(`CheckpointPolicy: ${key} must be a whole number >= 1, got ${String(v)}`);
            }
        }
        if (options.keepLatestK !== undefined && (!Number.isInteger(options.keepLatestK) || options.keepLatestK < 0)) {
            throw new RangeError(`CheckpointPolicy: keepLatestK must be a whole number >= 0 (0 keeps no history), got ${String(options.keepLatestK)}`);
        }
        this.interval = options.interval;
        this.steps = options.steps;
        this.keepLatestK = options.keepLatestK;
        this.saveBest = options.saveBest ?? true;
    }
    /** The interval in effect for a mode: the configured one, else the default. */
    intervalFor(mode) {
        if (this.interval !== undefined)
            return this.interval;
        if (mode === 'epoch')
            return 1;
        return Math.max(1, Math.floor((this.steps ?? 20) / 20));
    }
    /** Whether the interval puts a checkpoint at this point. */
    due(point) {
        const n = point.mode === 'epoch' ? point.epoch : point.globalStep;
        return n > 0 && n % this.intervalFor(point.mode) === 0;
    }
    /**
     * What a save at this point writes: always `latest`; a history file when the interval
     * puts a checkpoint here and history is kept (`keepLatestK` is not 0); `best` when the
     * point is the best so far and `saveBest` is on. A forced save off the interval writes
     * `latest` (and `best`) only, so history stays on the interval's grid.
     */
    targets(point) {
        const history = this.keepLatestK !== 0 && this.due(point) ? historyName(point) : null;
        return { latest: true, history, best: this.saveBest && point.isBest };
    }
    /**
     * The history files retention removes: all but the newest `keepLatestK` (by epoch or
     * step), never one in `protect` (the files that are what `latest` or `best` are).
     */
    prune(history, protect = new Set()) {
        if (this.keepLatestK === undefined)
            return [];
        const newestFirst = [...history].sort((a, b) => b.index - a.index || (a.mode < b.mode ? -1 : 1));
        return newestFirst
            .slice(this.keepLatestK)
            .map((h) => h.name)
            .filter((name) => !protect.has(name));
    }
}
//# sourceMappingURL=policy.js.map
import type { CheckpointPoint } from './manager.js';
import { type HistoryName } from './names.js';
/** What the policy is told about the run. */
export interface CheckpointPolicyOptions {
    /** Save every N epochs (epoch mode) or N optimizer steps (step mode); unset: the default. */
    interval?: number;
    /** History files kept; unset keeps all, 0 keeps none. */
    keepLatestK?: number;
    /** Whether `best` is written when a point's score is the best so far (default true). */
    saveBest?: boolean;
    /** The step budget of a step-mode run, for the default interval (budget/20). */
    steps?: number;
}
/** What one save writes. */
export interface SaveTargets {
    /** Always true: every save replaces `latest`. */
    latest: true;
    /** The history file name, or null when this point keeps no history. */
    history: string | null;
    /** Whether `best` is replaced. */
    best: boolean;
}
/**
 * When to save and what to keep, with no file system access (so it is tested on its own):
 * the interval (every epoch by default in epoch mode, every `max(1, floor(steps / 20))`
 * optimizer steps in step mode), which files a save writes, and which history files
 * retention removes.
 */
export declare class CheckpointPolicy {
    readonly keepLatestK: number | undefined;
    readonly saveBest: boolean;
    private readonly interval;
    private readonly steps;
    constructor(options?: CheckpointPolicyOptions);
    /** The interval in effect for a mode: the configured one, else the default. */
    intervalFor(mode: CheckpointPoint['mode']): number;
    /** Whether the interval puts a checkpoint at this point. */
    due(point: CheckpointPoint): boolean;
    /**
     * What a save at this point writes: always `latest`; a history file when the interval
     * puts a checkpoint here and history is kept (`keepLatestK` is not 0); `best` when the
     * point is the best so far and `saveBest` is on. A forced save off the interval writes
     * `latest` (and `best`) only, so history stays on the interval's grid.
     */
    targets(point: CheckpointPoint & {
        isBest: boolean;
    }): SaveTargets;
    /**
     * The history files retention removes: all but the newest `keepLatestK` (by epoch or
     * step), never one in `protect` (the files that are what `latest` or `best` are).
     */
    prune(history: readonly HistoryName[], protect?: ReadonlySet<string>): string[];
}

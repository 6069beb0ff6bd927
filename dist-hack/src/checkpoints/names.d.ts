import type { CheckpointPoint } from './manager.js';
/** The file that always holds the newest checkpoint. */
export declare const LATEST = "latest.pth";
/** The file that holds the checkpoint with the best score. */
export declare const BEST = "best.pth";
/** The directory of a run's checkpoints, relative to the run directory. */
export declare const CHECKPOINTS_DIR = "checkpoints";
/** One history file: its name, whether it is named by epoch or step, and that number. */
export interface HistoryName {
    name: string;
    mode: 'epoch' | 'step';
    index: number;
}
/**
 * The history file name of a point: `ckpt-e{epoch:06d}.pth` in epoch mode,
 * `ckpt-s{step:012d}.pth` in step mode.
 */
export declare function historyName(point: CheckpointPoint): string;
/** Parses a history file name, or returns null for any other name. */
export declare function parseHistoryName(name: string): HistoryName | null;

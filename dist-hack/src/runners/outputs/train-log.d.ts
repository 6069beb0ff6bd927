import type { RunnerConfig } from '../../config/index.js';
import type { DataLoader } from '../../data/index.js';
import type { Scores } from '../../logging/results-writer.js';
import type { RunMode } from '../base-runner.js';
import type { RunnerState } from '../state/state.js';
import { type MemoryReport } from './memory-report.js';
/**
 * About 20 log lines per run, at most every 100 optimizer steps: from `steps`, else from the
 * train splits' lengths (`undefined` when unknown) × `epochs`, else as if 2000 steps.
 */
export declare function defaultLogInterval(lengths: (number | undefined)[], config: Pick<RunnerConfig, 'accumSteps' | 'steps' | 'epochs'>): number;
/** Where a run stands, as the log lines and the progress line tell it. */
export interface RunPosition {
    readonly mode: RunMode;
    readonly state: RunnerState;
    readonly config: RunnerConfig;
}
/** The progress line's phase: `epoch 3/10`, or `train` in step mode. */
export declare function progressPhase(run: RunPosition): string;
/** Optimizer steps done: in epoch mode, of the pass over `loader` in progress. */
export declare function progressDone(run: RunPosition, loader: DataLoader | undefined): number;
/** Optimizer steps in all: in epoch mode, of the pass over `loader` (undefined when its length is unknown). */
export declare function progressTotal(run: RunPosition, loader: DataLoader | undefined): number | undefined;
/** The training log line's values: the interval's meters, the lr, and (deepspeed) the memory report. */
export declare function trainLogValues(interval: Record<string, number>, lr: number | undefined, memory: MemoryReport | undefined): Record<string, number>;
/** The line after an epoch or an evaluation round: where, the train splits' scores, and the score that picks the best. */
export declare function evaluationLine(run: RunPosition, scores: Scores, trainSplits: readonly string[], best: {
    split: string;
    name: string;
    score: number | undefined;
    isBest: boolean;
}): string;

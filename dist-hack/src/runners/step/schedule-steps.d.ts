import type { RunnerConfig } from '../../config/index.js';
import type { Scores } from '../../logging/results-writer.js';
import { type Scheduler } from '../../torch/optim/lr-scheduler/index.js';
/** After an optimizer step: a step-interval scheduler steps. */
export declare function scheduleAfterStep(scheduler: Scheduler | undefined, config: RunnerConfig): void;
/** Step mode, after a pass over the first train split: an epoch-interval scheduler steps. */
export declare function scheduleAfterPass(scheduler: Scheduler | undefined, config: RunnerConfig): void;
/**
 * After an evaluation: a metric-driven scheduler steps on `sched.monitor` (default
 * `defaultMonitor`, `scoreSplit.scoreName`) in `scores`; in epoch mode an epoch-interval one steps.
 */
export declare function scheduleAfterEvaluation(scheduler: Scheduler | undefined, config: RunnerConfig, mode: 'epoch' | 'step', scores: () => Scores, defaultMonitor: () => string): void;

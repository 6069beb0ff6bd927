import type { ConfigChange } from '../../checkpoints/config-change.js';
import { type Scheduler } from '../../torch/optim/lr-scheduler/index.js';
import type { Optimizer } from '../../torch/optim/optimizer.js';
/**
 * After a resume that accepted config changes: the restored scheduler keeps its position
 * (`lastEpoch`) but takes its base lrs from the freshly built optimizer (`fresh`, the param
 * groups before the checkpoint was loaded, whose `initialLr` is the new config's lr), so an
 * accepted `optim.lr` is the new base of the schedule from the resumed step on; schedule
 * options (`minLr`, warm-up, length) already come from the new config through the
 * scheduler's factor functions. A metric-driven scheduler has no base: the accepted lr stays
 * as set.
 */
export declare function rebaseSchedule(scheduler: Scheduler, fresh: readonly Record<string, unknown>[]): void;
/** After a resume that accepted `optim.*` changes: the restored optimizer's groups take the new config's values. */
export declare function keepAcceptedOptimChanges(optimizer: Optimizer<any>, fresh: Record<string, unknown>[], accepted: ConfigChange[]): void;

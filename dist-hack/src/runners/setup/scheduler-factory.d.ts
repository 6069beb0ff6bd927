import type { SchedConfig } from '../../config/index.js';
import type { Optimizer } from '../../torch/optim/index.js';
import { type Scheduler } from '../../torch/optim/lr-scheduler/index.js';
/**
 * The multiplier of the base lr at schedule unit `u` (a step or an epoch), for one group
 * whose base lr is `baseLr`: a linear warm-up over `warmup` units (1/W, 2/W, … 1) followed
 * by the named decay over the remaining `total - warmup` units.
 *
 * Options (in `sched.options`): `minLr` (linear, cosine, polynomial; default 0), `stepSize`
 * and `gamma` (step; gamma default 0.1), `milestones` and `gamma` (multistep, counted after
 * warm-up), `gamma` (exponential), `power` (polynomial, default 1).
 *
 * @throws RangeError naming the option that is missing or out of range; UsageError when the
 *   run's length is unknown or the warm-up takes all of it
 */
export declare function scheduleFactor(sched: SchedConfig, total: number | undefined): (u: number, baseLr: number) => number;
/**
 * Builds the scheduler `sched` describes. Step- and epoch-indexed schedules are a `LambdaLR`
 * (PyTorch's state-dict layout; the factor function comes from the config, so a checkpoint
 * restores the position with `last_epoch`); `plateau` is a `ReduceLROnPlateau` driven by
 * `sched.monitor` (its `options` are passed through: `mode`, `factor`, `patience`, …);
 * DeepSpeed's schedules (`WarmupLR`, …) are a {@link DeepSpeedLR} over `options`.
 *
 * @param total - schedule length in `sched.interval` units, when known
 * @throws Error for `plateau` with a warm-up or without `monitor`, RangeError for bad options
 */
export declare function buildScheduler(optimizer: Optimizer<any>, sched: SchedConfig, total: number | undefined): Scheduler;

import { type DeepSpeedSchedulerName } from '../../config/sections/sched.js';
import type { Optimizer } from '../../torch/optim/index.js';
import type { Scheduler } from '../../torch/optim/lr-scheduler/index.js';
/** Every parameter each schedule takes (lr_schedules.py's constructor arguments). */
export declare const DEEPSPEED_SCHEDULER_PARAMS: Record<DeepSpeedSchedulerName, readonly string[]>;
type Params = Record<string, unknown>;
/**
 * One of DeepSpeed's schedules over an optimizer (`name` and `params` as in a ds_config's
 * `scheduler` block). Like DeepSpeed's, it sets absolute lrs (WarmupCosineLR: ratios of the
 * lrs the groups had when it was built), so the optimizer's own lr only matters to
 * WarmupCosineLR; OneCycle also sets Adam's betas. The state dict is DeepSpeed's
 * (`last_batch_iteration`).
 *
 * @param total - the run's length in optimizer steps, for `total_num_steps` left out or `'auto'`
 * @throws RangeError naming a parameter that is unknown, missing or out of range
 */
export declare class DeepSpeedLR implements Scheduler {
    readonly optimizer: Optimizer<any>;
    readonly name: DeepSpeedSchedulerName;
    /** DeepSpeed's `last_batch_iteration`: -1 before the first step. */
    lastBatchIteration: number;
    private readonly rule;
    private lastLr;
    constructor(optimizer: Optimizer<any>, name: DeepSpeedSchedulerName, params: Params, total?: number);
    /** The lr of each group at DeepSpeed's `last_batch_iteration` `it` (-1: the first step's). */
    lrAt(it: number): number[];
    private apply;
    step(): void;
    getLastLr(): number[];
    stateDict(): Record<string, unknown>;
    loadStateDict(state: Record<string, unknown>): void;
}
export {};

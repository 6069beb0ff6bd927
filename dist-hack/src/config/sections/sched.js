import * as z from 'zod';
import { looseRecord, nonEmptyString, nonNegativeInt } from '../primitives.js';
/**
 * DeepSpeed's schedules (`lr_schedules.py`), by DeepSpeed's names, with DeepSpeed's parameters in
 * `options` and DeepSpeed's formulas, defaults and timing; a ds_config's `scheduler` block maps here.
 */
export const DEEPSPEED_SCHEDULERS = ['WarmupLR', 'WarmupDecayLR', 'WarmupCosineLR', 'OneCycle', 'LRRangeTest'];
/** Learning-rate schedules the runners can build from config. */
export const SCHEDULERS = [
    'constant',
    'linear',
    'cosine',
    'step',
    'multistep',
    'exponential',
    'polynomial',
    'plateau',
    ...DEEPSPEED_SCHEDULERS,
];
/** The learning-rate schedule the runner builds when the subclass did not set one. */
export const SchedSchema = z.strictObject({
    name: z.enum(SCHEDULERS).describe('Schedule.'),
    interval: z.enum(['step', 'epoch']).default('step').describe('Advance once per optimizer step or once per epoch.'),
    warmup: nonNegativeInt().default(0).describe('Linear warm-up length, in `interval` units.'),
    monitor: nonEmptyString()
        .optional()
        .describe('Metric that drives metric-based schedules such as `plateau`, e.g. `val.loss`.'),
    options: looseRecord()
        .default({})
        .describe('Schedule arguments (`minLr`, `gamma`, `stepSize`, `milestones`, …; for DeepSpeed\'s schedules their `lr_schedules.py` parameters, e.g. `warmup_num_steps`), passed as is.'),
});
//# sourceMappingURL=sched.js.map
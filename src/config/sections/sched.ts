import * as z from 'zod';
import { looseRecord, nonEmptyString, nonNegativeInt } from '../primitives.js';

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
] as const;

/** Name of a schedule the runners can build from config. */
export type SchedulerName = (typeof SCHEDULERS)[number];

/** The learning-rate schedule the runner builds when the subclass did not set one. */
export const SchedSchema = z.strictObject({
  name: z.enum(SCHEDULERS),
  /** Whether the schedule advances once per optimizer step or once per epoch. */
  interval: z.enum(['step', 'epoch']).default('step'),
  /** Linear warm-up length, counted in `interval` units. */
  warmup: nonNegativeInt().default(0),
  /** Metric that drives metric-based schedules such as `plateau`, e.g. `val.loss`. */
  monitor: nonEmptyString().optional(),
  /** Further schedule-specific arguments (`minLr`, `gamma`, `milestones`, …), passed as is. */
  options: looseRecord().default({}),
});

/** Scheduler settings after validation. */
export type SchedConfig = z.output<typeof SchedSchema>;

import * as z from 'zod';
import { looseRecord, nonEmptyString } from '../primitives.js';

/** Optimizers the runners can build from config. */
export const OPTIMIZERS = ['sgd', 'adam', 'adamw', 'rmsprop', 'adagrad', 'lbfgs'] as const;

/** Name of an optimizer the runners can build from config. */
export type OptimizerName = (typeof OPTIMIZERS)[number];

function isRegExp(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

const beta = () => z.number().min(0).lt(1);

/**
 * A parameter group: every parameter whose qualified name matches `pattern` (a regular
 * expression, searched, not anchored) gets these adjustments. The first matching group wins;
 * parameters that match none form the default group.
 */
export const ParamGroupSchema = z.strictObject({
  pattern: nonEmptyString().refine(isRegExp, { error: 'a valid regular expression' }),
  lrMultiplier: z.number().nonnegative().default(1),
  weightDecayMultiplier: z.number().nonnegative().default(1),
  beta1: beta().optional(),
  beta2: beta().optional(),
});

/** The optimizer the runner builds when the subclass did not set one. */
export const OptimSchema = z.strictObject({
  name: z.enum(OPTIMIZERS),
  lr: z.number().positive(),
  weightDecay: z.number().nonnegative().default(0),
  betas: z.tuple([beta(), beta()]).optional(),
  eps: z.number().positive().optional(),
  momentum: z.number().nonnegative().optional(),
  /** Further optimizer-specific arguments, passed to the optimizer as is. */
  options: looseRecord().default({}),
  paramGroups: z.array(ParamGroupSchema).default([]),
});

/** Optimizer settings after validation. */
export type OptimConfig = z.output<typeof OptimSchema>;

/** One parameter group after validation. */
export type ParamGroupConfig = z.output<typeof ParamGroupSchema>;

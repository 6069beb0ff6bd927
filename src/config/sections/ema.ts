import * as z from 'zod';
import { nonNegativeInt, positiveInt } from '../primitives.js';

/** Exponential moving average of the model weights; present means enabled. */
export const EmaSchema = z.strictObject({
  decay: z.number().gt(0).lt(1).default(0.9999),
  /** Update the average every N optimizer steps. */
  interval: positiveInt().default(1),
  /** Optimizer steps before the average starts; until then it copies the weights. */
  warmup: nonNegativeInt().default(0),
});

/** EMA settings after validation. */
export type EmaConfig = z.output<typeof EmaSchema>;

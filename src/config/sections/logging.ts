import * as z from 'zod';

/** Where the main process reports progress. */
export const LoggingSchema = z.strictObject({
  console: z.boolean().default(true),
  /** Write `logs/{timestamp}.log` in the run directory. */
  file: z.boolean().default(true),
  /** Write TensorBoard event files under `tensorboard/{timestamp}`. */
  tensorboard: z.boolean().default(false),
  level: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});

/** Logging settings after validation. */
export type LoggingConfig = z.output<typeof LoggingSchema>;

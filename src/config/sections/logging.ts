import * as z from 'zod';

/** Where the main process reports progress. */
export const LoggingSchema = z.strictObject({
  console: z.boolean().default(true).describe('Progress on the terminal: a live bar on a TTY, plain lines otherwise.'),
  format: z.enum(['text', 'json']).default('text').describe('What the console gets: `text` (a live bar on a TTY, plain lines otherwise) or `json`: one JSON object per line (time, level, step, message, or split and values), for log collectors.'),
  file: z.boolean().default(true).describe('Write `logs/{timestamp}.log` in the run directory.'),
  tensorboard: z.boolean().default(false).describe('Write TensorBoard event files under `tensorboard/{timestamp}`.'),
  level: z.enum(['debug', 'info', 'warn', 'error']).default('info').describe('Least severe message shown.'),
});

/** Logging settings after validation. */
export type LoggingConfig = z.output<typeof LoggingSchema>;

import * as z from 'zod';
import { positiveInt } from '../primitives.js';

/** Names of the parallel axes, outermost first. */
export const PARALLEL_AXES = ['replicate', 'shard', 'tensor', 'pipeline', 'context'] as const;

/** Name of one parallel axis. */
export type ParallelAxis = (typeof PARALLEL_AXES)[number];

const axisSize = () =>
  z
    .number()
    .int()
    .refine((n) => n === -1 || n >= 1, { error: 'a whole number >= 1, or -1 for "the rest"' });

/**
 * Sizes of the named parallel axes for `stack: parallel`. Their product must equal the
 * world size; at most one axis may be -1, meaning "whatever is left".
 */
export const ParallelSchema = z.strictObject({
  replicate: axisSize().default(1),
  shard: axisSize().default(-1),
  tensor: axisSize().default(1),
  pipeline: axisSize().default(1),
  context: axisSize().default(1),
  /** Micro-batches per step for the pipeline schedule; unset: the pipeline size. */
  microbatches: positiveInt().optional(),
});

/** Parallel axes after validation. */
export type ParallelConfig = z.output<typeof ParallelSchema>;

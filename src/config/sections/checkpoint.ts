import * as z from 'zod';
import { nonNegativeInt, positiveInt } from '../primitives.js';

/**
 * Checkpoint policy: when and how checkpoints are written. Where a run starts from is
 * decided by `resume`, `autoResume` and `pretrained`, never by this section.
 */
export const CheckpointSchema = z.strictObject({
  /** `file`: one file per checkpoint; `sharded`: one file per rank; `auto`: by stack. */
  backend: z.enum(['file', 'sharded', 'auto']).default('auto'),
  asyncMode: z.enum(['disabled', 'async']).default('disabled'),
  /** Save every N epochs (epoch mode) or N steps (step mode); unset: runner default. */
  interval: positiveInt().optional(),
  /** History checkpoints kept; unset keeps all, 0 keeps none. Never prunes latest or best. */
  keepLatestK: nonNegativeInt().optional(),
  saveBest: z.boolean().default(true),
});

/** Checkpoint policy after validation. */
export type CheckpointConfig = z.output<typeof CheckpointSchema>;

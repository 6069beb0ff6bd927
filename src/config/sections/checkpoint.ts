import * as z from 'zod';
import { nonNegativeInt, positiveInt } from '../primitives.js';

/**
 * Checkpoint policy: when and how checkpoints are written. Where a run starts from is
 * decided by `resume`, `autoResume` and `pretrained`, never by this section.
 */
export const CheckpointSchema = z.strictObject({
  backend: z
    .enum(['file', 'sharded', 'auto'])
    .default('auto')
    .describe('`file`: one file per checkpoint; `sharded`: one file per rank plus a manifest; `auto`: chosen by `stack`.'),
  asyncMode: z
    .enum(['disabled', 'async'])
    .default('disabled')
    .describe('`async`: snapshot the tensors, then write in the background while training goes on.'),
  interval: positiveInt()
    .optional()
    .describe('Save every N epochs (epoch mode) or N optimizer steps (step mode); unset: every epoch, or `steps`/20.'),
  keepLatestK: nonNegativeInt()
    .optional()
    .describe('History checkpoints kept; unset keeps all, 0 none. `latest` and `best` are never pruned.'),
  saveBest: z.boolean().default(true).describe('Keep a `best` checkpoint, by `scoreSplit` and `scoreName`.'),
});

/** Checkpoint policy after validation. */
export type CheckpointConfig = z.output<typeof CheckpointSchema>;

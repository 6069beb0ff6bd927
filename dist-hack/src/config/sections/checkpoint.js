import * as z from 'zod';
import { nonEmptyString, nonNegativeInt, positiveInt } from '../primitives.js';
/**
 * The parts of a run a checkpoint can hold: `model` (the weights and the EMA average),
 * `optimizer` (its state and the fp16 loss scaler's), `scheduler`, `trainer` (the runner's
 * progress counters and results), `dataset` (every data loader's position) and `rng` (the
 * random generator states).
 */
export const CHECKPOINT_COMPONENTS = ['model', 'optimizer', 'scheduler', 'trainer', 'dataset', 'rng'];
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
        .describe('`disabled`: training waits while the state is written (not while it is flushed to disk). `async`: snapshot the tensors, then write in the background while training goes on.'),
    interval: positiveInt()
        .optional()
        .describe('Save every N epochs (epoch mode) or N optimizer steps (step mode); unset: every epoch, or `steps`/20.'),
    keepLatestK: nonNegativeInt()
        .optional()
        .describe('History checkpoints kept; unset keeps all, 0 none. `latest` and `best` are never pruned.'),
    saveBest: z.boolean().default(true).describe('Keep a `best` checkpoint, by `scoreSplit` and `scoreName`.'),
    components: z
        .array(nonEmptyString())
        .min(1)
        .optional()
        .describe('What checkpoints save and restore, any of `model`, `optimizer`, `scheduler`, `trainer` (progress counters, results), `dataset` (loader positions), `rng`; unset: all. Without `model`, a resumed run keeps the weights it was constructed with (or `pretrained`).'),
});
//# sourceMappingURL=checkpoint.js.map
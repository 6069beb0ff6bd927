import * as z from 'zod';
import { nonNegativeInt, positiveInt } from '../primitives.js';
/**
 * What the runner does about optimizer steps skipped in a row (non-finite loss or gradients,
 * loss normalizers summing to 0, fp16 overflow): stop with the cause, or roll back to the last
 * checkpoint and train on without the batches of those steps.
 */
export const NonfiniteSchema = z.strictObject({
    maxConsecutive: positiveInt()
        .optional()
        .describe('Act after this many optimizer steps in a row were skipped; unset: `maxConsecutiveSkippedSteps` (its older name) when set, else 100.'),
    action: z
        .enum(['stop', 'rollback'])
        .default('stop')
        .describe('`stop`: end the run with an error naming the cause. `rollback`: reload the last checkpoint (model, optimizer, scheduler, progress, RNG) in-process, skip the batches of the skipped steps, and go on; non-finite gradients are then detected even without `skipNonfiniteGrad`.'),
    maxRollbacks: nonNegativeInt()
        .default(3)
        .describe('With `action: rollback`, stop with an error instead of rolling back more than this many times in one `train()`.'),
});
/** Skipped steps in a row that the `nonfinite` policy acts at: `nonfinite.maxConsecutive`, else `maxConsecutiveSkippedSteps`, else 100. */
export function maxConsecutiveSkips(config) {
    return config.nonfinite.maxConsecutive ?? config.maxConsecutiveSkippedSteps ?? 100;
}
//# sourceMappingURL=nonfinite.js.map
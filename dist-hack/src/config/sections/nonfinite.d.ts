import * as z from 'zod';
/**
 * What the runner does about optimizer steps skipped in a row (non-finite loss or gradients,
 * loss normalizers summing to 0, fp16 overflow): stop with the cause, or roll back to the last
 * checkpoint and train on without the batches of those steps.
 */
export declare const NonfiniteSchema: z.ZodObject<{
    maxConsecutive: z.ZodOptional<z.ZodNumber>;
    action: z.ZodDefault<z.ZodEnum<{
        rollback: "rollback";
        stop: "stop";
    }>>;
    maxRollbacks: z.ZodDefault<z.ZodNumber>;
}, z.core.$strict>;
/** The non-finite policy after validation. */
export type NonfiniteConfig = z.output<typeof NonfiniteSchema>;
/** Skipped steps in a row that the `nonfinite` policy acts at: `nonfinite.maxConsecutive`, else `maxConsecutiveSkippedSteps`, else 100. */
export declare function maxConsecutiveSkips(config: {
    nonfinite: NonfiniteConfig;
    maxConsecutiveSkippedSteps?: number | undefined;
}): number;

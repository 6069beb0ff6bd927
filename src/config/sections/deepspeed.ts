import * as z from 'zod';

/** ZeRO-style partitioning for `stack: deepspeed`. */
export const DeepSpeedSchema = z.strictObject({
  /** 1: optimizer state, 2: and gradients, 3: and parameters, partitioned across ranks. */
  stage: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'one of 1, 2, 3' }).default(1),
});

/** DeepSpeed settings after validation. */
export type DeepSpeedConfig = z.output<typeof DeepSpeedSchema>;

import * as z from 'zod';

/** ZeRO-style partitioning for `stack: deepspeed`. */
export const DeepSpeedSchema = z.strictObject({
  stage: z
    .union([z.literal(1), z.literal(2), z.literal(3)], { error: 'one of 1, 2, 3' })
    .default(1)
    .describe('Partitioned across ranks: 1 the optimizer state; 2 also the gradients; 3 also the parameters.'),
});

/** DeepSpeed settings after validation. */
export type DeepSpeedConfig = z.output<typeof DeepSpeedSchema>;

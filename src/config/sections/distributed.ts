import * as z from 'zod';

/** The default of `distributed.timeout`: PyTorch's process-group timeout, 30 minutes. */
export const DEFAULT_DISTRIBUTED_TIMEOUT_S = 1800;

/** How the ranks of a multi-process run meet and wait for each other. */
export const DistributedSchema = z.strictObject({
  timeout: z
    .number()
    .positive()
    .default(DEFAULT_DISTRIBUTED_TIMEOUT_S)
    .describe(
      'Seconds a rank waits for its peers: the rendezvous (store and process group), every collective and barrier. A rank whose peers do not come fails after it, naming the missing ranks.',
    ),
});

/** Distributed settings after validation. */
export type DistributedConfig = z.output<typeof DistributedSchema>;

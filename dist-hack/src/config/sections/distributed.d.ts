import * as z from 'zod';
/** The default of `distributed.timeout`: PyTorch's process-group timeout, 30 minutes. */
export declare const DEFAULT_DISTRIBUTED_TIMEOUT_S = 1800;
/** The default of `distributed.heartbeatTimeout`, in seconds. */
export declare const DEFAULT_HEARTBEAT_TIMEOUT_S = 30;
/** How the ranks of a multi-process run meet and wait for each other. */
export declare const DistributedSchema: z.ZodObject<{
    timeout: z.ZodDefault<z.ZodNumber>;
    heartbeatTimeout: z.ZodDefault<z.ZodNumber>;
}, z.core.$strict>;
/** Distributed settings after validation. */
export type DistributedConfig = z.output<typeof DistributedSchema>;

import * as z from 'zod';
/** The default of `distributed.timeout`: PyTorch's process-group timeout, 30 minutes. */
export const DEFAULT_DISTRIBUTED_TIMEOUT_S = 1800;
/** The default of `distributed.heartbeatTimeout`, in seconds. */
export const DEFAULT_HEARTBEAT_TIMEOUT_S = 30;
/** How the ranks of a multi-process run meet and wait for each other. */
export const DistributedSchema = z.strictObject({
    timeout: z
        .number()
        .positive()
        .default(DEFAULT_DISTRIBUTED_TIMEOUT_S)
        .describe('Seconds a rank waits for its peers: the rendezvous (store and process group), every collective and barrier. A rank whose peers do not come fails after it, naming the missing ranks.'),
    heartbeatTimeout: z
        .number()
        .nonnegative()
        .default(DEFAULT_HEARTBEAT_TIMEOUT_S)
        .describe('Seconds another rank\'s heartbeat (beaten every 0.5 s in the rendezvous store) may stand still before this rank stops with an error naming it (`rank 3 stopped responding (last heartbeat 12 s ago)`, or `rank 3 exited` when its process is gone on this host), instead of waiting out `timeout`. 0: never. Checked while the rank awaits its peers (pipeline messages, the sharding engine\'s and data parallelism\'s collectives), not while it is blocked in a synchronous collective (tensor-parallel layers).'),
});
//# sourceMappingURL=distributed.js.map
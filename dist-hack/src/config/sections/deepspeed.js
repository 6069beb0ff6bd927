import * as z from 'zod';
import { nonNegativeInt, positiveInt } from '../primitives.js';
/**
 * ZeRO-style partitioning for `stack: deepspeed`. DeepSpeed's own `ds_config.json` keys are
 * accepted too, inline or from `deepspeed.config`; they are mapped onto these keys and the
 * rest of the config before validation (see `expandDeepSpeedConfig`).
 */
export const DeepSpeedSchema = z.strictObject({
    stage: z
        .union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: 'one of 0, 1, 2, 3' })
        .default(1)
        .describe('Partitioned across ranks: 0 nothing (data parallel with an ordered reduction); 1 the optimizer state; 2 also the gradients; 3 also the parameters, gathered per module around its forward and backward (checkpoints through the sharded backend).'),
    accumulation: z
        .enum(['reduce-each', 'hold-full'])
        .optional()
        .describe('Gradients within an accumulation window: `reduce-each` reduce-scatters every micro-step into a shard buffer (memory 1/N); `hold-full` reduces once at the boundary (traffic 1/accumSteps). Unset: `reduce-each` at stage 2, else `hold-full`.'),
    reduceBucketSize: positiveInt().default(500_000_000).describe('Elements per gradient reduce-scatter bucket (`zero_optimization.reduce_bucket_size`).'),
    allgatherBucketSize: positiveInt().default(500_000_000).describe('Elements per parameter all-gather bucket (`zero_optimization.allgather_bucket_size`); buckets are shared with the reduce-scatter.'),
    overlapComm: z.boolean().default(false).describe('Overlap reduction with backward (`zero_optimization.overlap_comm`); buckets of one step are always pipelined two at a time.'),
    stage3PrefetchBucketSize: nonNegativeInt().optional().describe('Stage 3: parameter elements all-gathered ahead of the module running in forward, whole modules (`zero_optimization.stage3_prefetch_bucket_size`; unset: the next module; 0: none).'),
    stage3ParamPersistenceThreshold: nonNegativeInt().optional().describe('Stage 3: modules with fewer parameter elements stay gathered between steps, refreshed by one all-gather after each optimizer step (`zero_optimization.stage3_param_persistence_threshold`, applied per module rather than per parameter).'),
    trainBatchSize: positiveInt()
        .optional()
        .describe("The global batch (DeepSpeed's `train_batch_size`): `dataloader.batchSize` × `accumSteps` × the data-parallel world size, set or derived by DeepSpeed's arithmetic when a ds_config is read."),
    rederive: z
        .enum(['batchSize', 'accumSteps'])
        .optional()
        .describe('Which of `dataloader.batchSize` and `accumSteps` follows from `trainBatchSize` on another world size (the one the ds_config left out), so a resume keeps the global batch.'),
    offload: z
        .literal('cpu')
        .optional()
        .describe("`zero_optimization.offload_optimizer`/`offload_param` `device: cpu`: accepted on a CPU run, where the tensors live in host memory already; refused on a GPU (CPU offload is not built)."),
    lossScale: z
        .strictObject({
        lossScale: z.number().nonnegative().describe('`fp16.loss_scale`: 0 scales dynamically; any other value is a static scale.'),
        initialScalePower: nonNegativeInt().describe('`fp16.initial_scale_power`: the first dynamic scale is 2^power.'),
        lossScaleWindow: positiveInt().describe('`fp16.loss_scale_window`: clean steps after which the scale doubles.'),
        hysteresis: positiveInt().describe('`fp16.hysteresis`: overflows tolerated before the scale halves.'),
        consecutiveHysteresis: z.boolean().describe('`fp16.consecutive_hysteresis`: a clean step restores the hysteresis.'),
        minLossScale: z.number().positive().describe('`fp16.min_loss_scale`: the scale never drops below it.'),
    })
        .optional()
        .describe("DeepSpeed's fp16 loss scaler (its `DynamicLossScaler` rules), from the ds_config's `fp16` block; used with precision fp16 instead of PyTorch's GradScaler."),
    activationCheckpointing: z
        .union([z.boolean(), z.array(z.string().min(1))])
        .optional()
        .describe("Recompute activations in backward instead of keeping them (`parallel.activationCheckpointing`'s selection: `true` for each block, or module names); a ds_config's `activation_checkpointing` block turns it on for each block."),
    withoutEffect: z
        .array(z.string())
        .optional()
        .describe('The ds_config keys accepted without effect on this run, each with why; logged once at setup.'),
});
//# sourceMappingURL=deepspeed.js.map
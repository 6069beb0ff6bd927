import * as z from 'zod';
/**
 * ZeRO-style partitioning for `stack: deepspeed`. DeepSpeed's own `ds_config.json` keys are
 * accepted too, inline or from `deepspeed.config`; they are mapped onto these keys and the
 * rest of the config before validation (see `expandDeepSpeedConfig`).
 */
export declare const DeepSpeedSchema: z.ZodObject<{
    stage: z.ZodDefault<z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>]>>;
    accumulation: z.ZodOptional<z.ZodEnum<{
        "reduce-each": "reduce-each";
        "hold-full": "hold-full";
    }>>;
    reduceBucketSize: z.ZodDefault<z.ZodNumber>;
    allgatherBucketSize: z.ZodDefault<z.ZodNumber>;
    overlapComm: z.ZodDefault<z.ZodBoolean>;
    stage3PrefetchBucketSize: z.ZodOptional<z.ZodNumber>;
    stage3ParamPersistenceThreshold: z.ZodOptional<z.ZodNumber>;
    trainBatchSize: z.ZodOptional<z.ZodNumber>;
    rederive: z.ZodOptional<z.ZodEnum<{
        batchSize: "batchSize";
        accumSteps: "accumSteps";
    }>>;
    offload: z.ZodOptional<z.ZodLiteral<"cpu">>;
    lossScale: z.ZodOptional<z.ZodObject<{
        lossScale: z.ZodNumber;
        initialScalePower: z.ZodNumber;
        lossScaleWindow: z.ZodNumber;
        hysteresis: z.ZodNumber;
        consecutiveHysteresis: z.ZodBoolean;
        minLossScale: z.ZodNumber;
    }, z.core.$strict>>;
    activationCheckpointing: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodArray<z.ZodString>]>>;
    withoutEffect: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strict>;
/** DeepSpeed settings after validation. */
export type DeepSpeedConfig = z.output<typeof DeepSpeedSchema>;

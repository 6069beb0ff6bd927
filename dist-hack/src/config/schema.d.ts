import * as z from 'zod';
/**
 * Everything the runners read. Objects are strict: an unknown key is an error. User
 * settings belong under `extra`, which is passed through untouched.
 *
 * Parse with {@link validateConfig} rather than directly: it also treats `null` as "unset"
 * and turns problems into one readable {@link ConfigError}. Every key's `.describe()` text is
 * what docs/reference/config.md shows (`npm run docs` regenerates it).
 */
export declare const RunnerConfigSchema: z.ZodObject<{
    stack: z.ZodDefault<z.ZodPipe<z.ZodEnum<{
        parallel: "parallel";
        deepspeed: "deepspeed";
        ds: "ds";
        torch: "torch";
        ddp: "ddp";
    }>, z.ZodTransform<"parallel" | "deepspeed" | "torch", "parallel" | "deepspeed" | "ds" | "torch" | "ddp">>>;
    seed: z.ZodDefault<z.ZodNumber>;
    deterministic: z.ZodDefault<z.ZodBoolean>;
    epochs: z.ZodOptional<z.ZodNumber>;
    steps: z.ZodOptional<z.ZodNumber>;
    accumSteps: z.ZodDefault<z.ZodNumber>;
    precision: z.ZodDefault<z.ZodPipe<z.ZodEnum<{
        float16: "float16";
        bfloat16: "bfloat16";
        float32: "float32";
        half: "half";
        fp32: "fp32";
        fp16: "fp16";
        bf16: "bf16";
    }>, z.ZodTransform<"fp32" | "fp16" | "bf16", "float16" | "bfloat16" | "float32" | "half" | "fp32" | "fp16" | "bf16">>>;
    maxGradNorm: z.ZodOptional<z.ZodNumber>;
    maxGradValue: z.ZodOptional<z.ZodNumber>;
    skipNonfiniteGrad: z.ZodDefault<z.ZodBoolean>;
    maxConsecutiveSkippedSteps: z.ZodOptional<z.ZodNumber>;
    nonfinite: z.ZodPrefault<z.ZodObject<{
        maxConsecutive: z.ZodOptional<z.ZodNumber>;
        action: z.ZodDefault<z.ZodEnum<{
            rollback: "rollback";
            stop: "stop";
        }>>;
        maxRollbacks: z.ZodDefault<z.ZodNumber>;
    }, z.core.$strict>>;
    optim: z.ZodOptional<z.ZodObject<{
        name: z.ZodEnum<{
            sgd: "sgd";
            adam: "adam";
            adamw: "adamw";
            rmsprop: "rmsprop";
            adagrad: "adagrad";
            lbfgs: "lbfgs";
        }>;
        lr: z.ZodNumber;
        weightDecay: z.ZodDefault<z.ZodNumber>;
        betas: z.ZodOptional<z.ZodTuple<[z.ZodNumber, z.ZodNumber], null>>;
        eps: z.ZodOptional<z.ZodNumber>;
        momentum: z.ZodOptional<z.ZodNumber>;
        options: z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
        paramGroups: z.ZodDefault<z.ZodArray<z.ZodObject<{
            pattern: z.ZodString;
            lrMultiplier: z.ZodDefault<z.ZodNumber>;
            weightDecayMultiplier: z.ZodDefault<z.ZodNumber>;
            beta1: z.ZodOptional<z.ZodNumber>;
            beta2: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strict>>>;
    }, z.core.$strict>>;
    sched: z.ZodOptional<z.ZodObject<{
        name: z.ZodEnum<{
            linear: "linear";
            exponential: "exponential";
            step: "step";
            constant: "constant";
            cosine: "cosine";
            WarmupLR: "WarmupLR";
            WarmupDecayLR: "WarmupDecayLR";
            WarmupCosineLR: "WarmupCosineLR";
            OneCycle: "OneCycle";
            LRRangeTest: "LRRangeTest";
            multistep: "multistep";
            polynomial: "polynomial";
            plateau: "plateau";
        }>;
        interval: z.ZodDefault<z.ZodEnum<{
            step: "step";
            epoch: "epoch";
        }>>;
        warmup: z.ZodDefault<z.ZodNumber>;
        monitor: z.ZodOptional<z.ZodString>;
        options: z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    }, z.core.$strict>>;
    dataloader: z.ZodPrefault<z.ZodObject<{
        batchSize: z.ZodDefault<z.ZodNumber>;
        shuffle: z.ZodDefault<z.ZodBoolean>;
        dropLast: z.ZodDefault<z.ZodBoolean>;
        numWorkers: z.ZodDefault<z.ZodNumber>;
        prefetchFactor: z.ZodDefault<z.ZodNumber>;
        pinMemory: z.ZodDefault<z.ZodBoolean>;
        mixture: z.ZodOptional<z.ZodObject<{
            weights: z.ZodOptional<z.ZodArray<z.ZodNumber>>;
            phases: z.ZodOptional<z.ZodArray<z.ZodObject<{
                step: z.ZodNumber;
                weights: z.ZodArray<z.ZodNumber>;
            }, z.core.$strict>>>;
        }, z.core.$strict>>;
        splits: z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodObject<{
            batchSize: z.ZodOptional<z.ZodNumber>;
            shuffle: z.ZodOptional<z.ZodBoolean>;
            dropLast: z.ZodOptional<z.ZodBoolean>;
            numWorkers: z.ZodOptional<z.ZodNumber>;
            prefetchFactor: z.ZodOptional<z.ZodNumber>;
            pinMemory: z.ZodOptional<z.ZodBoolean>;
            mixture: z.ZodOptional<z.ZodObject<{
                weights: z.ZodOptional<z.ZodArray<z.ZodNumber>>;
                phases: z.ZodOptional<z.ZodArray<z.ZodObject<{
                    step: z.ZodNumber;
                    weights: z.ZodArray<z.ZodNumber>;
                }, z.core.$strict>>>;
            }, z.core.$strict>>;
        }, z.core.$strict>>>;
    }, z.core.$strict>>;
    checkpoint: z.ZodPrefault<z.ZodObject<{
        backend: z.ZodDefault<z.ZodEnum<{
            file: "file";
            sharded: "sharded";
            auto: "auto";
        }>>;
        asyncMode: z.ZodDefault<z.ZodEnum<{
            async: "async";
            disabled: "disabled";
        }>>;
        interval: z.ZodOptional<z.ZodNumber>;
        keepLatestK: z.ZodOptional<z.ZodNumber>;
        saveBest: z.ZodDefault<z.ZodBoolean>;
        components: z.ZodOptional<z.ZodArray<z.ZodString>>;
    }, z.core.$strict>>;
    resume: z.ZodOptional<z.ZodString>;
    autoResume: z.ZodDefault<z.ZodBoolean>;
    overwrite: z.ZodDefault<z.ZodBoolean>;
    pretrained: z.ZodOptional<z.ZodString>;
    allowConfigChange: z.ZodOptional<z.ZodPipe<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>, z.ZodTransform<string[], string | string[]>>>;
    scoreSplit: z.ZodOptional<z.ZodString>;
    scoreName: z.ZodDefault<z.ZodString>;
    patience: z.ZodOptional<z.ZodNumber>;
    evaluateInterval: z.ZodOptional<z.ZodNumber>;
    evaluateSteps: z.ZodOptional<z.ZodNumber>;
    logInterval: z.ZodOptional<z.ZodNumber>;
    logging: z.ZodPrefault<z.ZodObject<{
        console: z.ZodDefault<z.ZodBoolean>;
        format: z.ZodDefault<z.ZodEnum<{
            text: "text";
            json: "json";
        }>>;
        file: z.ZodDefault<z.ZodBoolean>;
        tensorboard: z.ZodDefault<z.ZodBoolean>;
        peakFlops: z.ZodOptional<z.ZodNumber>;
        level: z.ZodDefault<z.ZodEnum<{
            error: "error";
            info: "info";
            debug: "debug";
            warn: "warn";
        }>>;
    }, z.core.$strict>>;
    workspace: z.ZodDefault<z.ZodBoolean>;
    workspaceRoot: z.ZodDefault<z.ZodString>;
    lineage: z.ZodDefault<z.ZodString>;
    experiment: z.ZodOptional<z.ZodString>;
    id: z.ZodOptional<z.ZodString>;
    parallel: z.ZodOptional<z.ZodObject<{
        replicate: z.ZodDefault<z.ZodNumber>;
        shard: z.ZodDefault<z.ZodNumber>;
        tensor: z.ZodDefault<z.ZodNumber>;
        pipeline: z.ZodDefault<z.ZodNumber>;
        context: z.ZodDefault<z.ZodNumber>;
        expert: z.ZodDefault<z.ZodNumber>;
        microbatches: z.ZodOptional<z.ZodNumber>;
        fullyShard: z.ZodOptional<z.ZodBoolean>;
        reshardAfterForward: z.ZodOptional<z.ZodBoolean>;
        virtualStages: z.ZodOptional<z.ZodNumber>;
        activationCheckpointing: z.ZodDefault<z.ZodUnion<readonly [z.ZodBoolean, z.ZodArray<z.ZodString>]>>;
        plan: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodEnum<{
            replicate: "replicate";
            column: "column";
            row: "row";
            "vocab-embedding": "vocab-embedding";
            "split-dropout": "split-dropout";
        }>, z.ZodObject<{
            style: z.ZodLiteral<"column">;
            blocks: z.ZodOptional<z.ZodNumber>;
            gatherOutput: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$strict>, z.ZodObject<{
            style: z.ZodLiteral<"row">;
            inputIsParallel: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$strict>, z.ZodObject<{
            style: z.ZodLiteral<"vocab-embedding">;
        }, z.core.$strict>, z.ZodObject<{
            style: z.ZodLiteral<"split-dropout">;
        }, z.core.$strict>, z.ZodObject<{
            style: z.ZodLiteral<"replicate">;
        }, z.core.$strict>]>>>;
        splitPoints: z.ZodOptional<z.ZodArray<z.ZodNumber>>;
    }, z.core.$strict>>;
    deepspeed: z.ZodOptional<z.ZodObject<{
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
    }, z.core.$strict>>;
    ema: z.ZodOptional<z.ZodObject<{
        decay: z.ZodDefault<z.ZodNumber>;
        interval: z.ZodDefault<z.ZodNumber>;
        warmup: z.ZodDefault<z.ZodNumber>;
    }, z.core.$strict>>;
    distributed: z.ZodPrefault<z.ZodObject<{
        timeout: z.ZodDefault<z.ZodNumber>;
        heartbeatTimeout: z.ZodDefault<z.ZodNumber>;
    }, z.core.$strict>>;
    ft: z.ZodOptional<z.ZodObject<{
        replicaId: z.ZodDefault<z.ZodNumber>;
        groupSize: z.ZodDefault<z.ZodNumber>;
        minReplicaSize: z.ZodDefault<z.ZodNumber>;
    }, z.core.$strict>>;
    profile: z.ZodOptional<z.ZodObject<{
        start: z.ZodDefault<z.ZodNumber>;
        steps: z.ZodDefault<z.ZodNumber>;
    }, z.core.$strict>>;
    extra: z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strict>;
/** A validated config: aliases normalised, defaults filled. */
export type RunnerConfig = z.output<typeof RunnerConfigSchema>;
/** What a user may write: every key optional where it has a default, aliases allowed. */
export type RunnerConfigInput = z.input<typeof RunnerConfigSchema>;
/** Top-level keys of {@link RunnerConfig}. */
export declare const RUNNER_CONFIG_KEYS: (keyof RunnerConfig)[];

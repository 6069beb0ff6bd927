import * as z from 'zod';
/**
 * The parts of a run a checkpoint can hold: `model` (the weights and the EMA average),
 * `optimizer` (its state and the fp16 loss scaler's), `scheduler`, `trainer` (the runner's
 * progress counters and results), `dataset` (every data loader's position) and `rng` (the
 * random generator states).
 */
export declare const CHECKPOINT_COMPONENTS: readonly ["model", "optimizer", "scheduler", "trainer", "dataset", "rng"];
/** One of {@link CHECKPOINT_COMPONENTS}. */
export type CheckpointComponent = (typeof CHECKPOINT_COMPONENTS)[number];
/**
 * Checkpoint policy: when and how checkpoints are written. Where a run starts from is
 * decided by `resume`, `autoResume` and `pretrained`, never by this section.
 */
export declare const CheckpointSchema: z.ZodObject<{
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
}, z.core.$strict>;
/** Checkpoint policy after validation. */
export type CheckpointConfig = z.output<typeof CheckpointSchema>;

import * as z from 'zod';
/**
 * DeepSpeed's schedules (`lr_schedules.py`), by DeepSpeed's names, with DeepSpeed's parameters in
 * `options` and DeepSpeed's formulas, defaults and timing; a ds_config's `scheduler` block maps here.
 */
export declare const DEEPSPEED_SCHEDULERS: readonly ["WarmupLR", "WarmupDecayLR", "WarmupCosineLR", "OneCycle", "LRRangeTest"];
/** A DeepSpeed schedule name. */
export type DeepSpeedSchedulerName = (typeof DEEPSPEED_SCHEDULERS)[number];
/** Learning-rate schedules the runners can build from config. */
export declare const SCHEDULERS: readonly ["constant", "linear", "cosine", "step", "multistep", "exponential", "polynomial", "plateau", "WarmupLR", "WarmupDecayLR", "WarmupCosineLR", "OneCycle", "LRRangeTest"];
/** Name of a schedule the runners can build from config. */
export type SchedulerName = (typeof SCHEDULERS)[number];
/** The learning-rate schedule the runner builds when the subclass did not set one. */
export declare const SchedSchema: z.ZodObject<{
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
}, z.core.$strict>;
/** Scheduler settings after validation. */
export type SchedConfig = z.output<typeof SchedSchema>;

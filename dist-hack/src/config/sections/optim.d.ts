import * as z from 'zod';
/** Optimizers the runners can build from config. */
export declare const OPTIMIZERS: readonly ["sgd", "adam", "adamw", "rmsprop", "adagrad", "lbfgs"];
/** Name of an optimizer the runners can build from config. */
export type OptimizerName = (typeof OPTIMIZERS)[number];
/**
 * A parameter group: every parameter whose qualified name matches `pattern` (a regular
 * expression, searched, not anchored) gets these adjustments. The first matching group wins;
 * parameters that match none form the default group.
 */
export declare const ParamGroupSchema: z.ZodObject<{
    pattern: z.ZodString;
    lrMultiplier: z.ZodDefault<z.ZodNumber>;
    weightDecayMultiplier: z.ZodDefault<z.ZodNumber>;
    beta1: z.ZodOptional<z.ZodNumber>;
    beta2: z.ZodOptional<z.ZodNumber>;
}, z.core.$strict>;
/** The optimizer the runner builds when the subclass did not set one. */
export declare const OptimSchema: z.ZodObject<{
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
}, z.core.$strict>;
/** Optimizer settings after validation. */
export type OptimConfig = z.output<typeof OptimSchema>;
/** One parameter group after validation. */
export type ParamGroupConfig = z.output<typeof ParamGroupSchema>;

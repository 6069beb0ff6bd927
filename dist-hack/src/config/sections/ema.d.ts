import * as z from 'zod';
/** Exponential moving average of the model weights; present means enabled. */
export declare const EmaSchema: z.ZodObject<{
    decay: z.ZodDefault<z.ZodNumber>;
    interval: z.ZodDefault<z.ZodNumber>;
    warmup: z.ZodDefault<z.ZodNumber>;
}, z.core.$strict>;
/** EMA settings after validation. */
export type EmaConfig = z.output<typeof EmaSchema>;

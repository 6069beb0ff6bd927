import * as z from 'zod';
/** Where the main process reports progress. */
export declare const LoggingSchema: z.ZodObject<{
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
}, z.core.$strict>;
/** Logging settings after validation. */
export type LoggingConfig = z.output<typeof LoggingSchema>;

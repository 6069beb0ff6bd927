import * as z from 'zod';
/**
 * A profiler window: the runner records `steps` optimizer steps from step `start` as a Chrome
 * trace (`profile/{timestamp}.json` in the run directory); present means enabled.
 */
export declare const ProfileSchema: z.ZodObject<{
    start: z.ZodDefault<z.ZodNumber>;
    steps: z.ZodDefault<z.ZodNumber>;
}, z.core.$strict>;
/** Profiler settings after validation. */
export type ProfileConfig = z.output<typeof ProfileSchema>;

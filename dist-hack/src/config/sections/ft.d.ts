import * as z from 'zod';
/**
 * Fault tolerance across replica groups; present means enabled. Each replica group is a
 * full copy of the job that can fail and rejoin without stopping the others.
 */
export declare const FtSchema: z.ZodObject<{
    replicaId: z.ZodDefault<z.ZodNumber>;
    groupSize: z.ZodDefault<z.ZodNumber>;
    minReplicaSize: z.ZodDefault<z.ZodNumber>;
}, z.core.$strict>;
/** Fault-tolerance settings after validation. */
export type FtConfig = z.output<typeof FtSchema>;

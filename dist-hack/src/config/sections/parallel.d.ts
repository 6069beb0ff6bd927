import * as z from 'zod';
/** Names of the parallel axes (the mesh order, outermost to innermost, is `MESH_ORDER` in src/distributed/topology). */
export declare const PARALLEL_AXES: readonly ["replicate", "shard", "tensor", "pipeline", "context", "expert"];
/** Name of one parallel axis. */
export type ParallelAxis = (typeof PARALLEL_AXES)[number];
/**
 * Sizes of the named parallel axes for `stack: parallel`. Their product must equal the
 * world size; at most one axis may be -1, meaning "whatever is left".
 */
export declare const ParallelSchema: z.ZodObject<{
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
}, z.core.$strict>;
/** Parallel axes after validation. */
export type ParallelConfig = z.output<typeof ParallelSchema>;

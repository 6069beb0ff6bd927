import * as z from 'zod';
/** Training precisions, as they appear in a validated config. */
export declare const PRECISIONS: readonly ["fp32", "fp16", "bf16"];
/** Training precision after validation. */
export type Precision = (typeof PRECISIONS)[number];
/** `fp32`, or autocast to `fp16` (with a gradient scaler) or `bf16`; dtype names also work. */
export declare const PrecisionSchema: z.ZodPipe<z.ZodEnum<{
    float16: "float16";
    bfloat16: "bfloat16";
    float32: "float32";
    half: "half";
    fp32: "fp32";
    fp16: "fp16";
    bf16: "bf16";
}>, z.ZodTransform<"fp32" | "fp16" | "bf16", "float16" | "bfloat16" | "float32" | "half" | "fp32" | "fp16" | "bf16">>;

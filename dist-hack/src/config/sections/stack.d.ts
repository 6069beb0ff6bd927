import * as z from 'zod';
/** The runner families, as they appear in a validated config. */
export declare const STACKS: readonly ["torch", "parallel", "deepspeed"];
/** Runner family after validation. */
export type Stack = (typeof STACKS)[number];
/** Runner family; `ddp` is an alias of `torch` and `ds` of `deepspeed`. */
export declare const StackSchema: z.ZodPipe<z.ZodEnum<{
    parallel: "parallel";
    deepspeed: "deepspeed";
    ds: "ds";
    torch: "torch";
    ddp: "ddp";
}>, z.ZodTransform<"parallel" | "deepspeed" | "torch", "parallel" | "deepspeed" | "ds" | "torch" | "ddp">>;

import { Tensor } from '../torch/tensor.js';
/** Turns a list of samples into one batch. */
export type CollateFn<T = any, B = any> = (samples: T[]) => B;
/**
 * The type of the batch {@link defaultCollate} makes from samples of type `T`: tensors, numbers,
 * bigints, booleans and typed arrays become one Tensor; strings a list of strings; arrays
 * (tuples included) and plain objects are collated field by field.
 */
export type Collated<T> = T extends Tensor ? Tensor : T extends number | bigint | boolean | ArrayBufferView ? Tensor : T extends string ? string[] : T extends readonly unknown[] ? {
    -readonly [K in keyof T]: Collated<T[K]>;
} : T extends object ? {
    [K in keyof T]: Collated<T[K]>;
} : unknown;
/** Thrown when samples cannot be collated; `field` is the path of the offending field. */
export declare class CollateError extends TypeError {
    readonly field: string;
    constructor(field: string, detail: string);
}
/**
 * PyTorch's `default_collate`: stacks Tensors (a new first dimension), makes numbers a 1-d
 * tensor (int64 when every value is an integer, else float64), bigints int64, booleans bool,
 * stacks typed arrays into a `[batch, length]` tensor of their dtype, keeps strings as a list,
 * and recurses through arrays (`[input, target]`) and plain objects (`{ input, target }`).
 * Samples that cannot be combined throw a {@link CollateError} naming the field and shapes.
 * The samples are not disposed (the DataLoader does that).
 */
export declare function defaultCollate<B = unknown>(samples: unknown[]): B;

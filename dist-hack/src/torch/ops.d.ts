import { type NativeArgument } from './native-api.js';
/** camelCase option names become the schema's snake_case names (`ignoreIndex` -> `ignore_index`). */
export declare function snakeCase(key: string): string;
/** Replaces tensors by their handles, recursively through arrays. */
export declare function toNativeArg(v: unknown): NativeArgument;
/** Wraps returned handles as tensors, recursively through arrays. */
export declare function fromNative(v: unknown): unknown;
/** The native id of a qualified operator name (`aten::add`), or -1 if unknown. */
export declare function opId(qualified: string): number;
/** Every operator name the dispatcher knows, by namespace. */
export declare function allOpNames(): Map<string, string[]>;
export declare function editDistance(a: string, b: string): number;
/**
 * Calls an operator through the dispatcher. `name` is `ns::op` or `ns::op.overload`;
 * without an overload the first one whose schema accepts the arguments is used.
 * `kwargs` keys may be camelCase.
 */
export declare function callOp(name: string, args: unknown[], kwargs?: Record<string, unknown> | null): any;
type OpFn = (...args: any[]) => any;
/**
 * `torch.ops.<namespace>.<name>(...)` calls any registered operator; a trailing plain object
 * holds keyword arguments. `torch.ops.aten['add.Tensor']` picks one overload explicitly.
 */
export declare const ops: Record<string, Record<string, OpFn>>;
export {};

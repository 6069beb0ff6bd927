import type { DType } from './dtype.js';
/** The typed array each typed read returns, and the dtypes it reads. */
export declare const TYPED_READS: {
    readonly toFloat32Array: {
        readonly array: "Float32Array";
        readonly dtypes: readonly ["float32", "float16", "bfloat16"];
    };
    readonly toFloat64Array: {
        readonly array: "Float64Array";
        readonly dtypes: readonly ["float64"];
    };
    readonly toInt8Array: {
        readonly array: "Int8Array";
        readonly dtypes: readonly ["int8"];
    };
    readonly toUint8Array: {
        readonly array: "Uint8Array";
        readonly dtypes: readonly ["uint8", "bool"];
    };
    readonly toInt16Array: {
        readonly array: "Int16Array";
        readonly dtypes: readonly ["int16"];
    };
    readonly toInt32Array: {
        readonly array: "Int32Array";
        readonly dtypes: readonly ["int32"];
    };
    readonly toBigInt64Array: {
        readonly array: "BigInt64Array";
        readonly dtypes: readonly ["int64"];
    };
};
/** The name of a typed read. */
export type TypedRead = keyof typeof TYPED_READS;
/**
 * Throws when a typed read does not fit the tensor's dtype, naming both and the fix.
 *
 * @throws TypeError such as `toFloat32Array: the tensor is int64, not float32; convert it first (t.to('float32').toFloat32Array()) or read it with toBigInt64Array()`
 */
export declare function checkTypedRead(read: TypedRead, dtype: DType): void;
/**
 * An int64 value as a number, or a RangeError where a number cannot hold it exactly.
 *
 * @param where - for the message, e.g. `tolist: element [3]`
 */
export declare function exactNumber(value: bigint, where: string): number;
/**
 * The message for an operator that failed on tensors of different dtypes, naming each dtype
 * and the usual fix, or null when the failure is not about dtypes or the dtypes agree.
 */
export declare function dtypeMismatchMessage(op: string, named: readonly [string, DType][], original: string): string | null;

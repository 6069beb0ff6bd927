/** Element types, named as in PyTorch (`torch.float32` is `'float32'`). */
export type DType = 'float16' | 'bfloat16' | 'float32' | 'float64' | 'int8' | 'uint8' | 'int16' | 'int32' | 'int64' | 'bool' | 'complex64' | 'complex128';
export declare const DTYPES: DType[];
/** True when `value` names a dtype or one of its aliases (`'float'`, `'torch.int64'`). */
export declare function isDType(value: string): boolean;
/** Normalises a dtype name or alias; throws a TypeError naming the accepted names. */
export declare function toDType(value: unknown, what?: string): DType;
export declare function dtypeCode(d: DType): number;
export declare function dtypeFromCode(code: number): DType;
/** Bytes per element of `d` (PyTorch's `element_size()`). */
export declare function elementBytes(d: DType): number;
export declare function isFloatingPoint(d: DType): boolean;
export declare function isComplex(d: DType): boolean;
export type TypedArray = Float32Array | Float64Array | Int8Array | Uint8Array | Int16Array | Int32Array | BigInt64Array;
/** The typed array that holds a dtype's elements (half types read as float32). */
export declare function typedArrayFor(d: DType, buffer: ArrayBuffer): TypedArray;
/** The dtype a typed array's elements are stored as. */
export declare function dtypeOfTypedArray(a: ArrayBufferView): DType;
export declare function describe(value: unknown): string;

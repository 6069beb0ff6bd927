// c10::ScalarType codes.
const CODES = {
    uint8: 0,
    int8: 1,
    int16: 2,
    int32: 3,
    int64: 4,
    float16: 5,
    float32: 6,
    float64: 7,
    complex64: 9,
    complex128: 10,
    bool: 11,
    bfloat16: 15,
};
const ALIASES = {
    float: 'float32',
    double: 'float64',
    half: 'float16',
    long: 'int64',
    int: 'int32',
    short: 'int16',
    byte: 'uint8',
    char: 'int8',
};
const BY_CODE = [];
for (const [name, code] of Object.entries(CODES))
    BY_CODE[code] = name;
export const DTYPES = Object.keys(CODES);
/** True when `value` names a dtype or one of its aliases (`'float'`, `'torch.int64'`). */
export function isDType(value) {
    const bare = value.replace(/^torch\./, '');
    return Object.hasOwn(CODES, bare) || Object.hasOwn(ALIASES, bare);
}
/** Normalises a dtype name or alias; throws a TypeError naming the accepted names. */
export function toDType(value, what = 'dtype') {
    if (typeof value === 'string') {
        if (Object.hasOwn(CODES, value))
            return value;
        const bare = value.replace(/^torch\./, '');
        if (Object.hasOwn(CODES, bare))
            return bare;
        if (Object.hasOwn(ALIASES, bare))
            return ALIASES[bare];
    }
    throw new TypeError(`Expected a dtype for ${what} (one of ${DTYPES.join(', ')}) but received ${describe(value)}`);
}
export function dtypeCode(d) {
    return CODES[d];
}
export function dtypeFromCode(code) {
    const d = BY_CODE[code];
    if (!d)
        throw new Error(`unsupported native dtype code ${code}`);
    return d;
}
const ELEMENT_BYTES = {
    bool: 1,
    uint8: 1,
    int8: 1,
    int16: 2,
    int32: 4,
    int64: 8,
    float16: 2,
    bfloat16: 2,
    float32: 4,
    float64: 8,
    complex64: 8,
    complex128: 16,
};
/** Bytes per element of `d` (PyTorch's `element_size()`). */
export function elementBytes(d) {
    return ELEMENT_BYTES[d];
}
export function isFloatingPoint(d) {
    return d === 'float16' || d === 'bfloat16' || d === 'float32' || d === 'float64';
}
export function isComplex(d) {
    return d === 'complex64' || d === 'complex128';
}
/** The typed array that holds a dtype's elements (half types read as float32). */
export function typedArrayFor(d, buffer) {
    switch (d) {
        case 'float16':
        case 'bfloat16':
        case 'float32':
            return new Float32Array(buffer);
        case 'float64':
            return new Float64Array(buffer);
        case 'int8':
            return new Int8Array(buffer);
        case 'uint8':
        case 'bool':
            return new Uint8Array(buffer);
        case 'int16':
            return new Int16Array(buffer);
        case 'int32':
            return new Int32Array(buffer);
        case 'int64':
            return new BigInt64Array(buffer);
        default:
            throw new TypeError(`toArray: dtype ${d} has no typed array; convert it first`);
    }
}
/** The dtype a typed array's elements are stored as. */
export function dtypeOfTypedArray(a) {
    if (a instanceof Float32Array)
        return 'float32';
    if (a instanceof Float64Array)
        return 'float64';
    if (a instanceof Int8Array)
        return 'int8';
    if (a instanceof Uint8Array || a instanceof Uint8ClampedArray)
        return 'uint8';
    if (a instanceof Int16Array)
        return 'int16';
    if (a instanceof Int32Array)
        return 'int32';
    if (a instanceof BigInt64Array)
        return 'int64';
    if (a instanceof Uint16Array)
        return 'int32';
    if (a instanceof Uint32Array)
        return 'int64';
    throw new TypeError(`Unsupported typed array ${a.constructor.name}`);
}
export function describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return `an array of length ${value.length}`;
    if (typeof value === 'string')
        return `'${value}' of type string`;
    if (typeof value === 'object')
        return `an object of type ${value.constructor?.name ?? 'Object'}`;
    return `${String(value)} of type ${typeof value}`;
}
//# sourceMappingURL=dtype.js.map
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fromTypedArray } from '../torch/creation.js';
const TYPES = {
    0x08: { dtype: 'uint8', size: 1 },
    0x09: { dtype: 'int8', size: 1 },
    0x0b: { dtype: 'int16', size: 2 },
    0x0c: { dtype: 'int32', size: 4 },
    0x0d: { dtype: 'float32', size: 4 },
    0x0e: { dtype: 'float64', size: 8 },
};
/**
 * Parses the idx format (MNIST's): two zero bytes, a type code, the number of dimensions,
 * one big-endian uint32 per dimension, then the big-endian elements. Gzipped input
 * (`*.gz`, recognised by its magic bytes) is inflated first.
 */
export function parseIdx(bytes, source = 'idx data') {
    let buf = bytes;
    if (buf.length >= 2 && buf[0] === 0x1f && buf[1] === 0x8b)
        buf = gunzipSync(buf);
    const bad = (why) => new Error(`idx: ${source} is not a valid idx file: ${why}`);
    if (buf.length < 4 || buf[0] !== 0 || buf[1] !== 0)
        throw bad('it does not start with two zero bytes');
    const type = TYPES[buf[2]];
    if (!type)
        throw bad(`unknown element type code 0x${buf[2].toString(16)}`);
    const ndim = buf[3];
    const header = 4 + 4 * ndim;
    if (buf.length < header)
        throw bad(`the header declares ${ndim} dimensions but the file has ${buf.length} bytes`);
    const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
    const shape = Array.from({ length: ndim }, (_, d) => view.getUint32(4 + 4 * d, false));
    const count = shape.reduce((a, b) => a * b, 1);
    if (buf.length !== header + count * type.size) {
        throw bad(`shape [${shape.join(', ')}] of ${type.dtype} needs ${header + count * type.size} bytes but the file has ${buf.length}`);
    }
    let data;
    switch (type.dtype) {
        case 'uint8':
            data = buf.slice(header);
            break;
        case 'int8':
            data = new Int8Array(buf.slice(header).buffer);
            break;
        case 'int16':
            data = Int16Array.from({ length: count }, (_, i) => view.getInt16(header + 2 * i, false));
            break;
        case 'int32':
            data = Int32Array.from({ length: count }, (_, i) => view.getInt32(header + 4 * i, false));
            break;
        case 'float32':
            data = Float32Array.from({ length: count }, (_, i) => view.getFloat32(header + 4 * i, false));
            break;
        default:
            data = Float64Array.from({ length: count }, (_, i) => view.getFloat64(header + 8 * i, false));
    }
    return { dtype: type.dtype, shape, data };
}
/** Reads an idx file (raw or gzipped). */
export function readIdx(path) {
    let bytes;
    try {
        bytes = readFileSync(path);
    }
    catch (err) {
        throw new Error(`idx: cannot read ${path}: ${err.message}`);
    }
    return parseIdx(bytes, path);
}
/** Reads an idx file into a tensor of its element type and shape. */
export function readIdxTensor(path) {
    const { dtype, shape, data } = readIdx(path);
    return fromTypedArray(data, shape, dtype);
}
//# sourceMappingURL=idx.js.map
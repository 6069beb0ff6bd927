// The safetensors format (https://github.com/huggingface/safetensors): an 8-byte little-endian
// header length, a JSON header { name: { dtype, shape, data_offsets: [begin, end] }, …,
// "__metadata__": { str: str } }, then the tensors' bytes (offsets are relative to the end of
// the header). Reading parses and checks the header first, then reads each tensor's bytes
// once, straight into the tensor's memory.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { empty } from '../creation.js';
import { describe, dtypeCode } from '../dtype.js';
import { native } from '../native.js';
import { Tensor } from '../tensor.js';
import { writeFileAtomic, writeAll } from './atomic.js';
import { DIRECTORY_REASON, EMPTY_REASON, fsErrorReason } from './file-check.js';
const CODES = {
    F64: 'float64',
    F32: 'float32',
    F16: 'float16',
    BF16: 'bfloat16',
    I64: 'int64',
    I32: 'int32',
    I16: 'int16',
    I8: 'int8',
    U8: 'uint8',
    BOOL: 'bool',
};
const NAMES = Object.fromEntries(Object.entries(CODES).map(([k, v]) => [v, k]));
const SIZES = { F64: 8, F32: 4, F16: 2, BF16: 2, I64: 8, I32: 4, I16: 2, I8: 1, U8: 1, BOOL: 1 };
/** Largest header accepted (the format's own limit). */
const MAX_HEADER = 100 * 1024 * 1024;
class FormatError extends Error {
}
/** Reads and checks the header of a safetensors file without reading tensor data. */
export function readHeader(path) {
    return withFile(path, 'safetensors.readHeader', (fd, size) => parseHeader(fd, size));
}
/**
 * Loads every tensor of a safetensors file, keyed by name in file order. The tensors are new
 * references owned by the caller.
 *
 * @throws Error naming the file and the problem (missing, truncated, header not JSON, an
 *   unknown dtype, offsets outside the file, a byte count that does not match the shape, or
 *   overlapping tensors).
 */
export function load(path, options = {}) {
    return loadWithMetadata(path, options).tensors;
}
/** Like {@link load}, also returning the header's `__metadata__` (string to string). */
export function loadWithMetadata(path, options = {}) {
    return withFile(path, 'safetensors.load', (fd, size) => {
        const header = parseHeader(fd, size);
        const tensors = {};
        try {
            const entries = Object.entries(header.tensors);
            const mapped = options.mmap ? native.mmapTensors(path, entries.map(([, i]) => [i.begin, dtypeCode(i.dtype), i.shape])) : [];
            for (const [k, [name, info]] of entries.entries()) {
                const handle = mapped[k];
                if (handle) {
                    tensors[name] = new Tensor(handle);
                    continue;
                }
                const t = empty(info.shape, { dtype: info.dtype });
                tensors[name] = t;
                const n = info.end - info.begin;
                if (n === 0)
                    continue;
                const view = new Uint8Array(native.sharedArrayBuffer(t._h));
                readFully(fd, view, info.begin);
            }
            if (options.device !== undefined && options.device !== 'cpu') {
                for (const [name, t] of Object.entries(tensors)) {
                    tensors[name] = t.to({ device: options.device });
                    t.dispose();
                }
            }
        }
        catch (err) {
            for (const t of Object.values(tensors))
                t.dispose();
            throw err;
        }
        return { tensors, metadata: header.metadata };
    });
}
/**
 * Saves tensors in the safetensors format, atomically (temporary file, fsync, rename).
 * Tensors are written contiguous, from the CPU, ordered by element size then name so every
 * tensor's bytes are aligned to its element size; the data begins at an 8-byte boundary.
 *
 * @param metadata free-form string pairs stored under `__metadata__`.
 * @throws TypeError for a value that is not a Tensor, a dtype safetensors cannot hold
 *   (complex), or metadata that is not string to string.
 */
export function save(tensors, path, metadata) {
    const entries = tensors instanceof Map ? [...tensors.entries()] : Object.entries(tensors ?? {});
    if (tensors === null || typeof tensors !== 'object') {
        throw new TypeError(`safetensors.save: expected an object of name -> Tensor but received ${describe(tensors)}`);
    }
    for (const [name, t] of entries) {
        if (name === '__metadata__')
            throw new TypeError(`safetensors.save: '__metadata__' is reserved and cannot name a tensor`);
        if (!(t instanceof Tensor))
            throw new TypeError(`safetensors.save: expected a Tensor for '${name}' but received ${describe(t)}`);
        if (t.isDisposed)
            throw new Error(`safetensors.save: the Tensor for '${name}' was disposed`);
        if (!NAMES[t.dtype])
            throw new TypeError(`safetensors.save: '${name}' has dtype ${t.dtype}, which safetensors cannot store`);
    }
    if (metadata !== undefined) {
        if (metadata === null || typeof metadata !== 'object')
            throw new TypeError(`safetensors.save: metadata must be an object of string -> string`);
        for (const [k, v] of Object.entries(metadata)) {
            if (typeof v !== 'string')
                throw new TypeError(`safetensors.save: metadata['${k}'] must be a string but received ${describe(v)}`);
        }
    }
    const order = entries
        .map(([name, t]) => ({ name, t, code: NAMES[t.dtype] }))
        .sort((a, b) => SIZES[b.code] - SIZES[a.code] || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const header = {};
    if (metadata !== undefined && Object.keys(metadata).length)
        header.__metadata__ = metadata;
    let offset = 0;
    for (const { name, t, code } of order) {
        const n = t.numel() * SIZES[code];
        header[name] = { dtype: code, shape: t.shape, data_offsets: [offset, offset + n] };
        offset += n;
    }
    let json = JSON.stringify(header);
    const pad = (8 - ((8 + Buffer.byteLength(json)) % 8)) % 8;
    json += ' '.repeat(pad);
    const head = Buffer.alloc(8 + Buffer.byteLength(json));
    head.writeBigUInt64LE(BigInt(head.length - 8), 0);
    head.write(json, 8, 'utf8');
    try {
        writeFileAtomic(path, (fd) => {
            writeAll(fd, head);
            for (const { t } of order) {
                if (t.numel() === 0)
                    continue;
                const src = t.detach();
                const cpu = src.device === 'cpu' ? src : src.to({ device: 'cpu' });
                const c = cpu.contiguous();
                try {
                    writeAll(fd, new Uint8Array(native.sharedArrayBuffer(c._h)));
                }
                finally {
                    for (const x of new Set([src, cpu, c]))
                        x.dispose();
                }
            }
        });
    }
    catch (err) {
        throw new Error(`safetensors.save: cannot write '${path}': ${err.message}`);
    }
}
function withFile(path, what, fn) {
    if (typeof path !== 'string' || path === '')
        throw new TypeError(`${what}: expected a file path but received ${describe(path)}`);
    let fd;
    try {
        fd = openSync(path, 'r');
    }
    catch (err) {
        throw new Error(`${what}: cannot load '${path}': ${fsErrorReason(err)}`);
    }
    try {
        const st = fstatSync(fd);
        if (st.isDirectory())
            throw new FormatError(DIRECTORY_REASON);
        return fn(fd, st.size);
    }
    catch (err) {
        if (err instanceof FormatError)
            throw new Error(`${what}: cannot load '${path}': ${err.message}`);
        throw err;
    }
    finally {
        closeSync(fd);
    }
}
function readFully(fd, into, position) {
    let off = 0;
    while (off < into.byteLength) {
        const n = readSync(fd, into, off, into.byteLength - off, position + off);
        if (n === 0)
            throw new FormatError('the file ended while reading tensor data (truncated)');
        off += n;
    }
}
function parseHeader(fd, size) {
    if (size === 0)
        throw new FormatError(EMPTY_REASON);
    if (size < 8)
        throw new FormatError(`the file has ${size} bytes, fewer than the 8-byte header length (truncated, or not safetensors)`);
    const lenBuf = Buffer.alloc(8);
    readFully(fd, lenBuf, 0);
    const len = lenBuf.readBigUInt64LE(0);
    if (len > BigInt(size - 8)) {
        throw new FormatError(`the header length (${len} bytes) runs past the end of the ${size}-byte file (truncated, or not safetensors)`);
    }
    if (len > BigInt(MAX_HEADER))
        throw new FormatError(`the header length (${len} bytes) exceeds the ${MAX_HEADER}-byte limit`);
    const headerLen = Number(len);
    const raw = Buffer.alloc(headerLen);
    readFully(fd, raw, 8);
    let parsed;
    try {
        parsed = JSON.parse(raw.toString('utf8'));
    }
    catch (err) {
        throw new FormatError(`the header is not valid JSON (${err.message}); the file is damaged or not safetensors`);
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
        throw new FormatError('the header is not a JSON object');
    const dataStart = 8 + headerLen;
    const dataLen = size - dataStart;
    const tensors = {};
    let metadata = {};
    const ranges = [];
    for (const [name, entry] of Object.entries(parsed)) {
        if (name === '__metadata__') {
            metadata = checkMetadata(entry);
            continue;
        }
        const e = entry;
        if (e === null || typeof e !== 'object')
            throw new FormatError(`the header entry for '${name}' is not an object`);
        const code = e.dtype;
        if (typeof code !== 'string' || !(code in CODES)) {
            throw new FormatError(`tensor '${name}' has dtype ${JSON.stringify(code)}, which is not supported (one of ${Object.keys(CODES).join(', ')})`);
        }
        const shape = e.shape;
        if (!Array.isArray(shape) || !shape.every((d) => Number.isSafeInteger(d) && d >= 0)) {
            throw new FormatError(`tensor '${name}' has an invalid shape ${JSON.stringify(shape)} (expected an array of non-negative integers)`);
        }
        const offs = e.data_offsets;
        if (!Array.isArray(offs) || offs.length !== 2 || !offs.every((x) => Number.isSafeInteger(x) && x >= 0) || offs[0] > offs[1]) {
            throw new FormatError(`tensor '${name}' has invalid data_offsets ${JSON.stringify(offs)} (expected [begin, end] with 0 <= begin <= end)`);
        }
        const [b, en] = offs;
        if (en > dataLen) {
            throw new FormatError(`tensor '${name}' has data_offsets [${b}, ${en}] beyond the ${dataLen} bytes of data in the file (truncated?)`);
        }
        const numel = shape.reduce((a, d) => a * d, 1);
        const expected = numel * SIZES[code];
        if (en - b !== expected) {
            throw new FormatError(`tensor '${name}' has ${en - b} bytes of data but shape [${shape.join(', ')}] of ${code} needs ${expected}`);
        }
        ranges.push([b, en, name]);
        tensors[name] = { dtype: CODES[code], shape: shape, begin: dataStart + b, end: dataStart + en };
    }
    ranges.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
    for (let i = 1; i < ranges.length; i++) {
        const [pb, pe, pn] = ranges[i - 1];
        const [b, , n] = ranges[i];
        if (b < pe && pe > pb)
            throw new FormatError(`tensors '${pn}' and '${n}' overlap in the file's data`);
    }
    return { tensors, metadata };
}
function checkMetadata(entry) {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry))
        throw new FormatError('__metadata__ is not an object');
    for (const [k, v] of Object.entries(entry)) {
        if (typeof v !== 'string')
            throw new FormatError(`__metadata__['${k}'] is not a string`);
    }
    return entry;
}
//# sourceMappingURL=safetensors.js.map
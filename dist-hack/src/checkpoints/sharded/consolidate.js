import { open, rename, unlink } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { syncDirectory, tempPath } from '../../torch/serialize/atomic.js';
import { resolveSave } from './load.js';
import { ShardedReader } from './read.js';
import { ARCHIVE, BYTEORDER_RECORD, itemSize, numel, stateDictPickle, VERSION_RECORD } from './torch-archive.js';
import { ZipLayout } from './zip-layout.js';
const SAFETENSORS_DTYPE = {
    float64: 'F64',
    float32: 'F32',
    float16: 'F16',
    bfloat16: 'BF16',
    int64: 'I64',
    int32: 'I32',
    int16: 'I16',
    int8: 'I8',
    uint8: 'U8',
    bool: 'BOOL',
};
/**
 * Gathers a sharded checkpoint into one file: a `torch.save` archive (`.pth`, `.pt`, which
 * Python's `torch.load` opens as an `OrderedDict` state dict) or `.safetensors`. Tensors are
 * assembled and written one at a time, so memory peaks at about the largest tensor, not the
 * model. The file is written under a temporary name, flushed and renamed into place.
 *
 * @param path - a save directory, a pointer file (`latest`) or a checkpoints directory
 * @throws Error naming the problem: an unknown output extension, a torn or damaged data
 *   file, no tensor under the prefix
 */
export async function consolidate(path, out, options = {}) {
    const kind = out.endsWith('.safetensors') ? 'safetensors' : /\.(pth|pt|bin)$/.test(out) ? 'torch' : null;
    if (!kind)
        throw new Error(`consolidate: cannot tell the output format from '${out}'; name it *.pth (torch.save) or *.safetensors`);
    const save = await resolveSave(path);
    const reader = await ShardedReader.open(save);
    const prefix = options.prefix ?? 'model.';
    const names = Object.keys(reader.manifest.tensors).filter((n) => n.startsWith(prefix));
    if (names.length === 0) {
        await reader.close();
        throw new Error(`consolidate: the checkpoint ${save} holds no tensor named '${prefix}…' (it has ${Object.keys(reader.manifest.tensors).slice(0, 5).join(', ')}${Object.keys(reader.manifest.tensors).length > 5 ? ', …' : ''})`);
    }
    const { target, dir, tmp } = tempPath(out);
    const handle = await open(tmp, 'wx');
    let position = 0;
    const write = async (data) => {
        let off = 0;
        while (off < data.byteLength)
            off += (await handle.write(data, off, data.byteLength - off, position + off)).bytesWritten;
        position += data.byteLength;
    };
    let largest = 0;
    let ok = false;
    try {
        const bytesOf = (fqn) => numel(reader.manifest.tensors[fqn].shape) * itemSize(reader.manifest.tensors[fqn].dtype);
        // One buffer for every tensor in turn: memory stays at the largest tensor.
        const buffer = Buffer.allocUnsafeSlow(Math.max(1, ...names.map(bytesOf)));
        const streamTensor = async (fqn, sink) => {
            const n = await reader.readWholeInto(fqn, buffer);
            await sink(buffer.subarray(0, n));
            return n;
        };
        const entries = names.map((fqn, i) => ({ fqn, name: fqn.slice(prefix.length), key: String(i), dtype: reader.manifest.tensors[fqn].dtype, shape: reader.manifest.tensors[fqn].shape }));
        if (kind === 'torch') {
            const zip = new ZipLayout();
            for (const e of entries) {
                largest = Math.max(largest, await streamTensor(e.fqn, async (bytes) => {
                    await write(zip.record(`${ARCHIVE}/data/${e.key}`, bytes.byteLength, crc32(bytes)));
                    await write(bytes);
                }));
            }
            await write(zip.small(`${ARCHIVE}/data.pkl`, stateDictPickle(entries)));
            await write(zip.small(VERSION_RECORD.name, VERSION_RECORD.data));
            await write(zip.small(BYTEORDER_RECORD.name, BYTEORDER_RECORD.data));
            await write(zip.end());
        }
        else {
            const header = { __metadata__: { format: 'pt' } };
            let offset = 0;
            for (const e of entries) {
                const code = SAFETENSORS_DTYPE[e.dtype];
                if (!code)
                    throw new Error(`consolidate: '${e.fqn}' is ${e.dtype}, which safetensors cannot hold; consolidate to .pth instead`);
                const n = numel(e.shape) * itemSize(e.dtype);
                header[e.name] = { dtype: code, shape: e.shape, data_offsets: [offset, offset + n] };
                offset += n;
            }
            let json = JSON.stringify(header);
            json += ' '.repeat((8 - ((8 + Buffer.byteLength(json)) % 8)) % 8);
            const head = Buffer.alloc(8);
            head.writeBigUInt64LE(BigInt(Buffer.byteLength(json)));
            await write(Buffer.concat([head, Buffer.from(json)]));
            for (const e of entries)
                largest = Math.max(largest, await streamTensor(e.fqn, write));
        }
        await handle.sync();
        ok = true;
        return { save, out: target, tensors: entries.length, bytes: position, largestBytes: largest };
    }
    finally {
        await handle.close();
        await reader.close();
        if (ok) {
            await rename(tmp, target);
            syncDirectory(dir);
        }
        else
            await unlink(tmp).catch(() => undefined);
    }
}
//# sourceMappingURL=consolidate.js.map
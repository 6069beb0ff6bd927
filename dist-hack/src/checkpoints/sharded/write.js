import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { saveAsync } from '../../torch/serialize/index.js';
import { native } from '../../torch/native.js';
import { ShardedTensor } from '../../torch/distributed/sharded-tensor.js';
import { SequentialFile, writeSmallFileAtomic } from './io.js';
import { BLOCK_BYTES, dataFile, indexFile, stateFile } from './layout.js';
import { ARCHIVE, BYTEORDER_RECORD, tensorPickle, VERSION_RECORD } from './torch-archive.js';
import { ZipLayout } from './zip-layout.js';
/**
 * Writes one rank's files of a save: its chunks into `__<r>_0.distcp` (each chunk a
 * torch.save archive holding one tensor, as PyTorch DCP's FileSystemWriter writes them), its
 * non-tensor state, and last its index (`__<r>_index.json`, the rank's "done" mark), each
 * flushed to disk before the next. A plain tensor is written by rank 0 only. All file I/O
 * runs off the JS thread; the tensors must not change until the promise settles.
 */
export async function writeRank(w) {
    const name = dataFile(w.rank);
    const file = await SequentialFile.create(join(w.dir, name), BLOCK_BYTES);
    const tensors = {};
    try {
        for (const leaf of w.leaves) {
            const sharded = leaf.value instanceof ShardedTensor ? leaf.value : null;
            const t = leaf.value;
            const entry = {
                dtype: sharded ? sharded.dtype : t.dtype,
                shape: sharded ? [...sharded.globalShape] : t.shape,
                path: leaf.path,
                chunks: [],
            };
            tensors[leaf.fqn] = entry;
            const pieces = sharded ? sharded.chunks.map((c) => ({ offsets: [...c.offsets], tensor: c.tensor })) : w.rank === 0 ? [{ offsets: t.shape.map(() => 0), tensor: t }] : [];
            for (const piece of pieces) {
                if (piece.tensor.dtype !== entry.dtype) {
                    throw new TypeError(`'${leaf.fqn}' is a ShardedTensor of ${entry.dtype} but rank ${w.rank} holds a chunk of ${piece.tensor.dtype}; cast the chunk or fix the dtype`);
                }
                if (piece.tensor.numel() === 0)
                    continue;
                entry.chunks.push(await writeChunk(file, name, piece.offsets, piece.tensor));
            }
        }
    }
    finally {
        await file.close(true);
    }
    const index = {
        rank: w.rank,
        worldSize: w.worldSize,
        file: { rank: w.rank, bytes: file.position, blockBytes: BLOCK_BYTES, blockCrc32: file.crc.finish() },
        state: stateFile(w.rank),
        tensors,
    };
    await saveAsync(w.rest, join(w.dir, stateFile(w.rank)));
    await writeSmallFileAtomic(join(w.dir, indexFile(w.rank)), JSON.stringify(index));
    return index;
}
async function writeChunk(file, name, offsets, tensor) {
    const own = tensor.device === 'cpu' && tensor.isContiguous() ? null : tensor.contiguous().to({ device: 'cpu' });
    const t = own ?? tensor;
    try {
        const bytes = new Uint8Array(native.sharedArrayBuffer(t._h));
        const archiveOffset = file.position;
        const zip = new ZipLayout();
        await file.write(zip.small(`${ARCHIVE}/data.pkl`, tensorPickle({ key: '0', dtype: t.dtype, shape: t.shape })));
        await file.write(zip.record(`${ARCHIVE}/data/0`, bytes.byteLength, crc32(bytes)));
        const offset = file.position;
        await file.write(bytes);
        await file.write(Buffer.concat([zip.small(VERSION_RECORD.name, VERSION_RECORD.data), zip.small(BYTEORDER_RECORD.name, BYTEORDER_RECORD.data), zip.end()]));
        return { offsets, sizes: t.shape, file: name, offset, length: bytes.byteLength, archiveOffset, archiveLength: file.position - archiveOffset };
    }
    finally {
        own?.dispose();
    }
}
//# sourceMappingURL=write.js.map
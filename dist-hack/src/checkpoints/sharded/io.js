import { open } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { tempPath } from '../../torch/serialize/atomic.js';
import { runFileJob } from '../../torch/serialize/file-job.js';
/** Writes a small file atomically and durably (temporary file, fsync, rename, directory fsync), off the JS thread. */
export async function writeSmallFileAtomic(path, data) {
    const { target, dir, tmp } = tempPath(path);
    await runFileJob([
        { op: 'write', path: tmp, data, sync: true },
        { op: 'rename', path: tmp, to: target },
        { op: 'syncDir', path: dir },
    ]);
}
/**
 * Feeds the bytes of a file written front to back and keeps the CRC-32 of each block of
 * `blockBytes`, so a reader of any byte range can check the blocks it reads.
 */
export class BlockCrc {
    blockBytes;
    crcs = [];
    current = 0;
    filled = 0;
    constructor(blockBytes) {
        this.blockBytes = blockBytes;
    }
    update(data) {
        let off = 0;
        while (off < data.byteLength) {
            const n = Math.min(this.blockBytes - this.filled, data.byteLength - off);
            this.current = crc32(data.subarray(off, off + n), this.current);
            this.filled += n;
            off += n;
            if (this.filled === this.blockBytes)
                this.flush();
        }
    }
    /** The CRCs of all blocks (the last one possibly short). */
    finish() {
        if (this.filled > 0)
            this.flush();
        return this.crcs;
    }
    flush() {
        this.crcs.push(this.current >>> 0);
        this.current = 0;
        this.filled = 0;
    }
}
/** A file written front to back with positional writes, hashing block by block. */
export class SequentialFile {
    path;
    handle;
    position = 0;
    crc;
    constructor(path, handle, blockBytes) {
        this.path = path;
        this.handle = handle;
        this.crc = new BlockCrc(blockBytes);
    }
    static async create(path, blockBytes) {
        return new SequentialFile(path, await open(path, 'wx'), blockBytes);
    }
    async write(data) {
        this.crc.update(data);
        let off = 0;
        while (off < data.byteLength) {
            const { bytesWritten } = await this.handle.write(data, off, data.byteLength - off, this.position + off);
            off += bytesWritten;
        }
        this.position += data.byteLength;
    }
    /** Flushes to disk and closes. */
    async close(sync) {
        try {
            if (sync)
                await this.handle.sync();
        }
        finally {
            await this.handle.close();
        }
    }
}
//# sourceMappingURL=io.js.map
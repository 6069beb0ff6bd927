import { open } from 'node:fs/promises';
import { crc32 } from 'node:zlib';

import { tempPath } from '../../torch/serialize/atomic.js';
import { runFileJob } from '../../torch/serialize/file-job.js';

/** Writes a small file atomically and durably (temporary file, fsync, rename, directory fsync), off the JS thread. */
export async function writeSmallFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
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
  readonly crcs: number[] = [];
  private current = 0;
  private filled = 0;

  constructor(readonly blockBytes: number) {}

  update(data: Uint8Array): void {
    let off = 0;
    while (off < data.byteLength) {
      const n = Math.min(this.blockBytes - this.filled, data.byteLength - off);
      this.current = crc32(data.subarray(off, off + n), this.current);
      this.filled += n;
      off += n;
      if (this.filled === this.blockBytes) this.flush();
    }
  }

  /** The CRCs of all blocks (the last one possibly short). */
  finish(): number[] {
    if (this.filled > 0) this.flush();
    return this.crcs;
  }

  private flush(): void {
    this.crcs.push(this.current >>> 0);
    this.current = 0;
    this.filled = 0;
  }
}

/** A file written front to back with positional writes, hashing block by block. */
export class SequentialFile {
  position = 0;
  readonly crc: BlockCrc;

  private constructor(
    readonly path: string,
    private readonly handle: Awaited<ReturnType<typeof open>>,
    blockBytes: number,
  ) {
    this.crc = new BlockCrc(blockBytes);
  }

  static async create(path: string, blockBytes: number): Promise<SequentialFile> {
    return new SequentialFile(path, await open(path, 'wx'), blockBytes);
  }

  async write(data: Uint8Array): Promise<void> {
    this.crc.update(data);
    let off = 0;
    while (off < data.byteLength) {
      const { bytesWritten } = await this.handle.write(data, off, data.byteLength - off, this.position + off);
      off += bytesWritten;
    }
    this.position += data.byteLength;
  }

  /** Flushes to disk and closes. */
  async close(sync: boolean): Promise<void> {
    try {
      if (sync) await this.handle.sync();
    } finally {
      await this.handle.close();
    }
  }
}

// Verifies the CRC-32 of every record of a zip archive (torch.save and torch.jit.save files).
// libtorch's reader does not check them, so without this a flipped bit in tensor data would
// load silently.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { crc32 } from 'node:zlib';

const CHUNK = 4 << 20;

/** Returns a description of the first damaged record, or null when every record checks out. */
export function findDamagedRecord(path: string): string | null {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const read = (pos: number, n: number): Buffer => {
      const buf = Buffer.alloc(n);
      let off = 0;
      while (off < n) {
        const k = readSync(fd, buf, off, n - off, pos + off);
        if (k === 0) throw new RangeError('unexpected end of file');
        off += k;
      }
      return buf;
    };
    const tailLen = Math.min(size, 22 + 0xffff);
    const tail = read(size - tailLen, tailLen);
    const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (eocd < 0) return 'the zip end-of-central-directory record is missing (truncated)';
    let entries: number = tail.readUInt16LE(eocd + 10);
    let cdOffset: number = tail.readUInt32LE(eocd + 16);
    if (cdOffset === 0xffffffff || entries === 0xffff) {
      const loc = eocd - 20;
      if (loc < 0 || tail.readUInt32LE(loc) !== 0x07064b50) return 'the zip64 locator is missing';
      const rec = read(Number(tail.readBigUInt64LE(loc + 8)), 56);
      if (rec.readUInt32LE(0) !== 0x06064b50) return 'the zip64 end-of-central-directory record is damaged';
      entries = Number(rec.readBigUInt64LE(32));
      cdOffset = Number(rec.readBigUInt64LE(48));
    }
    let pos = cdOffset;
    for (let i = 0; i < entries; i++) {
      const h = read(pos, 46);
      if (h.readUInt32LE(0) !== 0x02014b50) return 'the zip central directory is damaged';
      const method = h.readUInt16LE(10);
      const expected = h.readUInt32LE(16);
      let csize: number = h.readUInt32LE(20);
      const nameLen = h.readUInt16LE(28);
      const extraLen = h.readUInt16LE(30);
      const commentLen = h.readUInt16LE(32);
      let local: number = h.readUInt32LE(42);
      const usize32 = h.readUInt32LE(24);
      const rest = read(pos + 46, nameLen + extraLen);
      const name = rest.toString('utf8', 0, nameLen);
      for (let e = nameLen; e + 4 <= rest.length; ) {
        const id = rest.readUInt16LE(e);
        const len = rest.readUInt16LE(e + 2);
        if (id === 0x0001) {
          let f = e + 4;
          if (usize32 === 0xffffffff) f += 8;
          if (csize === 0xffffffff) (csize = Number(rest.readBigUInt64LE(f))), (f += 8);
          if (local === 0xffffffff) local = Number(rest.readBigUInt64LE(f));
        }
        e += 4 + len;
      }
      pos += 46 + nameLen + extraLen + commentLen;
      if (method !== 0) continue; // compressed records are checked by the decompressor
      const lh = read(local, 30);
      if (lh.readUInt32LE(0) !== 0x04034b50) return `the zip header of record '${name}' is damaged`;
      const start = local + 30 + lh.readUInt16LE(26) + lh.readUInt16LE(28);
      if (start + csize > size) return `record '${name}' runs past the end of the file (truncated)`;
      let crc = 0;
      for (let off = 0; off < csize; off += CHUNK) crc = crc32(read(start + off, Math.min(CHUNK, csize - off)), crc);
      if (crc >>> 0 !== expected) return `record '${name}' fails its CRC-32 check (the data is corrupted)`;
    }
    return null;
  } catch (err) {
    return `the zip structure is damaged (${(err as Error).message})`;
  } finally {
    closeSync(fd);
  }
}

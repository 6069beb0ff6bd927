import { crc32 } from 'node:zlib';
/** Data of every record starts on this boundary, as in PyTorch's writer (tensors can be mapped). */
const ALIGN = 64;
const LIMIT = 0xffffffff;
/**
 * Lays out an uncompressed zip archive written front to back, for writers that stream
 * records one at a time (the records' bytes are never held together): `record` returns the
 * local header to write just before a record's bytes, `end` the central directory. Offsets
 * count from the archive's first byte, so an archive can sit inside a larger file (a
 * distributed-checkpoint data file holds one per chunk). No ZIP64: an archive stays below
 * 4 GiB, and `record` throws naming the record that would not fit.
 */
export class ZipLayout {
    offset = 0;
    central = [];
    count = 0;
    /** Bytes laid out so far. */
    get size() {
        return this.offset;
    }
    /** The local header for a record of `size` bytes whose CRC-32 is `crc`; the record's bytes follow it. */
    record(name, size, crc) {
        const nameBytes = Buffer.from(name, 'utf8');
        const fixed = 30 + nameBytes.length;
        const pad = (ALIGN - ((this.offset + fixed + 4) % ALIGN)) % ALIGN;
        const extraLength = pad + 4;
        const start = this.offset;
        if (start + fixed + extraLength + size > LIMIT) {
            throw new RangeError(`the zip record '${name}' (${size} bytes) would end beyond 4 GiB, which needs ZIP64 (not written here)`);
        }
        const h = Buffer.alloc(fixed + extraLength);
        h.writeUInt32LE(0x04034b50, 0);
        h.writeUInt16LE(20, 4);
        h.writeUInt16LE(0, 6); // flags
        h.writeUInt16LE(0, 8); // stored
        h.writeUInt32LE(0, 10); // time, date
        h.writeUInt32LE(crc >>> 0, 14);
        h.writeUInt32LE(size, 18);
        h.writeUInt32LE(size, 22);
        h.writeUInt16LE(nameBytes.length, 26);
        h.writeUInt16LE(extraLength, 28);
        nameBytes.copy(h, 30);
        // Padding as PyTorch writes it: an extra field with id "FB".
        h.writeUInt16LE(0x4246, fixed);
        h.writeUInt16LE(pad, fixed + 2);
        const c = Buffer.alloc(46 + nameBytes.length);
        c.writeUInt32LE(0x02014b50, 0);
        c.writeUInt16LE(20, 4);
        c.writeUInt16LE(20, 6);
        c.writeUInt16LE(0, 8);
        c.writeUInt16LE(0, 10);
        c.writeUInt32LE(0, 12);
        c.writeUInt32LE(crc >>> 0, 16);
        c.writeUInt32LE(size, 20);
        c.writeUInt32LE(size, 24);
        c.writeUInt16LE(nameBytes.length, 28);
        c.writeUInt32LE(start, 42);
        nameBytes.copy(c, 46);
        this.central.push(c);
        this.count += 1;
        this.offset = start + h.length + size;
        return h;
    }
    /** A small record held in memory: its header followed by its bytes. */
    small(name, data) {
        return Buffer.concat([this.record(name, data.byteLength, crc32(data)), data]);
    }
    /** The central directory and end record; the archive is complete after them. */
    end() {
        const dir = Buffer.concat(this.central);
        if (this.offset + dir.length > LIMIT || this.count > 0xffff)
            throw new RangeError('the zip archive would exceed 4 GiB or 65535 records, which needs ZIP64 (not written here)');
        const e = Buffer.alloc(22);
        e.writeUInt32LE(0x06054b50, 0);
        e.writeUInt16LE(this.count, 8);
        e.writeUInt16LE(this.count, 10);
        e.writeUInt32LE(dir.length, 12);
        e.writeUInt32LE(this.offset, 16);
        this.offset += dir.length + e.length;
        return Buffer.concat([dir, e]);
    }
}
//# sourceMappingURL=zip-layout.js.map
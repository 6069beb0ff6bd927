/**
 * Lays out an uncompressed zip archive written front to back, for writers that stream
 * records one at a time (the records' bytes are never held together): `record` returns the
 * local header to write just before a record's bytes, `end` the central directory. Offsets
 * count from the archive's first byte, so an archive can sit inside a larger file (a
 * distributed-checkpoint data file holds one per chunk). No ZIP64: an archive stays below
 * 4 GiB, and `record` throws naming the record that would not fit.
 */
export declare class ZipLayout {
    private offset;
    private readonly central;
    private count;
    /** Bytes laid out so far. */
    get size(): number;
    /** The local header for a record of `size` bytes whose CRC-32 is `crc`; the record's bytes follow it. */
    record(name: string, size: number, crc: number): Buffer;
    /** A small record held in memory: its header followed by its bytes. */
    small(name: string, data: Uint8Array): Buffer;
    /** The central directory and end record; the archive is complete after them. */
    end(): Buffer;
}

/** Writes a small file atomically and durably (temporary file, fsync, rename, directory fsync), off the JS thread. */
export declare function writeSmallFileAtomic(path: string, data: string | Uint8Array): Promise<void>;
/**
 * Feeds the bytes of a file written front to back and keeps the CRC-32 of each block of
 * `blockBytes`, so a reader of any byte range can check the blocks it reads.
 */
export declare class BlockCrc {
    readonly blockBytes: number;
    readonly crcs: number[];
    private current;
    private filled;
    constructor(blockBytes: number);
    update(data: Uint8Array): void;
    /** The CRCs of all blocks (the last one possibly short). */
    finish(): number[];
    private flush;
}
/** A file written front to back with positional writes, hashing block by block. */
export declare class SequentialFile {
    readonly path: string;
    private readonly handle;
    position: number;
    readonly crc: BlockCrc;
    private constructor();
    static create(path: string, blockBytes: number): Promise<SequentialFile>;
    write(data: Uint8Array): Promise<void>;
    /** Flushes to disk and closes. */
    close(sync: boolean): Promise<void>;
}

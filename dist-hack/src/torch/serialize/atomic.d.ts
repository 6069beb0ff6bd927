/**
 * Writes a file so that a crash never leaves a partial one: the bytes go to a temporary file
 * in the same directory, which is flushed to disk (fsync) and then renamed over `path`; the
 * directory is flushed too so the rename itself survives a power loss. On failure the
 * temporary file is removed and any previous file at `path` is untouched.
 *
 * `write(fd)` writes the content to the open temporary file (for example with `writeSync`).
 */
export declare function writeFileAtomic(path: string, write: (fd: number) => void): void;
/** Options of `torch.saveAsync`. */
export interface AtomicWriteOptions {
    /**
     * Flush the directory after the rename (default true). A caller that renames or links more
     * files into the same directory right after may pass false and flush the directory once.
     */
    syncDirectory?: boolean;
}
/** `path` resolved, its directory, and a unique temporary name beside it for an atomic rename. */
export declare function tempPath(path: string): {
    target: string;
    dir: string;
    tmp: string;
};
/** A unique temporary file name for an atomic rename onto the file `name` in the same directory. */
export declare function tempName(name: string): string;
/** Writes every byte of `data` at the fd's current position. */
export declare function writeAll(fd: number, data: Uint8Array): void;
/** Removes a file; one that is already gone is fine. */
export declare function unlinkQuiet(path: string): void;
/** Flushes a directory's entries (renames, links, removals) to disk where the platform allows. */
export declare function syncDirectory(dir: string): void;

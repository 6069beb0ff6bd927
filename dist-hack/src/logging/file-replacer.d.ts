/** A set of whole files to replace at once: name (relative to the directory) to content. */
export type FileContents = ReadonlyMap<string, string>;
/**
 * Replaces small files in one directory without blocking the JS thread: each file is written
 * to a temporary name and renamed over its target (a reader sees the old or the new file,
 * never half of one), all in one job on a worker thread. Writes are coalesced: while one runs, a newer
 * request replaces any request still waiting, so a burst of updates costs one write of the
 * newest content. Files are flushed to disk (fsync of each file, then of the directory) only
 * when a request asks for `durable`; a durable request is never coalesced into a non-durable
 * one.
 */
export declare class FileReplacer {
    readonly dir: string;
    private pending;
    private running;
    constructor(dir: string);
    /** Queues `files`; the promise settles when they (or newer contents) are in place. */
    replace(files: FileContents, options?: {
        durable?: boolean;
    }): Promise<void>;
    /** Resolves when nothing is queued or being written. */
    idle(): Promise<void>;
    private drain;
    /**
     * One job on a worker thread: every file to a temporary name (flushed when durable: the
     * flushes overlap), then each renamed over its target, then the directory flushed when
     * durable. A file that cannot be written leaves every target as it was.
     */
    private write;
}

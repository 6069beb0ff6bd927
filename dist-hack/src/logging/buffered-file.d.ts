/** Options of {@link BufferedFile}. */
export interface BufferedFileOptions {
    /** Milliseconds between automatic flushes; default 1000. `0` flushes only on demand. */
    flushIntervalMs?: number;
    /** Flush as soon as about this many bytes are buffered (text counted in characters); default 1 MiB. */
    maxBufferedBytes?: number;
}
/**
 * An append-only file whose writes are collected in memory and handed to the file system in
 * one asynchronous write per flush (periodically, when the buffer is large, on `flush()` and
 * `close()`), so that the training loop never waits for a disk. What is still buffered when
 * the process exits without `close()` (an uncaught error, `process.exit`) is written
 * synchronously on exit.
 */
export declare class BufferedFile {
    readonly path: string;
    private fd;
    private chunks;
    private bytes;
    private writing;
    private inFlight;
    private failure;
    private closing;
    private readonly timer;
    private readonly maxBytes;
    /** Creates the parent directories and opens `path` for appending. */
    constructor(path: string, options?: BufferedFileOptions);
    /** Whether the file is open. */
    get isOpen(): boolean;
    /** Buffers `data` for the end of the file. */
    append(data: string | Buffer): void;
    /** Writes everything buffered so far; rejects with the first write error, if one occurred. */
    flush(): Promise<void>;
    /** Flushes and closes the file; later calls wait for the same close. */
    close(): Promise<void>;
    private closeOnce;
    /** Writes what is buffered synchronously; for the exit handler only. */
    flushSync(): void;
    /** Empties the buffer into one Buffer. */
    private take;
}
/**
 * Starts an asynchronous flush of every open {@link BufferedFile} (for example when a stop
 * signal arrives, so that what was logged before it is on the file system even if a second
 * signal or a kill follows); errors stay with each file's next `flush()`.
 */
export declare function flushBufferedFiles(): void;

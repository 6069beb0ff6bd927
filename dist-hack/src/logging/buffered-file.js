import { closeSync, mkdirSync, openSync, write, writeSync } from 'node:fs';
import { dirname } from 'node:path';
/**
 * An append-only file whose writes are collected in memory and handed to the file system in
 * one asynchronous write per flush (periodically, when the buffer is large, on `flush()` and
 * `close()`), so that the training loop never waits for a disk. What is still buffered when
 * the process exits without `close()` (an uncaught error, `process.exit`) is written
 * synchronously on exit.
 */
export class BufferedFile {
    path;
    fd;
    // Text stays a string until a flush encodes it, so that appending a line costs no encoding.
    chunks = [];
    bytes = 0;
    writing = Promise.resolve();
    inFlight = 0;
    failure;
    closing;
    timer;
    maxBytes;
    /** Creates the parent directories and opens `path` for appending. */
    constructor(path, options = {}) {
        this.path = path;
        try {
            mkdirSync(dirname(path), { recursive: true });
            this.fd = openSync(path, 'a');
        }
        catch (error) {
            throw new Error(`cannot open ${path} for appending: ${error.message}; check that its directory is writable`, {
                cause: error,
            });
        }
        this.maxBytes = options.maxBufferedBytes ?? 1 << 20;
        const interval = options.flushIntervalMs ?? 1000;
        if (interval > 0) {
            this.timer = setInterval(() => void this.flush().catch(() => { }), interval);
            this.timer.unref?.();
        }
        openFiles.add(this);
        if (openFiles.size === 1)
            process.on('exit', flushOpenFiles);
    }
    /** Whether the file is open. */
    get isOpen() {
        return this.fd !== undefined && this.closing === undefined;
    }
    /** Buffers `data` for the end of the file. */
    append(data) {
        if (!this.isOpen)
            throw new Error(`cannot write to ${this.path}: it is closed`);
        this.chunks.push(data);
        this.bytes += data.length;
        if (this.bytes >= this.maxBytes)
            void this.flush().catch(() => { });
    }
    /** Writes everything buffered so far; rejects with the first write error, if one occurred. */
    flush() {
        if (this.chunks.length > 0 && this.fd !== undefined) {
            const data = this.take();
            const fd = this.fd;
            const write = () => writeAll(fd, data).finally(() => (this.inFlight -= 1));
            // With no write in flight, the write is issued now rather than on a later tick, so that
            // a line flushed at once reaches the file system even if the JS thread stays busy.
            const started = this.inFlight === 0 ? write() : this.writing.then(write);
            this.inFlight += 1;
            this.writing = started.catch((error) => {
                this.failure ??= error;
            });
        }
        return this.writing.then(() => {
            if (this.failure)
                throw new Error(`cannot write to ${this.path}: ${this.failure.message}`, { cause: this.failure });
        });
    }
    /** Flushes and closes the file; later calls wait for the same close. */
    close() {
        this.closing ??= this.closeOnce();
        return this.closing;
    }
    async closeOnce() {
        if (this.timer !== undefined)
            clearInterval(this.timer);
        openFiles.delete(this);
        if (openFiles.size === 0)
            process.off('exit', flushOpenFiles);
        try {
            await this.flush();
        }
        finally {
            if (this.fd !== undefined)
                closeSync(this.fd);
            this.fd = undefined;
        }
    }
    /** Writes what is buffered synchronously; for the exit handler only. */
    flushSync() {
        if (this.fd === undefined || this.chunks.length === 0)
            return;
        try {
            const data = this.take();
            for (let offset = 0; offset < data.length;)
                offset += writeSync(this.fd, data, offset, data.length - offset);
        }
        catch {
            // The process is exiting; there is nobody left to tell.
        }
    }
    /** Empties the buffer into one Buffer. */
    take() {
        const buffers = [];
        let text = '';
        for (const chunk of this.chunks) {
            if (typeof chunk === 'string')
                text += chunk;
            else {
                if (text)
                    buffers.push(Buffer.from(text, 'utf8'));
                text = '';
                buffers.push(chunk);
            }
        }
        if (text)
            buffers.push(Buffer.from(text, 'utf8'));
        this.chunks = [];
        this.bytes = 0;
        return buffers.length === 1 ? buffers[0] : Buffer.concat(buffers);
    }
}
/** Files not yet closed; one exit handler serves them all. */
const openFiles = new Set();
function flushOpenFiles() {
    for (const file of openFiles)
        file.flushSync();
}
/**
 * Starts an asynchronous flush of every open {@link BufferedFile} (for example when a stop
 * signal arrives, so that what was logged before it is on the file system even if a second
 * signal or a kill follows); errors stay with each file's next `flush()`.
 */
export function flushBufferedFiles() {
    for (const file of openFiles)
        void file.flush().catch(() => undefined);
}
function writeAll(fd, data) {
    return new Promise((resolve, reject) => {
        const next = (offset) => write(fd, data, offset, data.length - offset, null, (error, written) => {
            if (error)
                reject(error);
            else if (offset + written < data.length)
                next(offset + written);
            else
                resolve();
        });
        next(0);
    });
}
//# sourceMappingURL=buffered-file.js.map
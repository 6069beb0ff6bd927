import { closeSync, mkdirSync, openSync, write, writeSync } from 'node:fs';
import { dirname } from 'node:path';

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
export class BufferedFile {
  readonly path: string;
  private fd: number | undefined;
  // Text stays a string until a flush encodes it, so that appending a line costs no encoding.
  private chunks: (string | Buffer)[] = [];
  private bytes = 0;
  private writing: Promise<void> = Promise.resolve();
  private inFlight = 0;
  private failure: Error | undefined;
  private closing: Promise<void> | undefined;
  private readonly timer: ReturnType<typeof setInterval> | undefined;
  private readonly maxBytes: number;

  /** Creates the parent directories and opens `path` for appending. */
  constructor(path: string, options: BufferedFileOptions = {}) {
    this.path = path;
    try {
      mkdirSync(dirname(path), { recursive: true });
      this.fd = openSync(path, 'a');
    } catch (error) {
      throw new Error(`cannot open ${path} for appending: ${(error as Error).message}; check that its directory is writable`, {
        cause: error,
      });
    }
    this.maxBytes = options.maxBufferedBytes ?? 1 << 20;
    const interval = options.flushIntervalMs ?? 1000;
    if (interval > 0) {
      this.timer = setInterval(() => void this.flush().catch(() => {}), interval);
      this.timer.unref?.();
    }
    openFiles.add(this);
    if (openFiles.size === 1) process.on('exit', flushOpenFiles);
  }

  /** Whether the file is open. */
  get isOpen(): boolean {
    return this.fd !== undefined && this.closing === undefined;
  }

  /** Buffers `data` for the end of the file. */
  append(data: string | Buffer): void {
    if (!this.isOpen) throw new Error(`cannot write to ${this.path}: it is closed`);
    this.chunks.push(data);
    this.bytes += data.length;
    if (this.bytes >= this.maxBytes) void this.flush().catch(() => {});
  }

  /** Writes everything buffered so far; rejects with the first write error, if one occurred. */
  flush(): Promise<void> {
    if (this.chunks.length > 0 && this.fd !== undefined) {
      const data = this.take();
      const fd = this.fd;
      const write = () => writeAll(fd, data).finally(() => (this.inFlight -= 1));
      // With no write in flight, the write is issued now rather than on a later tick, so that
      // a line flushed at once reaches the file system even if the JS thread stays busy.
      const started = this.inFlight === 0 ? write() : this.writing.then(write);
      this.inFlight += 1;
      this.writing = started.catch((error: Error) => {
        this.failure ??= error;
      });
    }
    return this.writing.then(() => {
      if (this.failure) throw new Error(`cannot write to ${this.path}: ${this.failure.message}`, { cause: this.failure });
    });
  }

  /** Flushes and closes the file; later calls wait for the same close. */
  close(): Promise<void> {
    this.closing ??= this.closeOnce();
    return this.closing;
  }

  private async closeOnce(): Promise<void> {
    if (this.timer !== undefined) clearInterval(this.timer);
    openFiles.delete(this);
    if (openFiles.size === 0) process.off('exit', flushOpenFiles);
    try {
      await this.flush();
    } finally {
      if (this.fd !== undefined) closeSync(this.fd);
      this.fd = undefined;
    }
  }

  /** Writes what is buffered synchronously; for the exit handler only. */
  flushSync(): void {
    if (this.fd === undefined || this.chunks.length === 0) return;
    try {
      const data = this.take();
      for (let offset = 0; offset < data.length; ) offset += writeSync(this.fd, data, offset, data.length - offset);
    } catch {
      // The process is exiting; there is nobody left to tell.
    }
  }

  /** Empties the buffer into one Buffer. */
  private take(): Buffer {
    const buffers: Buffer[] = [];
    let text = '';
    for (const chunk of this.chunks) {
      if (typeof chunk === 'string') text += chunk;
      else {
        if (text) buffers.push(Buffer.from(text, 'utf8'));
        text = '';
        buffers.push(chunk);
      }
    }
    if (text) buffers.push(Buffer.from(text, 'utf8'));
    this.chunks = [];
    this.bytes = 0;
    return buffers.length === 1 ? buffers[0]! : Buffer.concat(buffers);
  }
}

/** Files not yet closed; one exit handler serves them all. */
const openFiles = new Set<BufferedFile>();

function flushOpenFiles(): void {
  for (const file of openFiles) file.flushSync();
}

/**
 * Starts an asynchronous flush of every open {@link BufferedFile} (for example when a stop
 * signal arrives, so that what was logged before it is on the file system even if a second
 * signal or a kill follows); errors stay with each file's next `flush()`.
 */
export function flushBufferedFiles(): void {
  for (const file of openFiles) void file.flush().catch(() => undefined);
}

function writeAll(fd: number, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const next = (offset: number) =>
      write(fd, data, offset, data.length - offset, null, (error, written) => {
        if (error) reject(error);
        else if (offset + written < data.length) next(offset + written);
        else resolve();
      });
    next(0);
  });
}

import { closeSync, mkdirSync, openSync, write, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/** Options of {@link BufferedFile}. */
export interface BufferedFileOptions {
  /** Milliseconds between automatic flushes; default 1000. `0` flushes only on demand. */
  flushIntervalMs?: number;
  /** Flush as soon as this many bytes are buffered; default 1 MiB. */
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
  private chunks: Buffer[] = [];
  private bytes = 0;
  private writing: Promise<void> = Promise.resolve();
  private failure: Error | undefined;
  private readonly timer: ReturnType<typeof setInterval> | undefined;
  private readonly maxBytes: number;
  private readonly onExit = () => this.flushSync();

  /** Creates the parent directories and opens `path` for appending. */
  constructor(path: string, options: BufferedFileOptions = {}) {
    this.path = path;
    mkdirSync(dirname(path), { recursive: true });
    this.fd = openSync(path, 'a');
    this.maxBytes = options.maxBufferedBytes ?? 1 << 20;
    const interval = options.flushIntervalMs ?? 1000;
    if (interval > 0) {
      this.timer = setInterval(() => void this.flush().catch(() => {}), interval);
      this.timer.unref?.();
    }
    process.on('exit', this.onExit);
  }

  /** Whether the file is open. */
  get isOpen(): boolean {
    return this.fd !== undefined;
  }

  /** Buffers `data` for the end of the file. */
  append(data: string | Buffer): void {
    if (this.fd === undefined) throw new Error(`cannot write to ${this.path}: it is closed`);
    const buffer = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    this.chunks.push(buffer);
    this.bytes += buffer.length;
    if (this.bytes >= this.maxBytes) void this.flush().catch(() => {});
  }

  /** Writes everything buffered so far; rejects with the first write error, if one occurred. */
  flush(): Promise<void> {
    if (this.chunks.length > 0 && this.fd !== undefined) {
      const data = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
      const fd = this.fd;
      this.chunks = [];
      this.bytes = 0;
      this.writing = this.writing.then(() => writeAll(fd, data)).catch((error: Error) => {
        this.failure ??= error;
      });
    }
    return this.writing.then(() => {
      if (this.failure) throw new Error(`cannot write to ${this.path}: ${this.failure.message}`, { cause: this.failure });
    });
  }

  /** Flushes and closes the file; later calls do nothing. */
  async close(): Promise<void> {
    if (this.fd === undefined) return;
    if (this.timer !== undefined) clearInterval(this.timer);
    process.off('exit', this.onExit);
    try {
      await this.flush();
    } finally {
      if (this.fd !== undefined) closeSync(this.fd);
      this.fd = undefined;
    }
  }

  private flushSync(): void {
    if (this.fd === undefined || this.chunks.length === 0) return;
    try {
      writeSync(this.fd, Buffer.concat(this.chunks));
    } catch {
      // The process is exiting; there is nobody left to tell.
    }
    this.chunks = [];
    this.bytes = 0;
  }
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

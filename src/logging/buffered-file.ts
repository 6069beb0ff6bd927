import { close, closeSync, mkdirSync, open, openSync, write, writeSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';

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
  private readonly opening: Promise<void>;
  private opened = false;
  private openFailure: Error | undefined;
  // Text stays a string until a flush encodes it, so that appending a line costs no encoding.
  private chunks: (string | Buffer)[] = [];
  private bytes = 0;
  private writing: Promise<void> = Promise.resolve();
  private inFlight = 0;
  private failure: Error | undefined;
  private closing: Promise<void> | undefined;
  private readonly timer: ReturnType<typeof setInterval> | undefined;
  private readonly maxBytes: number;

  /**
   * Starts creating the parent directories and opening `path` for appending, off the JS
   * thread; what is appended meanwhile is written once the file is open ({@link flushNow}
   * opens it at once instead). A path that cannot be opened fails the next `flush()` and
   * `close()`, and every later `append()`.
   */
  constructor(path: string, options: BufferedFileOptions = {}) {
    this.path = path;
    this.opening = openForAppend(path).then(
      (fd) => {
        // Opened meanwhile by flushNow: this descriptor is not needed.
        if (this.opened) void closeFd(fd).catch(() => undefined);
        else {
          this.fd = fd;
          this.opened = true;
        }
      },
      (error: Error) => {
        if (!this.opened) this.failOpen(error);
      },
    );
    this.maxBytes = options.maxBufferedBytes ?? 1 << 20;
    const interval = options.flushIntervalMs ?? 1000;
    if (interval > 0) {
      this.timer = setInterval(() => void this.flush().catch(() => {}), interval);
      this.timer.unref?.();
    }
    openFiles.add(this);
    if (openFiles.size === 1) process.on('exit', flushOpenFiles);
  }

  /** Whether the file takes appends: it is open or being opened, and not closed. */
  get isOpen(): boolean {
    return this.openFailure === undefined && this.closing === undefined;
  }

  /** Buffers `data` for the end of the file. */
  append(data: string | Buffer): void {
    if (this.openFailure) throw this.openFailure;
    if (!this.isOpen) throw new Error(`cannot write to ${this.path}: it is closed`);
    this.chunks.push(data);
    this.bytes += data.length;
    if (this.bytes >= this.maxBytes) void this.flush().catch(() => {});
  }

  /** Writes everything buffered so far; rejects with the open's error or the first write error, if one occurred. */
  flush(): Promise<void> {
    if (!this.opened) return this.opening.then(() => this.flush());
    if (this.openFailure) return Promise.reject(this.openFailure);
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

  /**
   * {@link flush}, its write issued before this returns: a file whose asynchronous open has not
   * completed yet is opened here, on this thread (for a line that must reach the file system
   * even if the process is killed right after it, such as a warning logged at once).
   */
  flushNow(): Promise<void> {
    if (!this.opened && this.chunks.length > 0) this.openNow();
    return this.flush();
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
      const fd = this.fd;
      this.fd = undefined;
      if (fd !== undefined) await closeFd(fd);
    }
  }

  /**
   * Writes what is buffered synchronously; for the exit handler only. On an exit before the
   * asynchronous open completed, the file is opened here (the process is ending: nothing waits).
   */
  flushSync(): void {
    if (this.chunks.length === 0) return;
    try {
      const fd = this.fd ?? openForAppendSync(this.path);
      const data = this.take();
      for (let offset = 0; offset < data.length; ) offset += writeSync(fd, data, offset, data.length - offset);
      if (fd !== this.fd) closeSync(fd);
    } catch {
      // The process is exiting; there is nobody left to tell.
    }
  }

  /** Opens the file on this thread, before the asynchronous open completes. */
  private openNow(): void {
    try {
      this.fd = openForAppendSync(this.path);
      this.opened = true;
    } catch (error) {
      this.failOpen(error as Error);
    }
  }

  private failOpen(error: Error): void {
    this.openFailure = openError(this.path, error);
    this.opened = true;
    this.chunks = [];
    this.bytes = 0;
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

const openFd = promisify(open);
const closeFd = promisify(close);

async function openForAppend(path: string): Promise<number> {
  await mkdir(dirname(path), { recursive: true });
  return openFd(path, 'a');
}

function openForAppendSync(path: string): number {
  mkdirSync(dirname(path), { recursive: true });
  return openSync(path, 'a');
}

function openError(path: string, error: Error): Error {
  return new Error(`cannot open ${path} for appending: ${error.message}; check that its directory is writable`, { cause: error });
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

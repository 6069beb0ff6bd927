import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/**
 * Writes a file so that a crash never leaves a partial one: the bytes go to a temporary file
 * in the same directory, which is flushed to disk (fsync) and then renamed over `path`; the
 * directory is flushed too so the rename itself survives a power loss. On failure the
 * temporary file is removed and any previous file at `path` is untouched.
 *
 * `write(fd)` writes the content to the open temporary file (for example with `writeSync`).
 */
export function writeFileAtomic(path: string, write: (fd: number) => void): void {
  const target = resolve(path);
  const dir = dirname(target);
  const tmp = join(dir, `.${basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const fd = openSync(tmp, 'wx');
  let ok = false;
  try {
    write(fd);
    fsyncSync(fd);
    ok = true;
  } finally {
    closeSync(fd);
    if (!ok) unlinkQuiet(tmp);
  }
  try {
    renameSync(tmp, target);
  } catch (err) {
    unlinkQuiet(tmp);
    throw err;
  }
  syncDirectory(dir);
}

/** Writes every byte of `data` at the fd's current position. */
export function writeAll(fd: number, data: Uint8Array): void {
  let off = 0;
  while (off < data.byteLength) off += writeSync(fd, data, off, data.byteLength - off);
}

function unlinkQuiet(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}

function syncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Some platforms and file systems cannot open or fsync a directory; the rename is still atomic.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

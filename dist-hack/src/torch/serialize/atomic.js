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
export function writeFileAtomic(path, write) {
    const { target, dir, tmp } = tempPath(path);
    const fd = openSync(tmp, 'wx');
    let ok = false;
    try {
        write(fd);
        fsyncSync(fd);
        ok = true;
    }
    finally {
        closeSync(fd);
        if (!ok)
            unlinkQuiet(tmp);
    }
    try {
        renameSync(tmp, target);
    }
    catch (err) {
        unlinkQuiet(tmp);
        throw err;
    }
    syncDirectory(dir);
}
/** `path` resolved, its directory, and a unique temporary name beside it for an atomic rename. */
export function tempPath(path) {
    const target = resolve(path);
    const dir = dirname(target);
    return { target, dir, tmp: join(dir, tempName(basename(target))) };
}
/** A unique temporary file name for an atomic rename onto the file `name` in the same directory. */
export function tempName(name) {
    return `.${name}.${process.pid}.${uniqueSuffix()}.tmp`;
}
// 12 hex digits unique within the process: a random prefix drawn once (another process with
// the same pid, after a restart, draws another) and a counter.
let tempPrefix;
let tempCounter = 0;
function uniqueSuffix() {
    tempPrefix ??= randomBytes(3).toString('hex');
    tempCounter = (tempCounter + 1) % 0x1000000;
    return tempPrefix + tempCounter.toString(16).padStart(6, '0');
}
/** Writes every byte of `data` at the fd's current position. */
export function writeAll(fd, data) {
    let off = 0;
    while (off < data.byteLength)
        off += writeSync(fd, data, off, data.byteLength - off);
}
/** Removes a file; one that is already gone is fine. */
export function unlinkQuiet(path) {
    try {
        unlinkSync(path);
    }
    catch {
        // already gone
    }
}
/** Flushes a directory's entries (renames, links, removals) to disk where the platform allows. */
export function syncDirectory(dir) {
    let fd;
    try {
        fd = openSync(dir, 'r');
        fsyncSync(fd);
    }
    catch {
        // Some platforms and file systems cannot open or fsync a directory; the rename is still atomic.
    }
    finally {
        if (fd !== undefined)
            closeSync(fd);
    }
}
//# sourceMappingURL=atomic.js.map
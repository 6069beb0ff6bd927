// The checks every loader makes before handing a path to libtorch: the file exists, is a
// regular file, is not empty; then its first bytes, for the caller's format check.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
/** The reason given for a path that names a directory. */
export const DIRECTORY_REASON = 'it is a directory, not a file';
/** The reason given for a zero-byte file. */
export const EMPTY_REASON = 'the file is empty (an interrupted write?)';
/** The reason a file-system call on a path failed: 'no such file', or the error's message. */
export function fsErrorReason(err) {
    return err.code === 'ENOENT' ? 'no such file' : err.message;
}
/**
 * Stats `path` and reads its first `headBytes` bytes (fewer when the file is shorter).
 *
 * @returns `{ reason }` when the file is missing, unreadable, a directory or empty; otherwise
 *   `{ head }`, a buffer of `min(headBytes, size)` bytes.
 */
export function fileProblem(path, headBytes) {
    let size;
    try {
        const st = statSync(path);
        if (st.isDirectory())
            return { reason: DIRECTORY_REASON };
        size = st.size;
    }
    catch (err) {
        return { reason: fsErrorReason(err) };
    }
    if (size === 0)
        return { reason: EMPTY_REASON };
    const head = Buffer.alloc(Math.min(headBytes, size));
    const fd = openSync(path, 'r');
    try {
        readSync(fd, head, 0, head.length, 0);
    }
    finally {
        closeSync(fd);
    }
    return { head };
}
//# sourceMappingURL=file-check.js.map
/** The reason given for a path that names a directory. */
export declare const DIRECTORY_REASON = "it is a directory, not a file";
/** The reason given for a zero-byte file. */
export declare const EMPTY_REASON = "the file is empty (an interrupted write?)";
/** The reason a file-system call on a path failed: 'no such file', or the error's message. */
export declare function fsErrorReason(err: unknown): string;
/**
 * Stats `path` and reads its first `headBytes` bytes (fewer when the file is shorter).
 *
 * @returns `{ reason }` when the file is missing, unreadable, a directory or empty; otherwise
 *   `{ head }`, a buffer of `min(headBytes, size)` bytes.
 */
export declare function fileProblem(path: string, headBytes: number): {
    reason: string;
} | {
    head: Buffer;
};

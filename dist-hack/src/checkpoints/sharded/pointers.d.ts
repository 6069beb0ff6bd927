/**
 * Pointer files of the sharded backend: `latest`, `best` and `ckpt-e000003` /
 * `ckpt-s000000001000` are small text files holding the name of a save directory (beside
 * them). A pointer is replaced atomically (temporary file, fsync, rename, directory fsync),
 * so it always names a complete save.
 */
export declare const LATEST_POINTER = "latest";
export declare const BEST_POINTER = "best";
/** A history pointer's name, epoch or step mode, and number; null for other names. */
export declare function parseHistoryPointer(name: string): {
    name: string;
    mode: 'epoch' | 'step';
    index: number;
} | null;
/** Points `name` at the save directory `target` (a name inside `dir`). */
export declare function writePointer(dir: string, name: string, target: string): Promise<void>;
/** The save directory a pointer names (its path), or null when the pointer does not exist. */
export declare function readPointer(dir: string, name: string): Promise<string | null>;
/** Every pointer in `dir` and the save directory name it holds. */
export declare function listPointers(dir: string): Promise<Map<string, string>>;

import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { writeSmallFileAtomic } from './io.js';
/**
 * Pointer files of the sharded backend: `latest`, `best` and `ckpt-e000003` /
 * `ckpt-s000000001000` are small text files holding the name of a save directory (beside
 * them). A pointer is replaced atomically (temporary file, fsync, rename, directory fsync),
 * so it always names a complete save.
 */
export const LATEST_POINTER = 'latest';
export const BEST_POINTER = 'best';
const HISTORY_POINTER = /^ckpt-([es])(\d+)$/;
/** A history pointer's name, epoch or step mode, and number; null for other names. */
export function parseHistoryPointer(name) {
    const m = HISTORY_POINTER.exec(name);
    return m ? { name, mode: m[1] === 'e' ? 'epoch' : 'step', index: Number(m[2]) } : null;
}
/** Points `name` at the save directory `target` (a name inside `dir`). */
export function writePointer(dir, name, target) {
    return writeSmallFileAtomic(join(dir, name), `${target}\n`);
}
/** The save directory a pointer names (its path), or null when the pointer does not exist. */
export async function readPointer(dir, name) {
    try {
        const target = (await readFile(join(dir, name), 'utf8')).trim();
        if (target === '' || target.includes('/') || target.startsWith('.'))
            throw new Error(`the pointer ${join(dir, name)} does not name a save directory (it holds '${target}')`);
        return join(dir, target);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return null;
        throw err;
    }
}
/** Every pointer in `dir` and the save directory name it holds. */
export async function listPointers(dir) {
    const out = new Map();
    let names;
    try {
        names = await readdir(dir);
    }
    catch {
        return out;
    }
    for (const name of names) {
        if (name !== LATEST_POINTER && name !== BEST_POINTER && !parseHistoryPointer(name))
            continue;
        try {
            out.set(name, (await readFile(join(dir, name), 'utf8')).trim());
        }
        catch {
            // removed meanwhile
        }
    }
    return out;
}
//# sourceMappingURL=pointers.js.map
import { readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
// The temporary names of atomic writes (see tempPath in torch/serialize/atomic.ts):
// `.{file}.{pid}.{12 hex digits}.tmp`.
const TEMP_NAME = /^\..+\.(\d+)\.[0-9a-f]{12}\.tmp$/;
function alive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (err) {
        // EPERM: the process exists but belongs to someone else.
        return err.code === 'EPERM';
    }
}
/**
 * Removes the temporary files that processes which no longer run left in `dir` (a process
 * killed in the middle of a save). Files of live processes, this one included, are kept: they
 * may be writes in progress.
 *
 * @returns the paths removed
 */
export async function removeStaleTemps(dir) {
    let names;
    try {
        names = await readdir(dir);
    }
    catch {
        return [];
    }
    const removed = [];
    for (const name of names) {
        const m = TEMP_NAME.exec(name);
        if (!m)
            continue;
        const pid = Number(m[1]);
        if (pid === process.pid || alive(pid))
            continue;
        const path = join(dir, name);
        try {
            await unlink(path);
            removed.push(path);
        }
        catch {
            // removed by someone else meanwhile
        }
    }
    return removed;
}
//# sourceMappingURL=stale-temps.js.map
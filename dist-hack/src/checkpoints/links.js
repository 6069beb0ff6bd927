import { statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
/** True when both paths exist and name the same file (the same inode on the same device). */
export function sameFile(a, b) {
    try {
        const sa = statSync(a);
        const sb = statSync(b);
        return sa.ino === sb.ino && sa.dev === sb.dev;
    }
    catch {
        return false;
    }
}
/** The file a path names, as `device:inode` (equal for hard links of one file), or null when it does not exist. */
export async function fileIdentity(path) {
    try {
        const s = await stat(path, { bigint: true });
        return `${s.dev}:${s.ino}`;
    }
    catch {
        return null;
    }
}
//# sourceMappingURL=links.js.map
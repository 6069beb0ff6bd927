import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BEST, CHECKPOINTS_DIR, LATEST, parseHistoryName } from '../checkpoints/names.js';
import { listSuperseded, SUPERSEDED_DIR } from '../checkpoints/superseded.js';
import { columns, formatBytes } from './output.js';
/** The checkpoints directory `path` names (itself, or a run directory's `checkpoints/`), or null when it holds none. */
export function checkpointsDirOf(path) {
    for (const dir of [path, join(path, CHECKPOINTS_DIR)]) {
        if (!existsSync(dir) || !statSync(dir).isDirectory())
            continue;
        if (readdirSync(dir).some((n) => n === LATEST || n === BEST || n === SUPERSEDED_DIR || parseHistoryName(n) !== null))
            return dir;
    }
    return null;
}
function listed(dir, names) {
    const files = names.filter((n) => n === LATEST || n === BEST || parseHistoryName(n) !== null);
    const stats = new Map(files.map((n) => [n, statSync(join(dir, n))]));
    const history = files.filter((n) => parseHistoryName(n) !== null).sort();
    const order = [...[LATEST, BEST].filter((n) => files.includes(n)), ...history];
    return order.map((name) => {
        const s = stats.get(name);
        const h = parseHistoryName(name);
        const entry = { name, bytes: s.size };
        if (h)
            entry.point = `${h.mode} ${h.index}`;
        else {
            const twin = history.find((n) => stats.get(n).ino === s.ino && stats.get(n).dev === s.dev);
            if (twin)
                entry.sameAs = twin;
        }
        return entry;
    });
}
/** Lists a checkpoints directory without reading the checkpoints. */
export function listCheckpoints(dir) {
    return {
        dir,
        checkpoints: listed(dir, readdirSync(dir)),
        superseded: listSuperseded(dir).map(({ attempt, files }) => {
            const sub = join(dir, SUPERSEDED_DIR, attempt);
            return { attempt, dir: sub, checkpoints: listed(sub, files) };
        }),
    };
}
/** The listing as text: one line per checkpoint, then each rewound-from attempt's. */
export function formatCheckpointList(list) {
    const rows = (items) => columns(items.map((c) => [c.name, c.point ?? (c.sameAs ? `= ${c.sameAs}` : ''), formatBytes(c.bytes)]), '  ');
    const parts = [`checkpoints in ${list.dir}:`, list.checkpoints.length > 0 ? rows(list.checkpoints) : '  (none)'];
    for (const s of list.superseded) {
        parts.push('', `superseded by a rewind, from attempt ${s.attempt} (in ${s.dir}; --overwrite deletes them):`, rows(s.checkpoints));
    }
    return parts.join('\n');
}
//# sourceMappingURL=checkpoint-list.js.map
import { existsSync, readdirSync, statSync } from 'node:fs';
import { copyFile, link, mkdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { sameFile } from './links.js';
import { BEST, LATEST, parseHistoryName } from './names.js';
/**
 * The folder of a run's checkpoints directory where a rewind keeps what it supersedes:
 * `checkpoints/superseded/<attempt>/`, one folder per attempt rewound from. Retention
 * (`keepLatestK`) looks only at the checkpoints directory itself, so it counts each attempt
 * apart and never removes these; `--overwrite` deletes them.
 */
export const SUPERSEDED_DIR = 'superseded';
/**
 * What resuming `resumed` supersedes in `checkpointsDir` (file backend): for a history file of
 * this directory, the history files of later points, and `latest`/`best` as they are now
 * (the next saves replace them); for `latest` of this directory, nothing (it continues the
 * run); for `best`, every history file, and `latest`/`best` as they are; for a checkpoint
 * elsewhere (a copied run directory), every one of `checkpoints` (this directory's).
 */
export function supersededBy(checkpointsDir, resumed, checkpoints) {
    const dir = resolve(checkpointsDir);
    const path = resolve(resumed);
    if (!existsSync(dir))
        return { move: [], keep: [] };
    const names = readdirSync(dir);
    const present = (n) => names.includes(n);
    // Elsewhere (a copied run directory): every checkpoint here belongs to an earlier attempt.
    if (dirname(path) !== dir)
        return { move: [...checkpoints], keep: [] };
    if (basename(path) === LATEST)
        return { move: [], keep: [] };
    const point = parseHistoryName(basename(path));
    const history = names.map(parseHistoryName).filter((h) => h !== null);
    // best, whose point is not in its name: every history file may be later.
    if (point === null)
        return { move: history.map((h) => h.name), keep: [LATEST, BEST].filter(present) };
    const move = history.filter((h) => h.mode === point.mode && h.index > point.index).map((h) => h.name);
    const latestMoves = present(LATEST) && !sameFile(join(dir, LATEST), path);
    return { move, keep: move.length > 0 || latestMoves ? [LATEST, BEST].filter(present) : [] };
}
/**
 * The attempt the files of `checkpointsDir` belong to: the newest earlier attempt's timestamp
 * in the run directory's `logs/` or `tensorboard/` (`current` excluded), else
 * `before-<current>`; made unique within `superseded/`.
 */
export function supersededAttemptName(runDir, current) {
    const stamps = new Set();
    for (const [sub, strip] of [['logs', /\.log$/], ['tensorboard', /$/]]) {
        const d = join(runDir, sub);
        if (!existsSync(d))
            continue;
        for (const n of readdirSync(d))
            if (/^\d{8}-\d{6}(-\d+)?/.test(n))
                stamps.add(n.replace(strip, ''));
    }
    stamps.delete(current);
    const earlier = [...stamps].filter((s) => s < current).sort();
    const base = earlier.at(-1) ?? `before-${current}`;
    const root = join(runDir, 'checkpoints', SUPERSEDED_DIR);
    let name = base;
    for (let n = 2; existsSync(join(root, name)); n++)
        name = `${base}-${n}`;
    return name;
}
/**
 * Moves the superseded files into `checkpointsDir/superseded/<attempt>/` and links (or
 * copies) the kept ones there, on the same file system, by rename and hard link.
 *
 * @returns the folder, or null when nothing was superseded
 */
export async function keepSuperseded(checkpointsDir, superseded, attempt) {
    if (superseded.move.length === 0 && superseded.keep.length === 0)
        return null;
    const folder = join(checkpointsDir, SUPERSEDED_DIR, attempt);
    await mkdir(folder, { recursive: true });
    for (const name of superseded.keep) {
        try {
            await link(join(checkpointsDir, name), join(folder, name));
        }
        catch {
            await copyFile(join(checkpointsDir, name), join(folder, name));
        }
    }
    for (const name of superseded.move)
        await rename(join(checkpointsDir, name), join(folder, name));
    return folder;
}
/** Deletes the superseded files (what `--overwrite` asks for); returns their names. */
export async function deleteSuperseded(checkpointsDir, superseded) {
    for (const name of superseded.move)
        await rm(join(checkpointsDir, name), { recursive: true, force: true });
    return superseded.move;
}
/** The attempts' folders under `checkpointsDir/superseded/`, each with its files, oldest first. */
export function listSuperseded(checkpointsDir) {
    const root = join(checkpointsDir, SUPERSEDED_DIR);
    if (!existsSync(root))
        return [];
    return readdirSync(root)
        .filter((n) => statSync(join(root, n)).isDirectory())
        .sort()
        .map((attempt) => ({ attempt, files: readdirSync(join(root, attempt)).sort() }));
}
//# sourceMappingURL=superseded.js.map
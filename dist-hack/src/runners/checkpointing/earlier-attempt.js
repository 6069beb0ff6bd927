import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { deleteSuperseded, keepSuperseded, SUPERSEDED_DIR, supersededAttemptName, supersededBy } from '../../checkpoints/superseded.js';
import { UsageError } from '../../errors/usage-error.js';
import { checkpointBackend } from './context.js';
/** The checkpoints an earlier attempt left in `checkpointsDir` (names), or none. */
export function earlierCheckpoints(checkpointsDir) {
    if (!existsSync(checkpointsDir))
        return [];
    return readdirSync(checkpointsDir)
        .filter((n) => n.endsWith('.pth') || n.startsWith('ckpt-') || n === 'latest' || n === 'best')
        .sort();
}
/**
 * At setup, before anything is written: a run directory that already holds an earlier
 * attempt's checkpoints is continued (`autoResume`, or `resume` of its `latest`), rewound
 * (`resume` of an older checkpoint, or of one elsewhere, such as a copied run directory),
 * started over (`overwrite`: its checkpoints are deleted, on the main process), or refused
 * with a message naming these choices. So neither the files of two attempts mix nor does
 * retention delete another attempt's history.
 *
 * A rewind (file checkpoints) keeps what it supersedes: the earlier attempt's saves of later
 * points (all of them, for a checkpoint elsewhere) move to `checkpoints/superseded/<attempt>/`,
 * with `latest` and `best` as they were, where retention does not count them; with
 * `overwrite` they are deleted instead. A sharded run rewinds within its directory by its
 * pointers and moves nothing; one resumed from elsewhere is refused like a fresh start.
 *
 * @param timestamp - this attempt's timestamp (names the earlier attempt's folder when the
 *   run directory has no record of it)
 * @throws UsageError naming the directory, what it holds, and the choices
 */
export async function guardEarlierAttempt(config, runDir, checkpointsDir, isMain, warn, timestamp = 'now') {
    const found = earlierCheckpoints(checkpointsDir);
    if (found.length === 0)
        return;
    if (config.resume !== undefined) {
        const resumed = resolve(config.resume);
        // A missing checkpoint is reported by the resume itself.
        if (!existsSync(resumed))
            return;
        const inside = !relative(checkpointsDir, resumed).startsWith('..');
        if (checkpointBackend(config) === 'file') {
            if (!inside || resumed.endsWith('.pth'))
                await rewind(config, runDir, checkpointsDir, resumed, found, isMain, warn, timestamp);
            return;
        }
        // A sharded run rewinds by its pointers, within its own directory; one from elsewhere chooses below.
        if (inside)
            return;
    }
    if (config.autoResume)
        return;
    const listed = found.length > 4 ? `${found.slice(0, 4).join(', ')} and ${found.length - 4} more` : found.join(', ');
    if (config.overwrite) {
        if (isMain) {
            for (const name of [...found, SUPERSEDED_DIR])
                await rm(join(checkpointsDir, name), { recursive: true, force: true });
            warn(`overwrite: deleted the earlier attempt's checkpoints in ${checkpointsDir} (${listed}), and those kept from earlier rewinds`);
        }
        return;
    }
    throw new UsageError(`${runDir} already holds checkpoints of an earlier attempt (${listed}); nothing was written. Choose one:\n` +
        '  --autoResume (config autoResume: true)   continue that run from its latest checkpoint\n' +
        '  --id NAME or --lineage NAME (config id, lineage)   start a new run in its own directory\n' +
        "  --overwrite (config overwrite: true)   start over in this directory, deleting the earlier attempt's checkpoints" +
        (config.resume !== undefined ? ` (and resume ${config.resume} there)` : ''));
}
/** Keeps (or, with `overwrite`, deletes) what resuming `resumed` supersedes, on the main process. */
async function rewind(config, runDir, checkpointsDir, resumed, found, isMain, warn, timestamp) {
    if (!isMain)
        return;
    const superseded = supersededBy(checkpointsDir, resumed, found);
    if (superseded.move.length === 0 && superseded.keep.length === 0)
        return;
    const what = superseded.move.length > 0 ? superseded.move.join(', ') : `${superseded.keep.join(' and ')} as they were`;
    if (config.overwrite) {
        await deleteSuperseded(checkpointsDir, superseded);
        warn(`overwrite: resuming ${resumed} deleted the earlier attempt's saves it supersedes in ${checkpointsDir} (${what})`);
        return;
    }
    const folder = await keepSuperseded(checkpointsDir, superseded, supersededAttemptName(runDir, timestamp));
    warn(`resuming ${resumed} supersedes the earlier attempt's saves in ${checkpointsDir}; they are kept in ${folder} (${what}); --overwrite deletes them instead`);
}
//# sourceMappingURL=earlier-attempt.js.map
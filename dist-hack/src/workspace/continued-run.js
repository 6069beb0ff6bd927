import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { canonicalKeys, isAllowed, keyChanges } from '../config/keys.js';
const CANONICAL = join('metadata', 'config.canonical.yaml');
function hasCheckpoints(runDir) {
    const dir = join(runDir, 'checkpoints');
    return existsSync(dir) && readdirSync(dir).some((n) => n.endsWith('.pth') || n.startsWith('ckpt-'));
}
/** A run directory's canonical config and how this config differs from it (null: unreadable). */
function compare(runDir, current) {
    const file = join(runDir, CANONICAL);
    if (!existsSync(file))
        return null;
    const previousCanonical = readFileSync(file, 'utf8');
    try {
        return { id: basename(runDir), previousCanonical, changes: keyChanges(canonicalKeys(previousCanonical), current) };
    }
    catch {
        return null; // not a config this version reads
    }
}
function candidate(runDir, current, allow) {
    const run = hasCheckpoints(runDir) ? compare(runDir, current) : null;
    return run && run.changes.every((c) => isAllowed(c.key, allow)) ? run : null;
}
/**
 * When a resumed run's own directory (`lineageDir/<computed id>`) holds no checkpoint, the
 * run it continues: the directory of `config.resume` when that checkpoint lies in a run
 * directory of this lineage, else (`autoResume`) the one directory of the lineage whose
 * canonical config differs from this one only in keys `allowConfigChange` accepts (or not at
 * all, after an earlier accepted change). Changing an accepted key therefore keeps the run's
 * directory, and with it its checkpoints and history.
 *
 * @throws Error when several directories qualify, naming them and how to choose
 */
export function findContinuedRun(config, lineageDir, ownDir, cwd) {
    if (config.id !== undefined || (config.resume === undefined && !config.autoResume))
        return null;
    if (hasCheckpoints(ownDir) || !existsSync(lineageDir))
        return null;
    const current = canonicalKeys(config);
    const allow = config.allowConfigChange ?? [];
    if (config.resume !== undefined) {
        const ckptDir = dirname(resolve(cwd, config.resume));
        const runDir = dirname(ckptDir);
        // the checkpoint's own config check reports changes that are not accepted
        return dirname(runDir) === lineageDir && basename(ckptDir) === 'checkpoints' ? compare(runDir, current) : null;
    }
    const found = readdirSync(lineageDir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => candidate(join(lineageDir, e.name), current, allow))
        .filter((c) => c !== null);
    if (found.length > 1) {
        throw new Error(`autoResume: ${found.length} runs in ${lineageDir} differ from this config only in keys allowConfigChange accepts ` +
            `(${found.map((f) => f.id).join(', ')}); choose one with --resume <run>/checkpoints/latest.pth or --id <run>`);
    }
    return found[0] ?? null;
}
//# sourceMappingURL=continued-run.js.map
import { ConfigError } from '../config/errors.js';
import { canonicalKeys, isAllowed, keyChanges } from '../config/keys.js';
/** The pseudo-key under which a change of the data-parallel degree (world size) is reported. */
export const WORLD_SIZE_KEY = 'worldSize';
/**
 * The changes between two configs that alter what a run computes: every key of the
 * canonical form (the form the config id hashes, so keys that only say how or where the
 * run executes, such as logging, workspace paths, checkpoint policy and the resume flags,
 * never count), plus the data-parallel degree.
 */
export function configChanges(input) {
    let saved;
    try {
        saved = canonicalKeys(input.saved);
    }
    catch (err) {
        if (err instanceof ConfigError) {
            throw new Error(`The config stored in the checkpoint is not valid here (written by another version?):\n${err.message}`);
        }
        throw err;
    }
    const changes = keyChanges(saved, canonicalKeys(input.current));
    if (input.savedWorldSize !== undefined && input.worldSize !== undefined && input.savedWorldSize !== input.worldSize) {
        changes.push({ key: WORLD_SIZE_KEY, saved: input.savedWorldSize, current: input.worldSize });
    }
    return changes.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
}
export { isAllowed };
/**
 * Checks that resuming does not silently change the run.
 *
 * @returns the changes that were accepted through `allow` (to log them)
 * @throws Error naming every other change (checkpoint value and current value) and the
 *   option that accepts them (`--allow-config-change key,…` or `allowConfigChange: [key, …]`)
 */
export function checkConfigChange(input) {
    const allow = input.allow ?? [];
    const changes = configChanges(input);
    const refused = changes.filter((c) => !isAllowed(c.key, allow));
    if (refused.length > 0) {
        const keys = refused.map((c) => c.key);
        throw new Error(`Cannot resume${input.path ? ` from '${input.path}'` : ''}: the config changed in ways that alter the run:\n` +
            refused.map((c) => `  ${c.key}: ${show(c.saved)} in the checkpoint, ${show(c.current)} now`).join('\n') +
            `\nTo resume with the new values, accept each change: --allow-config-change ${keys.join(',')} ` +
            `(or allowConfigChange: [${keys.join(', ')}] in the config); to keep the run as it was, restore the old values. ` +
            'Settings that do not alter the run (logging, logInterval, workspace paths, checkpoint policy, resume flags) never need this.');
    }
    return changes;
}
function show(value) {
    return value === undefined ? '(unset)' : JSON.stringify(value);
}
//# sourceMappingURL=config-change.js.map
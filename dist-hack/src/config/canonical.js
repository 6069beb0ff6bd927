import { createHash } from 'node:crypto';
import { stringify } from 'yaml';
import { isPlainObject } from './merge.js';
import { validateConfig } from './validate.js';
/**
 * Keys that say how or where a run executes, not what it computes. They are left out of
 * the canonical form and so of {@link configId}: changing them between attempts (to
 * resume, to log differently, to keep fewer checkpoints, to use more loader workers)
 * keeps the run's id and directory, which is what lets `autoResume` find the earlier
 * attempt. `*` matches any one key (a data split).
 */
export const RUNTIME_ONLY_PATHS = [
    'id',
    'workspaceRoot',
    'workspace',
    'lineage',
    'experiment',
    'resume',
    'autoResume',
    'overwrite',
    'allowConfigChange',
    'logInterval',
    'logging',
    'deepspeed.withoutEffect',
    'checkpoint',
    'ft',
    'profile',
    'distributed',
    'maxConsecutiveSkippedSteps',
    'nonfinite',
    'dataloader.numWorkers',
    'dataloader.prefetchFactor',
    'dataloader.pinMemory',
    'dataloader.splits.*.numWorkers',
    'dataloader.splits.*.prefetchFactor',
    'dataloader.splits.*.pinMemory',
];
function omitPaths(value, patterns) {
    if (!isPlainObject(value))
        return value;
    const result = {};
    for (const [key, child] of Object.entries(value)) {
        if (patterns.some((p) => p.length === 1 && (p[0] === key || p[0] === '*')))
            continue;
        const deeper = patterns.filter((p) => p.length > 1 && (p[0] === key || p[0] === '*')).map((p) => p.slice(1));
        result[key] = deeper.length > 0 ? omitPaths(child, deeper) : child;
    }
    return result;
}
/** Copies a value, dropping `undefined` members of mappings so they do not reach YAML. */
function dropUndefined(value) {
    if (Array.isArray(value))
        return value.map(dropUndefined);
    if (!isPlainObject(value))
        return value;
    const result = {};
    for (const [key, child] of Object.entries(value))
        if (child !== undefined)
            result[key] = dropUndefined(child);
    return result;
}
function toYaml(value) {
    return stringify(dropUndefined(value), { sortMapEntries: true, lineWidth: 0 });
}
/**
 * The whole config as YAML: defaults filled, keys sorted, runtime keys included. This is
 * what `metadata/config.full.yaml` holds.
 */
export function fullConfigYaml(config) {
    return toYaml(validateConfig(config));
}
/**
 * The canonical form of a config: YAML with keys sorted at every level, defaults filled,
 * aliases normalised and {@link RUNTIME_ONLY_PATHS} dropped. Two configs that describe the
 * same experiment, however written, have the same canonical form. `extra` is included.
 *
 * @throws ConfigError when the config is invalid
 */
export function canonicalConfig(config) {
    const patterns = RUNTIME_ONLY_PATHS.map((p) => p.split('.'));
    return toYaml(omitPaths(validateConfig(config), patterns));
}
/**
 * A short, stable identity of the experiment: the first 8 hex digits of the SHA-256 of
 * {@link canonicalConfig}.
 */
export function configId(config) {
    return createHash('sha256').update(canonicalConfig(config)).digest('hex').slice(0, 8);
}
function isEqual(a, b) {
    return JSON.stringify(dropUndefined(a)) === JSON.stringify(dropUndefined(b));
}
function diff(value, base) {
    if (!isPlainObject(value) || !isPlainObject(base))
        return isEqual(value, base) ? undefined : value;
    const result = {};
    for (const [key, child] of Object.entries(value)) {
        if (child === undefined)
            continue;
        const changed = key in base ? diff(child, base[key]) : child;
        if (changed !== undefined)
            result[key] = changed;
    }
    return Object.keys(result).length > 0 ? result : undefined;
}
/**
 * The values that differ from the defaults (runtime keys included), as a nested object.
 * Sections that are absent by default (`optim`, `ema`, …) appear whole.
 */
export function configDiff(config) {
    const changed = diff(validateConfig(config), validateConfig({}));
    return (changed ?? {});
}
/** {@link configDiff} as sorted YAML, as written to `metadata/config.diff.yaml`. */
export function configDiffYaml(config) {
    return toYaml(configDiff(config));
}
//# sourceMappingURL=canonical.js.map
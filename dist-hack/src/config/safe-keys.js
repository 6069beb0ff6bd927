import { ConfigError, formatPath } from './errors.js';
/**
 * Key names a config may not use at any depth. Assigned with `obj[key] = …` they reach
 * `Object.prototype` (`__proto__`) or a constructor (`constructor.prototype`), so that a
 * command-line flag or a downloaded YAML file could change every object in the process.
 */
export const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** The message for a forbidden key at a dotted path. */
export function forbiddenKeyMessage(key) {
    return `the key "${key}" is not allowed (${[...FORBIDDEN_KEYS].join(', ')} would reach Object.prototype); rename it`;
}
/**
 * Every forbidden key in a config value, mappings and lists at any depth, each with its path
 * (`optim.__proto__`, `paramGroups[0].constructor`). Own keys only, so inherited
 * `constructor` of ordinary objects is not reported.
 */
export function forbiddenKeyProblems(value, base = []) {
    const problems = [];
    const seen = new Set();
    const walk = (node, path) => {
        if (typeof node !== 'object' || node === null || seen.has(node))
            return;
        seen.add(node);
        if (Array.isArray(node)) {
            node.forEach((item, i) => walk(item, [...path, i]));
            return;
        }
        for (const key of Object.keys(node)) {
            const at = [...path, key];
            if (FORBIDDEN_KEYS.has(key))
                problems.push({ path: formatPath(at), message: forbiddenKeyMessage(key) });
            else
                walk(node[key], at);
        }
    };
    walk(value, [...base]);
    return problems;
}
/**
 * Throws a ConfigError naming every forbidden key in `value`.
 *
 * @param source - where the value came from, for the heading (a file, `config object`)
 */
export function assertSafeKeys(value, source) {
    const problems = forbiddenKeyProblems(value);
    if (problems.length > 0)
        throw new ConfigError(problems, `Forbidden key in ${source}`);
}
//# sourceMappingURL=safe-keys.js.map
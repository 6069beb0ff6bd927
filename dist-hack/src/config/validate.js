import { crossKeyViolations } from './cross-checks.js';
import { ConfigError, formatPath, formatValue } from './errors.js';
import { expandDeepSpeedConfig } from './deepspeed-config.js';
import { problemsFromZod } from './zod-problems.js';
import { isPlainObject } from './merge.js';
import { RunnerConfigSchema } from './schema.js';
import { assertSafeKeys } from './safe-keys.js';
/** Namespace for user settings: passed through untouched, nulls included. */
export const EXTENSION_KEY = 'extra';
function dropNulls(value, atRoot) {
    if (!isPlainObject(value))
        return value;
    const result = {};
    for (const [key, child] of Object.entries(value)) {
        if (child === null)
            continue;
        result[key] = atRoot && key === EXTENSION_KEY ? child : dropNulls(child, false);
    }
    return result;
}
/**
 * Validates a config and fills its defaults.
 *
 * A `null` value means "unset": the key falls back to its default (or stays absent), so a
 * later layer can clear what an earlier one set. Inside `extra` nulls are kept.
 *
 * @param config - merged raw config, e.g. from {@link loadRawConfig}
 * @param heading - first line of the error message; default `Invalid config`
 * @returns the validated config
 * @throws ConfigError listing every problem, one `path: got …; expected …` line each; or
 *   naming every `__proto__`, `constructor` or `prototype` key
 */
export function validateConfig(config, heading) {
    assertSafeKeys(config, 'the config');
    const input = expandDeepSpeedOrReport(dropNulls(config, true));
    const result = RunnerConfigSchema.safeParse(input, { reportInput: true });
    if (result.success)
        return result.data;
    const problems = problemsFromZod(RunnerConfigSchema, result.error.issues);
    // zod skips the schema's cross-key rules when a type error aborts parsing; add them here.
    const seen = new Set(problems.map((p) => `${p.path}\n${p.message}`));
    for (const violation of crossKeyViolations(input)) {
        const problem = {
            path: formatPath(violation.path),
            message: `got ${formatValue(violation.input)}; expected ${violation.expected}`,
        };
        if (!seen.has(`${problem.path}\n${problem.message}`))
            problems.push(problem);
    }
    throw new ConfigError(problems, heading);
}
function expandDeepSpeedOrReport(input) {
    try {
        return expandDeepSpeedConfig(input);
    }
    catch (err) {
        if (err instanceof ConfigError)
            throw err;
        const message = err.message;
        const colon = message.indexOf(': ');
        throw new ConfigError([{ path: message.slice(0, colon), message: message.slice(colon + 2) }]);
    }
}
//# sourceMappingURL=validate.js.map
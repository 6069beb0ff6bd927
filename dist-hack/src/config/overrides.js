import { parse as parseYaml } from 'yaml';
import { ConfigError } from './errors.js';
import { isPlainObject } from './merge.js';
import { FORBIDDEN_KEYS, forbiddenKeyMessage } from './safe-keys.js';
const NULL_WORDS = new Set(['null', 'Null', 'NULL', '~']);
/**
 * Reads one command-line value as a YAML scalar or flow collection: `3e-4` is a number,
 * `true` a boolean, `null` null, `[1, 2]` a list, `{a: 1}` a mapping; anything else,
 * including text YAML would read as a block mapping or a comment, stays a string.
 */
export function parseOverrideValue(text) {
    if (text.trim() === '')
        return text;
    let value;
    try {
        value = parseYaml(text);
    }
    catch {
        return text;
    }
    if (value === null && !NULL_WORDS.has(text.trim()))
        return text;
    if (isPlainObject(value) && !text.trimStart().startsWith('{'))
        return text;
    return value;
}
function setPath(target, path, value, arg, problems) {
    let node = target;
    for (const [i, key] of path.slice(0, -1).entries()) {
        const next = Object.hasOwn(node, key) ? node[key] : undefined;
        if (next === undefined)
            node = node[key] = {};
        else if (isPlainObject(next))
            node = next;
        else {
            problems.push({
                path: path.slice(0, i + 1).join('.'),
                message: `cannot set ${path.join('.')} from ${arg}: ${path.slice(0, i + 1).join('.')} is already set to a value that is not a mapping`,
            });
            return;
        }
    }
    node[path[path.length - 1]] = value;
}
/**
 * Config keys are camelCase; the command line also takes them in kebab-case
 * (`--allow-config-change` is `--allowConfigChange`). Keys under `extra` are the user's and
 * are kept as written.
 */
function camelCaseKeys(path) {
    if (path[0] === 'extra')
        return path;
    return path.map((segment) => segment.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase()));
}
/**
 * Parses dotted command-line overrides into a nested object.
 *
 * Forms: `--optim.lr 3e-4`, `--optim.lr=3e-4`, `--flag` (true), `--no-flag` (false);
 * kebab-case keys are read as camelCase outside `extra` (`--allow-config-change x`).
 * Values are read by {@link parseOverrideValue}. A later override of the same key wins.
 * `--` ends the overrides; what follows is ignored.
 *
 * @throws ConfigError for arguments that are not overrides, empty key segments, a
 *   `__proto__`, `constructor` or `prototype` segment, or a key set both as a value and as a
 *   mapping
 */
export function parseOverrides(argv) {
    const result = {};
    const problems = [];
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        if (arg === '--')
            break;
        if (!arg.startsWith('--')) {
            problems.push({ path: '', message: `unexpected argument ${JSON.stringify(arg)}; overrides look like --key value or --key=value` });
            continue;
        }
        const body = arg.slice(2);
        const eq = body.indexOf('=');
        let key = eq === -1 ? body : body.slice(0, eq);
        let value;
        if (eq !== -1)
            value = parseOverrideValue(body.slice(eq + 1));
        else if (key.startsWith('no-')) {
            key = key.slice(3);
            value = false;
        }
        else if (i + 1 < argv.length && !argv[i + 1].startsWith('--'))
            value = parseOverrideValue(argv[++i]);
        else
            value = true;
        const path = camelCaseKeys(key.split('.'));
        if (path.some((segment) => segment === '')) {
            problems.push({ path: key, message: `invalid override ${JSON.stringify(arg)}; keys are dotted names like optim.lr` });
            continue;
        }
        const forbidden = path.find((segment) => FORBIDDEN_KEYS.has(segment));
        if (forbidden !== undefined) {
            problems.push({ path: key, message: `${forbiddenKeyMessage(forbidden)} (in ${JSON.stringify(arg)})` });
            continue;
        }
        setPath(result, path, value, arg, problems);
    }
    if (problems.length > 0)
        throw new ConfigError(problems, 'Invalid command-line overrides');
    return result;
}
/**
 * Splits command-line arguments into `--config`/`-c` files and dotted overrides.
 *
 * @throws ConfigError as {@link parseOverrides} does, or when `--config` has no file
 */
export function parseArgs(argv) {
    const files = [];
    const rest = [];
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        if (arg === '--') {
            rest.push(...argv.slice(i));
            break;
        }
        if (arg.startsWith('--config='))
            files.push(arg.slice('--config='.length));
        else if (arg === '--config' || arg === '-c') {
            const file = argv[i + 1];
            if (file === undefined || file.startsWith('-')) {
                throw new ConfigError([{ path: 'config', message: `${arg} needs a file, e.g. ${arg} configs/mnist.yaml` }], 'Invalid command-line arguments');
            }
            files.push(file);
            i++;
        }
        else
            rest.push(arg);
    }
    return { files, overrides: parseOverrides(rest) };
}
//# sourceMappingURL=overrides.js.map
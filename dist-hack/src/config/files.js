import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ConfigError } from './errors.js';
import { deepMerge, isPlainObject } from './merge.js';
import { forbiddenKeyProblems } from './safe-keys.js';
/** The key with which a config file names the file(s) it inherits from. */
export const EXTENDS_KEY = 'extends';
function fail(file, message) {
    throw new ConfigError([{ path: display(file), message }], 'Cannot load config');
}
function display(file) {
    const rel = relative(process.cwd(), file);
    return rel.startsWith('..') || rel === '' ? file : rel;
}
function readYamlMapping(file, chain) {
    const from = chain.length > 1 ? ` (extended from ${display(chain[chain.length - 2])})` : '';
    let text;
    try {
        text = readFileSync(file, 'utf8');
    }
    catch (error) {
        fail(file, `cannot read${from}: ${error.code ?? String(error)}`);
    }
    let value;
    try {
        value = parseYaml(text);
    }
    catch (error) {
        fail(file, `not valid YAML${from}: ${error.message}`);
    }
    if (value === null || value === undefined)
        return {};
    if (!isPlainObject(value)) {
        fail(file, `got a ${Array.isArray(value) ? 'list' : typeof value}${from}; expected a mapping of keys to values`);
    }
    const forbidden = forbiddenKeyProblems(value);
    if (forbidden.length > 0) {
        throw new ConfigError(forbidden.map((p) => ({ path: `${display(file)}: ${p.path}`, message: `${p.message}${from}` })), 'Cannot load config');
    }
    return value;
}
function load(file, chain) {
    const { [EXTENDS_KEY]: parents, ...own } = readYamlMapping(file, chain);
    if (parents === undefined || parents === null)
        return own;
    const list = typeof parents === 'string' ? [parents] : parents;
    if (!Array.isArray(list) || !list.every((p) => typeof p === 'string' && p !== '')) {
        fail(file, `${EXTENDS_KEY}: got ${JSON.stringify(parents)}; expected a file path or a list of file paths`);
    }
    let merged = {};
    for (const parent of list) {
        const target = resolve(dirname(file), parent);
        if (chain.includes(target)) {
            const cycle = [...chain.slice(chain.indexOf(target)), target].map(display).join(' -> ');
            fail(file, `${EXTENDS_KEY} cycle: ${cycle}`);
        }
        merged = deepMerge(merged, load(target, [...chain, target]));
    }
    return deepMerge(merged, own);
}
/**
 * Reads a YAML config file, resolving `extends:` recursively. Paths in `extends` are
 * relative to the file that names them; a list inherits from each in order (later wins);
 * the file's own keys override everything it inherits. Mappings merge deeply, lists replace.
 *
 * @returns the merged, not yet validated mapping (without `extends`)
 * @throws ConfigError when a file is missing, is not a YAML mapping, uses a `__proto__`,
 *   `constructor` or `prototype` key at any depth, or extends form a cycle
 */
export function readConfigFile(file) {
    const absolute = resolve(file);
    return load(absolute, [absolute]);
}
//# sourceMappingURL=files.js.map
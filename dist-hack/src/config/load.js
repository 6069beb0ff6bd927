import { resolve } from 'node:path';
import { deepMerge, isPlainObject } from './merge.js';
import { readConfigFile } from './files.js';
import { parseArgs } from './overrides.js';
import { validateConfig } from './validate.js';
import { ConfigError } from './errors.js';
import { assertSafeKeys } from './safe-keys.js';
import { installUsageErrorHandler } from '../errors/top-level-handler.js';
/**
 * Merges the sources without validating them: files < object < command-line overrides.
 *
 * @throws ConfigError when a file cannot be read, an argument cannot be parsed, or a key is
 *   `__proto__`, `constructor` or `prototype`
 */
export function loadRawConfig(sources = {}) {
    const cwd = sources.cwd ?? process.cwd();
    const args = parseArgs(sources.argv ?? []);
    const files = [...(typeof sources.files === 'string' ? [sources.files] : (sources.files ?? [])), ...args.files];
    let merged = {};
    for (const file of files)
        merged = deepMerge(merged, readConfigFile(resolve(cwd, file)));
    if (sources.object !== undefined) {
        if (!isPlainObject(sources.object)) {
            throw new ConfigError([{ path: '', message: 'the config object must be a plain mapping of keys to values' }], 'Cannot load config');
        }
        assertSafeKeys(sources.object, 'the config object');
        merged = deepMerge(merged, sources.object);
    }
    return deepMerge(merged, args.overrides);
}
/**
 * Loads, merges and validates a config: files (with `extends`) < object < command-line
 * overrides.
 *
 * @example
 * const config = loadConfig({ files: 'configs/mnist.yaml', argv: process.argv.slice(2) });
 * A script that does not catch the ConfigError ends with its message alone and exit status 2
 * (see `installUsageErrorHandler`).
 *
 * @throws ConfigError listing every problem at once
 */
export function loadConfig(sources = {}) {
    installUsageErrorHandler();
    const files = typeof sources.files === 'string' ? [sources.files] : [...(sources.files ?? [])];
    const from = [...files, ...(sources.object ? ['object'] : []), ...(sources.argv?.length ? ['command line'] : [])];
    return validateConfig(loadRawConfig(sources), from.length > 0 ? `Invalid config from ${from.join(', ')}` : undefined);
}
//# sourceMappingURL=load.js.map
import type { RunnerConfig, RunnerConfigInput } from './schema.js';
/** The sources of a config, lowest precedence first. */
export interface ConfigSources {
    /** YAML files, merged in order (each with its `extends` resolved first). */
    files?: string | readonly string[];
    /** A config object, e.g. built in code; overrides the files. */
    object?: RunnerConfigInput | Record<string, unknown>;
    /**
     * Command-line arguments: `--config FILE` adds a file after `files`; everything else is
     * a dotted override (`--optim.lr 3e-4`) and overrides files and object.
     */
    argv?: readonly string[];
    /** Directory relative file paths are resolved against; default `process.cwd()`. */
    cwd?: string;
}
/**
 * Merges the sources without validating them: files < object < command-line overrides.
 *
 * @throws ConfigError when a file cannot be read, an argument cannot be parsed, or a key is
 *   `__proto__`, `constructor` or `prototype`
 */
export declare function loadRawConfig(sources?: ConfigSources): Record<string, unknown>;
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
export declare function loadConfig(sources?: ConfigSources): RunnerConfig;

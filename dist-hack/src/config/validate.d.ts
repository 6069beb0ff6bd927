import { type RunnerConfig } from './schema.js';
/** Namespace for user settings: passed through untouched, nulls included. */
export declare const EXTENSION_KEY = "extra";
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
export declare function validateConfig(config: unknown, heading?: string): RunnerConfig;

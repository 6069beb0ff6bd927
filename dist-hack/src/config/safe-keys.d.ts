import { type ConfigProblem } from './errors.js';
/**
 * Key names a config may not use at any depth. Assigned with `obj[key] = …` they reach
 * `Object.prototype` (`__proto__`) or a constructor (`constructor.prototype`), so that a
 * command-line flag or a downloaded YAML file could change every object in the process.
 */
export declare const FORBIDDEN_KEYS: ReadonlySet<string>;
/** The message for a forbidden key at a dotted path. */
export declare function forbiddenKeyMessage(key: string): string;
/**
 * Every forbidden key in a config value, mappings and lists at any depth, each with its path
 * (`optim.__proto__`, `paramGroups[0].constructor`). Own keys only, so inherited
 * `constructor` of ordinary objects is not reported.
 */
export declare function forbiddenKeyProblems(value: unknown, base?: readonly PropertyKey[]): ConfigProblem[];
/**
 * Throws a ConfigError naming every forbidden key in `value`.
 *
 * @param source - where the value came from, for the heading (a file, `config object`)
 */
export declare function assertSafeKeys(value: unknown, source: string): void;

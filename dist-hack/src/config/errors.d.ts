import { UsageError } from '../errors/usage-error.js';
/** One thing wrong with a config, at one place in it. */
export interface ConfigProblem {
    /**
     * Dotted path to the key, e.g. `optim.paramGroups[0].pattern`; empty for the whole
     * config. For a file that cannot be loaded, the file.
     */
    path: string;
    /** What is wrong, e.g. `got "x"; expected a number`. */
    message: string;
}
/**
 * Thrown when a config cannot be loaded or is invalid. The message has one line per
 * problem, `path: what is wrong`, and `problems` holds them for programs.
 */
export declare class ConfigError extends UsageError {
    readonly name: string;
    readonly problems: readonly ConfigProblem[];
    constructor(problems: readonly ConfigProblem[], heading?: string);
}
/** Formats a path such as `['optim', 'paramGroups', 0, 'pattern']` as `optim.paramGroups[0].pattern`. */
export declare function formatPath(path: readonly PropertyKey[]): string;
/** Shows a value briefly, as it would be written in YAML or JSON. */
export declare function formatValue(value: unknown): string;

import { UsageError as LibraryUsageError } from '../errors/usage-error.js';
/**
 * A mistake in how the command was called (unknown subcommand or option, missing
 * argument). The command prints its message and a pointer to `--help`, and exits with
 * status 2. Other usage errors (a config, a refused run directory) print without the pointer.
 */
export declare class UsageError extends LibraryUsageError {
}
/** ` (did you mean "x"?)` when a candidate is close to `word`, else an empty string. */
export declare function suggestion(word: string, candidates: readonly string[], prefix?: string): string;
/** True when the arguments before a `--` ask for help. */
export declare function wantsHelp(argv: readonly string[]): boolean;

import { didYouMean } from '../config/suggest.js';
import { UsageError as LibraryUsageError } from '../errors/usage-error.js';
/**
 * A mistake in how the command was called (unknown subcommand or option, missing
 * argument). The command prints its message and a pointer to `--help`, and exits with
 * status 2. Other usage errors (a config, a refused run directory) print without the pointer.
 */
export class UsageError extends LibraryUsageError {
}
/** ` (did you mean "x"?)` when a candidate is close to `word`, else an empty string. */
export function suggestion(word, candidates, prefix = '') {
    const match = didYouMean(word, candidates);
    return match === undefined ? '' : `; did you mean ${prefix}${match}?`;
}
/** True when the arguments before a `--` ask for help. */
export function wantsHelp(argv) {
    const end = argv.indexOf('--');
    return (end === -1 ? argv : argv.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}
//# sourceMappingURL=usage.js.map
import { didYouMean } from '../config/suggest.js';

/**
 * A mistake in how the command was called (unknown subcommand or option, missing
 * argument). The command prints its message and a pointer to `--help`, and exits with
 * status 2.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';

  /**
   * @param message - what was wrong and how to fix it
   * @param command - the subcommand whose `--help` to point at (none for the top level)
   */
  constructor(
    message: string,
    readonly command?: string,
  ) {
    super(message);
  }
}

/** ` (did you mean "x"?)` when a candidate is close to `word`, else an empty string. */
export function suggestion(word: string, candidates: readonly string[], prefix = ''): string {
  const match = didYouMean(word, candidates);
  return match === undefined ? '' : `; did you mean ${prefix}${match}?`;
}

/** True when the arguments before a `--` ask for help. */
export function wantsHelp(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}

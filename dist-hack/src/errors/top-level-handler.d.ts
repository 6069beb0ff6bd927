/** The exit status of a script ended by a {@link UsageError}, as for `torchrunner` itself. */
export declare const USAGE_EXIT_STATUS = 2;
/**
 * Makes a {@link UsageError} that nothing catches end the process with its message alone on
 * stderr (no stack trace) and exit status 2. Called by `loadConfig` and the runners'
 * constructors, so a user's script needs no handler of its own. Every other uncaught error
 * is reported as Node reports it (the stack trace, exit status 1): those are bugs.
 *
 * It steps aside while the program has uncaught-exception handlers of its own (they decide),
 * and `TORCHRUNNER_TRACES=1` shows usage errors' stack traces too. Idempotent.
 */
export declare function installUsageErrorHandler(): void;

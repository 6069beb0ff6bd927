/**
 * An error that is the user's to fix (a config typo, a bad command line, a refused run
 * directory, an impossible schedule or topology), as opposed to a bug. Its message says what
 * was wrong and how to fix it, so it is printed without a stack trace: by the `torchrunner`
 * command (exit status 2), and by the handler {@link installUsageErrorHandler} puts in place
 * for a user's script when nothing catches it.
 */
export declare class UsageError extends Error {
    readonly command?: string | undefined;
    readonly name: string;
    /**
     * @param message - what was wrong and how to fix it
     * @param command - the `torchrunner` subcommand whose `--help` to point at, if any
     */
    constructor(message: string, command?: string | undefined);
}
/** True for a {@link UsageError}, whichever copy of the package made it. */
export declare function isUsageError(err: unknown): err is UsageError;

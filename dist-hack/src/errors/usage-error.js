/**
 * An error that is the user's to fix (a config typo, a bad command line, a refused run
 * directory, an impossible schedule or topology), as opposed to a bug. Its message says what
 * was wrong and how to fix it, so it is printed without a stack trace: by the `torchrunner`
 * command (exit status 2), and by the handler {@link installUsageErrorHandler} puts in place
 * for a user's script when nothing catches it.
 */
export class UsageError extends Error {
    command;
    name = 'UsageError';
    /**
     * @param message - what was wrong and how to fix it
     * @param command - the `torchrunner` subcommand whose `--help` to point at, if any
     */
    constructor(message, command) {
        super(message);
        this.command = command;
    }
}
/** True for a {@link UsageError}, whichever copy of the package made it. */
export function isUsageError(err) {
    if (err instanceof UsageError)
        return true;
    // Another copy of the package (e.g. a runner compiled against its own node_modules) has its own class.
    for (let proto = err !== null && typeof err === 'object' ? Object.getPrototypeOf(err) : null; proto !== null; proto = Object.getPrototypeOf(proto)) {
        if (proto.constructor?.name === 'UsageError' && err instanceof Error)
            return true;
    }
    return false;
}
//# sourceMappingURL=usage-error.js.map
import { inspect } from 'node:util';
import { isUsageError } from './usage-error.js';
/** The exit status of a script ended by a {@link UsageError}, as for `torchrunner` itself. */
export const USAGE_EXIT_STATUS = 2;
let installed = false;
/**
 * Makes a {@link UsageError} that nothing catches end the process with its message alone on
 * stderr (no stack trace) and exit status 2. Called by `loadConfig` and the runners'
 * constructors, so a user's script needs no handler of its own. Every other uncaught error
 * is reported as Node reports it (the stack trace, exit status 1): those are bugs.
 *
 * It steps aside while the program has uncaught-exception handlers of its own (they decide),
 * and `TORCHRUNNER_TRACES=1` shows usage errors' stack traces too. Idempotent.
 */
export function installUsageErrorHandler() {
    if (installed)
        return;
    installed = true;
    process.on('uncaughtException', onUncaught);
}
function onUncaught(err) {
    // Another handler was added: it owns uncaught errors now.
    if (process.listenerCount('uncaughtException') > 1)
        return;
    if (isUsageError(err) && process.env.TORCHRUNNER_TRACES !== '1') {
        process.stderr.write(`${err.message}\n`);
        process.exit(USAGE_EXIT_STATUS);
    }
    // Node's own report: the error as inspected (stack and properties), exit status 1.
    process.stderr.write(`${inspect(err)}\n`);
    process.exit(1);
}
//# sourceMappingURL=top-level-handler.js.map
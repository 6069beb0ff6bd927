import { constants } from 'node:os';
import { flushBufferedFiles } from '../../logging/buffered-file.js';
/** The signals that stop training gracefully. */
export const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGUSR1'];
/**
 * Turns SIGTERM, SIGINT and SIGUSR1 into a request to stop: the first one calls `onStop`
 * (the training loop finishes its micro-step, saves a checkpoint and returns); a second one
 * exits the process at once with the conventional status (128 + the signal's number).
 *
 * While installed, these signals no longer have their default effect (SIGUSR1 no longer
 * starts the inspector); {@link remove} restores it.
 */
export class GracefulStop {
    onStop;
    warn;
    /** The first signal received, or null. */
    received = null;
    installed = false;
    handler = (signal) => this.onSignal(signal);
    constructor(onStop, warn) {
        this.onStop = onStop;
        this.warn = warn;
    }
    /** Starts listening (idempotent). */
    install() {
        if (this.installed)
            return;
        this.installed = true;
        for (const s of STOP_SIGNALS)
            process.on(s, this.handler);
    }
    /** Stops listening (idempotent). */
    remove() {
        if (!this.installed)
            return;
        this.installed = false;
        for (const s of STOP_SIGNALS)
            process.off(s, this.handler);
    }
    onSignal(signal) {
        if (this.received !== null) {
            this.warn(`received ${signal} again: exiting now without a checkpoint`);
            process.exit(128 + (constants.signals[signal] ?? 0));
        }
        this.received = signal;
        flushBufferedFiles();
        this.warn(`received ${signal}: stopping after the current micro-step and saving a checkpoint (send it again to exit at once)`);
        this.onStop(signal);
    }
}
//# sourceMappingURL=graceful-stop.js.map
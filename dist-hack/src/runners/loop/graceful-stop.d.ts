/** The signals that stop training gracefully. */
export declare const STOP_SIGNALS: readonly ["SIGTERM", "SIGINT", "SIGUSR1"];
/** One of {@link STOP_SIGNALS}. */
export type StopSignal = (typeof STOP_SIGNALS)[number];
/**
 * Turns SIGTERM, SIGINT and SIGUSR1 into a request to stop: the first one calls `onStop`
 * (the training loop finishes its micro-step, saves a checkpoint and returns); a second one
 * exits the process at once with the conventional status (128 + the signal's number).
 *
 * While installed, these signals no longer have their default effect (SIGUSR1 no longer
 * starts the inspector); {@link remove} restores it.
 */
export declare class GracefulStop {
    private readonly onStop;
    private readonly warn;
    /** The first signal received, or null. */
    received: StopSignal | null;
    private installed;
    private readonly handler;
    constructor(onStop: (signal: StopSignal) => void, warn: (text: string) => void);
    /** Starts listening (idempotent). */
    install(): void;
    /** Stops listening (idempotent). */
    remove(): void;
    private onSignal;
}

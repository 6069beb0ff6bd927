/**
 * Who handles SIGTERM, SIGINT and SIGUSR1 while `train()` runs:
 * - `handle` (the default, for scripts and the CLI): the runner does; the first signal stops
 *   training after the current micro-step with a checkpoint, a second one exits the process;
 * - `app` (for services): the runner installs no handler and the signals keep whatever effect
 *   the application gave them; to stop training from a handler, abort the `signal` given to
 *   `train()` or call `runner.stop()`.
 *
 * Either way no handler of the runner's stays installed once `train()` has settled.
 */
export type SignalHandling = 'handle' | 'app';
/** Options of `train()`. */
export interface TrainOptions {
    /**
     * Stops training when aborted: after the current micro-step (at the next optimizer step on
     * every rank of a distributed run), with a checkpoint; `train()` then resolves with status
     * `interrupted` and the abort's reason. Already aborted: training stops before its first step.
     */
    signal?: AbortSignal | undefined;
    /** Who handles stop signals while training; default `handle` (see {@link SignalHandling}). */
    signals?: SignalHandling | undefined;
}
/** The text an abort's reason gives for a summary: a string as is, an Error's message, else `aborted`. */
export declare function abortReason(reason: unknown): string;
/**
 * When a stop signal reaches one rank of a data-parallel run, every rank must stop at the same
 * optimizer step, or the others wait forever in the next collective. A rank that receives a
 * signal therefore only raises a local flag; the flag rides along the all-reduce every
 * optimizer step already makes (the loss normalizer, the loss and the non-finite flag), and
 * every rank stops after the step at which any rank's flag was raised. With one process the
 * stop takes effect at once (after the current micro-step), as before.
 */
export declare class StopAgreement {
    private readonly worldSize;
    private local;
    constructor(worldSize: number);
    /** A signal arrived here; returns whether to stop at once (a single process). */
    request(): boolean;
    /** This rank's flag, a summand of the optimizer step's all-reduce. */
    get flag(): number;
    /** Whether the reduced flag (the sum over ranks) says that some rank asked to stop. */
    agreed(reduced: number | undefined): boolean;
}

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
export function abortReason(reason: unknown): string {
  if (typeof reason === 'string' && reason !== '') return reason;
  if (reason instanceof Error && reason.name !== 'AbortError' && reason.message !== '') return reason.message;
  return 'aborted';
}

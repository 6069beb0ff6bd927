/** Why an optimizer step was skipped. */
export type SkipReason = 'nonfinite' | 'zero-normalizer' | 'overflow';

const CAUSES: Record<SkipReason, string> = {
  nonfinite: 'non-finite gradients (a NaN or infinite loss gives them too): check the data and the loss for NaN/inf, or lower the learning rate',
  'zero-normalizer': 'the loss normalizers summed to 0 (every micro-step of each window returned normalizer 0): check that the batches hold units to count, e.g. valid tokens',
  overflow: 'fp16 gradient overflow at every loss scale tried: the loss or the gradients are not finite even at a small scale',
};

/** How the log line names each reason. */
export const SKIP_SUMMARY: Record<SkipReason, string> = {
  nonfinite: 'non-finite gradients',
  'zero-normalizer': 'the loss normalizers summed to 0',
  overflow: 'fp16 gradient overflow',
};

/**
 * Counts optimizer steps skipped in a row and ends the run when there are too many, so a run
 * whose every step is skipped stops with the cause instead of running (step mode: forever)
 * without training.
 */
export class SkipLimit {
  private consecutive = 0;

  constructor(private readonly limit: number) {}

  /** Steps skipped since the last step taken. */
  get count(): number {
    return this.consecutive;
  }

  /** A step was taken. */
  stepped(): void {
    this.consecutive = 0;
  }

  /**
   * A step was skipped.
   *
   * @throws Error naming the cause when this is the `limit`-th skip in a row
   */
  skipped(reason: SkipReason, step: number): void {
    this.consecutive += 1;
    if (this.consecutive < this.limit) return;
    const n = this.consecutive;
    this.consecutive = 0;
    throw new Error(
      `Training stopped: ${n} optimizer steps in a row were skipped (the last at step ${step}) because of ${CAUSES[reason]}. ` +
        'Parameters were not updated by the skipped steps. Raise maxConsecutiveSkippedSteps to tolerate longer runs of skips.',
    );
  }
}

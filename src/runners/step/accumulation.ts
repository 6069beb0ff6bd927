/** How the micro-steps of one accumulation window are combined. */
export type AccumulationMode = 'uniform' | 'weighted';

/** What a closed window contributes to the optimizer step on this process. */
export interface AccumulationWindow {
  mode: AccumulationMode;
  /** Micro-steps in the window (`accumSteps`, or fewer for a short last window). */
  microSteps: number;
  /**
   * This process's share of the divisor the summed gradients are scaled by: the micro-step
   * count (uniform) or the normalizer total (weighted). Sum it over ranks before dividing.
   */
  divisor: number;
  /** Mean loss over the window, weighted by the normalizers in weighted mode: `lossSum / divisor`. */
  loss: number;
  /** Sum of the micro-losses (uniform) or of loss × normalizer (weighted); sums over ranks like `divisor`. */
  lossSum: number;
  /** Sum of the normalizers (weighted mode), else 0. */
  normalizer: number;
}

/**
 * The gradient-accumulation state machine: `accumSteps` micro-steps make one optimizer step.
 *
 * The first micro-step of a window fixes its mode: *weighted* when that micro-step carried a
 * loss normalizer (for example its valid-token count), *uniform* otherwise. The mode is
 * sticky: every later micro-step of the window must agree, else {@link observe} throws.
 *
 * - uniform: each micro-loss (a mean over its micro-batch) is back-propagated as is, and the
 *   summed gradients are divided by the number of micro-steps (over all ranks): the mean of
 *   the micro-batch means, so a window of N micro-batches of size b equals one batch of N·b,
 *   and a short last window of r < N micro-steps is scaled by 1/r.
 * - weighted: each micro-loss (a mean over its `normalizer` units) is back-propagated times
 *   its normalizer, and the summed gradients are divided by the normalizer total (over all
 *   ranks): the loss per unit over the whole window, whatever the split into micro-batches.
 *
 * Pure bookkeeping: it never touches tensors.
 */
export class GradientAccumulator {
  private mode: AccumulationMode | undefined;
  private count = 0;
  private normalizerTotal = 0;
  private lossSum = 0;

  constructor(readonly accumSteps: number) {
    if (!Number.isInteger(accumSteps) || accumSteps < 1) {
      throw new RangeError(`GradientAccumulator: accumSteps must be a positive integer but received ${String(accumSteps)}`);
    }
  }

  /** Micro-steps recorded in the open window. */
  get pending(): number {
    return this.count;
  }

  /** The open window's mode, once its first micro-step is recorded. */
  get windowMode(): AccumulationMode | undefined {
    return this.mode;
  }

  /**
   * Whether the next micro-step closes the window: it is the `accumSteps`-th, or the last
   * micro-step the loop has (`isLast`), which flushes a short window.
   */
  closesWindow(isLast: boolean): boolean {
    return isLast || this.count + 1 >= this.accumSteps;
  }

  /**
   * Checks a micro-step's normalizer against the window's mode (the first micro-step picks
   * it) and returns the factor its loss is multiplied by before backward: 1 in uniform mode,
   * the normalizer in weighted mode. Call {@link record} once the loss value is known.
   *
   * @throws Error when a weighted window gets a micro-step without a normalizer, or a uniform
   *   window gets one with a normalizer; RangeError for a normalizer that is not a finite
   *   number >= 0
   */
  observe(normalizer: number | undefined): number {
    if (normalizer !== undefined && !(Number.isFinite(normalizer) && normalizer >= 0)) {
      throw new RangeError(`trainStep returned a normalizer of ${String(normalizer)}; a loss normalizer must be a finite number >= 0 (for example the count of valid tokens)`);
    }
    const mode: AccumulationMode = normalizer === undefined ? 'uniform' : 'weighted';
    if (this.mode === undefined) this.mode = mode;
    else if (this.mode !== mode) {
      const at = `micro-step ${this.count + 1} of ${this.accumSteps}`;
      throw new Error(
        this.mode === 'weighted'
          ? `trainStep returned a loss without a normalizer at ${at}, but the window's first micro-step returned { loss, normalizer }, so the window is weighted. Return { loss, normalizer } from every micro-step (normalizer 0 for a batch with nothing to count), or a plain loss from every one.`
          : `trainStep returned { loss, normalizer } at ${at}, but the window's first micro-step returned a plain loss, so the window is uniform. Return { loss, normalizer } from every micro-step, or a plain loss from every one.`,
      );
    }
    return mode === 'weighted' ? normalizer! : 1;
  }

  /** Records the loss value of the micro-step just observed. */
  record(loss: number, normalizer: number | undefined): void {
    if (this.mode === undefined) throw new Error('GradientAccumulator.record: call observe() first');
    this.count += 1;
    if (this.mode === 'weighted') {
      this.normalizerTotal += normalizer!;
      this.lossSum += loss * normalizer!;
    } else {
      this.lossSum += loss;
    }
  }

  /** Closes the window: what the optimizer step needs, and a fresh window after it. */
  close(): AccumulationWindow {
    if (this.count === 0 || this.mode === undefined) throw new Error('GradientAccumulator.close: the window is empty');
    const weighted = this.mode === 'weighted';
    const window: AccumulationWindow = {
      mode: this.mode,
      microSteps: this.count,
      divisor: weighted ? this.normalizerTotal : this.count,
      loss: weighted ? (this.normalizerTotal > 0 ? this.lossSum / this.normalizerTotal : 0) : this.lossSum / this.count,
      lossSum: this.lossSum,
      normalizer: weighted ? this.normalizerTotal : 0,
    };
    this.reset();
    return window;
  }

  /** Drops the open window (a partial window discarded at shutdown). */
  reset(): void {
    this.mode = undefined;
    this.count = 0;
    this.normalizerTotal = 0;
    this.lossSum = 0;
  }
}

/** The window of one micro-step without a normalizer: what {@link GradientAccumulator.close} returns after it. */
export function uniformWindow(loss: number): AccumulationWindow {
  return { mode: 'uniform', microSteps: 1, divisor: 1, loss, lossSum: loss, normalizer: 0 };
}

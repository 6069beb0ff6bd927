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
export declare class GradientAccumulator {
    readonly accumSteps: number;
    private mode;
    private count;
    private normalizerTotal;
    private lossSum;
    constructor(accumSteps: number);
    /** Micro-steps recorded in the open window. */
    get pending(): number;
    /** The open window's mode, once its first micro-step is recorded. */
    get windowMode(): AccumulationMode | undefined;
    /**
     * Whether the next micro-step closes the window: it is the `accumSteps`-th, or the last
     * micro-step the loop has (`isLast`), which flushes a short window.
     */
    closesWindow(isLast: boolean): boolean;
    /**
     * Checks a micro-step's normalizer against the window's mode (the first micro-step picks
     * it) and returns the factor its loss is multiplied by before backward: 1 in uniform mode,
     * the normalizer in weighted mode. Call {@link record} once the loss value is known.
     *
     * @throws Error when a weighted window gets a micro-step without a normalizer, or a uniform
     *   window gets one with a normalizer; RangeError for a normalizer that is not a finite
     *   number >= 0
     */
    observe(normalizer: number | undefined): number;
    /** Records the loss value of the micro-step just observed. */
    record(loss: number, normalizer: number | undefined): void;
    /** Closes the window: what the optimizer step needs, and a fresh window after it. */
    close(): AccumulationWindow;
    /** Drops the open window (a partial window discarded at shutdown). */
    reset(): void;
}

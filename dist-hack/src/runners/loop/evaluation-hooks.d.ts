import { type Scores } from '../../logging/results-writer.js';
import { type InferOptions } from '../base-runner.js';
import { SetupHooks } from '../setup/setup-hooks.js';
/**
 * {@link SetupHooks} with evaluation and inference: {@link evaluate}, the {@link evaluateEpoch}
 * hook, {@link infer} and the eval-mode batches they read. A layer of {@link TorchRunner}.
 */
export declare abstract class EvaluationHooks extends SetupHooks {
    /**
     * Evaluates `splits` (default every evaluation split) under inference mode.
     *
     * @returns scores per split: `loss` and each metric
     */
    evaluate(splits?: string[]): Promise<Scores>;
    /**
     * One evaluation pass over a split.
     *
     * Called when: by {@link evaluate}, and by the loops after each epoch or evaluation round.
     * Preconditions: none; the model's training mode is restored afterwards.
     * Returns: the split's loss (the mean per sample, or per normalizer unit when
     * {@link evaluateStep} returns normalizers) and its metrics, over all ranks.
     * Side effects: starts from the split's first batch and reads at most `maxBatches`;
     * swaps the EMA weights in for the pass when `ema` is configured; where the strategy shards
     * parameters, gathers them for the pass.
     * Backend notes: loss sums and metric sums cross ranks in two all-reduces.
     */
    protected evaluateEpoch(split: string, maxBatches?: number): Promise<Record<string, number>>;
    /** What an evaluation pass needs ({@link evaluatePass}), bound to this runner. */
    private evaluationHost;
    /**
     * Runs {@link inferStep} over a split under inference mode.
     *
     * @param options.steps - at most this many batches
     * @param options.stream - return an async iterator of per-batch outputs instead of an array
     * @returns the outputs (the caller owns their tensors)
     */
    infer(split: string, options?: InferOptions): Promise<unknown[] | AsyncIterableIterator<unknown>>;
    private inferOutputs;
    /**
     * A split's batches from its first, at most `maxBatches`, on the device, with the model in
     * eval mode while they are consumed. Each batch is disposed once the consumer moves on.
     */
    protected splitBatchesInEvalMode(split: string, maxBatches?: number): AsyncIterableIterator<unknown>;
}

import { inferenceMode } from '../../torch/autograd.js';
import { scope } from '../../torch/scope.js';
import { evalModeBatches, evaluatePass, withWholeParameters } from './evaluation.js';
import { knownLength } from '../setup/loaders.js';
import { SetupHooks } from '../setup/setup-hooks.js';
/**
 * {@link SetupHooks} with evaluation and inference: {@link evaluate}, the {@link evaluateEpoch}
 * hook, {@link infer} and the eval-mode batches they read. A layer of {@link TorchRunner}.
 */
export class EvaluationHooks extends SetupHooks {
    /**
     * Evaluates `splits` (default every evaluation split) under inference mode.
     *
     * @returns scores per split: `loss` and each metric
     */
    async evaluate(splits) {
        await this.setup();
        const out = {};
        for (const split of splits ?? this.evaluationSplits)
            out[split] = await this.evaluateEpoch(split);
        return out;
    }
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
    async evaluateEpoch(split, maxBatches) {
        const run = () => withWholeParameters(this.strategy, () => evaluatePass(this.evaluationHost(), split, maxBatches, maxBatches ?? knownLength(this.loader(split))));
        return this.ema ? this.ema.withAveragedWeights(run) : run();
    }
    /** What an evaluation pass needs ({@link evaluatePass}), bound to this runner. */
    evaluationHost() {
        return {
            strategy: this.strategy,
            batches: (split, maxBatches) => this.splitBatchesInEvalMode(split, maxBatches),
            metrics: (split) => this.metricsFor(split),
            enter: (split) => {
                const previous = this.currentSplit;
                this.currentSplit = split;
                return previous;
            },
            step: (batch) => this.withPrecision(() => this.evaluateStep(batch)),
            progress: (phase, done, total) => this.logger.progress?.({ phase, done, total }),
            yield: () => this.maybeYield(),
        };
    }
    /**
     * Runs {@link inferStep} over a split under inference mode.
     *
     * @param options.steps - at most this many batches
     * @param options.stream - return an async iterator of per-batch outputs instead of an array
     * @returns the outputs (the caller owns their tensors)
     */
    async infer(split, options = {}) {
        await this.setup();
        const gen = this.inferOutputs(split, options.steps);
        if (options.stream)
            return gen;
        const out = [];
        for await (const o of gen)
            out.push(o);
        return out;
    }
    async *inferOutputs(split, maxBatches) {
        this.strategy.gatherFullParameters?.();
        try {
            for await (const batch of this.splitBatchesInEvalMode(split, maxBatches)) {
                yield inferenceMode(() => scope(() => this.withPrecision(() => this.inferStep(batch))));
            }
        }
        finally {
            this.strategy.reshardParameters?.();
        }
    }
    /**
     * A split's batches from its first, at most `maxBatches`, on the device, with the model in
     * eval mode while they are consumed. Each batch is disposed once the consumer moves on.
     */
    async *splitBatchesInEvalMode(split, maxBatches) {
        yield* evalModeBatches(this.loader(split), this.model, (batch) => this.toDevice(batch), maxBatches);
    }
}
//# sourceMappingURL=evaluation-hooks.js.map
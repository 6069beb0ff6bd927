import { Tensor } from '../../torch/tensor.js';
import { type AccumulationWindow } from './accumulation.js';
import { type OptimizerStepResult } from './optimizer-step.js';
import { type StepOutput } from './step-output.js';
import { CheckpointHooks } from '../checkpointing/checkpoint-hooks.js';
/**
 * {@link CheckpointHooks} with the step hooks: the steps users override ({@link trainStep},
 * {@link evaluateStep}, {@link inferStep}, {@link forward}, {@link computeLoss}) and the
 * micro-step and window chain that ends in {@link optimizerStep}. A layer of {@link TorchRunner}.
 */
export declare abstract class StepHooks extends CheckpointHooks {
    /**
     * Calls the model on a batch's input.
     *
     * Called when: by the default {@link trainStep}, {@link evaluateStep} and {@link inferStep},
     * inside their scope and autocast.
     * Returns: `model.call(input)`; an array input is spread into the call's arguments.
     * Do not: `await`.
     */
    protected forward(input: unknown): unknown;
    /**
     * The loss of `output` against `target` with {@link RunnerCore.criterion | criterion}.
     *
     * Called when: by the default {@link trainStep} and {@link evaluateStep}.
     * Throws: when no criterion is assigned, or it returns something other than a tensor.
     */
    protected computeLoss(output: unknown, target: unknown): Tensor;
    /** The default train and evaluation step: model and criterion on the default batch contract, then the metrics. */
    protected supervisedStep(batch: unknown): Tensor;
    /**
     * Computes one training micro-step's loss.
     *
     * Called when: once per micro-batch in training, inside the micro-step's `torch.scope`,
     * under autocast when `precision` is `bf16`/`fp16`, with the model in training mode.
     * Preconditions: `batch` is what the split's loader yields; gradient sync is already set
     * for this micro-step.
     * Returns: the loss (a one-element tensor, the mean over the micro-batch), or
     * `{ loss, normalizer }` where `loss` is the mean over `normalizer` units (for example
     * valid tokens) and the window is accumulated weighted by the normalizers.
     * Default: splits the batch by the default contract (`{input, target}`, `[input, target]`,
     * else the whole batch is the input), calls the model and the criterion, updates metrics.
     * Throws: when there is no criterion (override this method instead).
     * Side effects: none required; the runner calls backward, steps and logs.
     * Do not: call `backward()`, `optimizer.step()` or `zeroGrad()`; keep tensors beyond the
     * step (everything created here is freed when it returns); `await` (it must be synchronous).
     */
    trainStep(batch: unknown): StepOutput;
    /**
     * Computes one evaluation batch's loss.
     *
     * Called when: once per batch in {@link evaluate} and the evaluation rounds of training,
     * under inference mode and the configured autocast, with the model in eval mode (and the
     * EMA weights in it when `ema` is configured), inside a `torch.scope`.
     * Returns: like {@link trainStep}: the loss or `{ loss, normalizer }`.
     * Default: the model and criterion on the default batch contract, updating metrics.
     * Do not: keep tensors beyond the step; `await`.
     */
    evaluateStep(batch: unknown): StepOutput;
    /**
     * Computes one inference batch's output.
     *
     * Called when: once per batch in {@link EvaluationHooks.infer | infer}, under inference mode, autocast and eval mode.
     * Returns: what `infer` collects for the batch (tensors are kept; the caller owns them).
     * Default: the model's output on the batch's input.
     * Do not: `await`.
     */
    inferStep(batch: unknown): unknown;
    /**
     * The whole model's training FLOPs per token (forward and backward), from which the log line
     * and the train summary report achieved FLOP/s and, with `logging.peakFlops`, the MFU.
     *
     * Called when: at the start of each {@link train} call, after setup.
     * Returns: FLOPs per token of the whole model, not of this process's part (the runner
     * divides by the ranks that split one replica); undefined reports no FLOP/s.
     * Default: `model.flopsPerToken()` when the model has that method (see
     * `transformerFlopsPerToken`), else undefined.
     */
    protected flopsPerToken(): number | undefined;
    /**
     * One micro-step.
     *
     * Called when: by the loops, once per training batch.
     * Preconditions: `closesWindow` says whether this micro-step ends the accumulation window
     * (the `accumSteps`-th, or the last batch of an epoch).
     * Side effects: sets gradient sync on the strategy (off inside a window); runs
     * {@link trainStep} under autocast in one `torch.scope`; calls backward on the loss times
     * its normalizer (weighted windows) and, in fp16, the loss scale; disposes the batch;
     * advances `state.microStep`; at a window boundary, waits for gradient sync and runs
     * {@link optimizerStep}, the meters and the log line.
     * Returns: a promise only when something had to be waited for (gradient sync, a reduction
     * or clipping by norm in the optimizer step, checkpoint copies); the loops await what it
     * returns. An override may be `async`.
     * Throws: what {@link trainStep} throws, and when a window mixes micro-steps with and
     * without a normalizer.
     */
    protected trainMicroStep(batch: unknown, split: string, closesWindow: boolean): Promise<void> | void;
    private endMicroStep;
    /** The profiler's `spanAsync`, for the optimizer step's parts while a step is recorded. */
    private readonly traceStep;
    /** Where the run stands at the start of an accumulation window (see `RunCheckpointing.beforeMicroStep`). */
    private readonly windowStart;
    /**
     * Closes the accumulation window: gradient sync, the optimizer step, meters, logs and
     * checkpoints. Returns a promise only when something had to be waited for.
     */
    protected finishWindow(_split: string): Promise<void> | void;
    private stepWindow;
    /** The meters, progress and log line of a closed window. */
    private afterWindow;
    /**
     * Reduces the window over the data domain, rescales the gradients, and takes the optimizer
     * step through the strategy ({@link stepOptimizer}): non-finite skip and clip norm over the
     * optimizer domain, clipping by value, `optimizer.step()`, what the strategy does after it
     * (all-gathering updated shards), `zeroGrad`; then the scheduler at its interval and the EMA.
     *
     * Called when: at each accumulation boundary, after the boundary backward and
     * `strategy.finishGradientSync()`.
     * Returns: whether the step was taken, the window's loss over all ranks, and the gradient
     * norm before clipping when clipping by norm.
     * Side effects: advances `state.globalStep` (not for a skipped step, which advances
     * `state.skippedSteps` instead).
     * Do not: call it from {@link trainStep}. The result is a promise only when something was
     * waited for (a reduction over ranks, checkpoint copies); an override may be `async`.
     */
    protected optimizerStep(window: AccumulationWindow): OptimizerStepResult | Promise<OptimizerStepResult>;
    /** Counts a step taken (the schedule and the EMA follow it) or skipped (a warning, and maybe a rollback). */
    private countStep;
}

import { disposeTensors } from '../../data/tensors.js';
import { scope } from '../../torch/scope.js';
import { Tensor } from '../../torch/tensor.js';
import { uniformWindow, type AccumulationWindow } from './accumulation.js';
import { batchSamples, splitBatch } from './batch.js';
import { reduceWindow, stepOptimizer, type OptimizerStepOutcome, type OptimizerStepParts, type OptimizerStepResult } from './optimizer-step.js';
import { type WindowStart } from '../checkpointing/context.js';
import { readStepOutput, type StepOutput } from './step-output.js';
import { progressDone, progressPhase, progressTotal } from '../outputs/train-log.js';
import { hasFlopsPerToken } from '../../metrics/flops.js';
import { SKIP_SUMMARY } from './skip-limit.js';
import { scheduleAfterStep } from './schedule-steps.js';
import { CheckpointHooks } from '../checkpointing/checkpoint-hooks.js';
import { LocalStrategy } from '../../distributed/strategy.js';
import type { TorchRunner } from '../torch-runner.js';
import type { EvaluationHooks } from '../loop/evaluation-hooks.js';
import type { RunnerCore } from '../state/runner-core.js';

/**
 * {@link CheckpointHooks} with the step hooks: the steps users override ({@link trainStep},
 * {@link evaluateStep}, {@link inferStep}, {@link forward}, {@link computeLoss}) and the
 * micro-step and window chain that ends in {@link optimizerStep}. A layer of {@link TorchRunner}.
 */
export abstract class StepHooks extends CheckpointHooks {
  // ---- steps (override points) ----

  /**
   * Calls the model on a batch's input.
   *
   * Called when: by the default {@link trainStep}, {@link evaluateStep} and {@link inferStep},
   * inside their scope and autocast.
   * Returns: `model.call(input)`; an array input is spread into the call's arguments.
   * Do not: `await`.
   */
  protected forward(input: unknown): unknown {
    return Array.isArray(input) ? (this.model.call as (...a: unknown[]) => unknown)(...input) : this.model.call(input as never);
  }

  /**
   * The loss of `output` against `target` with {@link RunnerCore.criterion | criterion}.
   *
   * Called when: by the default {@link trainStep} and {@link evaluateStep}.
   * Throws: when no criterion is assigned, or it returns something other than a tensor.
   */
  protected computeLoss(output: unknown, target: unknown): Tensor {
    const c = this.criterion;
    if (!c) throw new Error(`${this.constructor.name}: no criterion; assign this.criterion (for example new nn.CrossEntropyLoss()) or override trainStep/evaluateStep`);
    // A module is an object (a Proxy, whose `instanceof` walks the prototype chain slowly); a loss function is a function.
    const loss = typeof c === 'function' ? c(output, target) : (c.call as (o: unknown, t: unknown) => unknown)(output, target);
    if (!(loss instanceof Tensor)) throw new TypeError('The criterion must return a tensor (the loss)');
    return loss;
  }

  /** The default train and evaluation step: model and criterion on the default batch contract, then the metrics. */
  protected supervisedStep(batch: unknown): Tensor {
    const { input, target } = splitBatch(batch);
    const output = this.forward(input);
    const loss = this.computeLoss(output, target);
    this.updateMetrics(output, target);
    return loss;
  }

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
  trainStep(batch: unknown): StepOutput {
    return this.supervisedStep(batch);
  }

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
  evaluateStep(batch: unknown): StepOutput {
    return this.supervisedStep(batch);
  }

  /**
   * Computes one inference batch's output.
   *
   * Called when: once per batch in {@link EvaluationHooks.infer | infer}, under inference mode, autocast and eval mode.
   * Returns: what `infer` collects for the batch (tensors are kept; the caller owns them).
   * Default: the model's output on the batch's input.
   * Do not: `await`.
   */
  inferStep(batch: unknown): unknown {
    return this.forward(splitBatch(batch).input);
  }

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
  protected flopsPerToken(): number | undefined {
    return hasFlopsPerToken(this.model) ? this.model.flopsPerToken() : undefined;
  }

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
  protected trainMicroStep(batch: unknown, split: string, closesWindow: boolean): Promise<void> | void {
    this.checkpointing.beforeMicroStep(this.state.globalStep, this.state.epoch, this.accumulator.pending === 0, this.config.accumSteps, split, this.windowStart);
    this.strategy.setGradientSync(closesWindow);
    this.profiler.microStep();
    try {
      scope(() => {
        this.inTrainStep = true;
        let out: StepOutput;
        try {
          out = this.profiler.span('forward', 'compute', () => this.withPrecision(() => this.trainStep(batch)));
        } finally {
          this.inTrainStep = false;
        }
        const { loss, normalizer } = readStepOutput(out, 'trainStep');
        const factor = this.accumulator.observe(normalizer);
        let scaled = factor === 1 ? loss : loss.mul(factor);
        if (this.scaler) scaled = this.scaler.scaleLoss(scaled);
        this.profiler.span('backward', 'compute', () => scaled.backward());
        this.accumulator.record(loss.item() as number, normalizer);
        this.windowSamples += batchSamples(splitBatch(batch).input);
      });
    } finally {
      disposeTensors(batch);
    }
    // A strategy with nothing to do after backward returns nothing, and nothing is awaited.
    const after = this.profiler.spanAsync('afterBackward', 'collective', () => this.strategy.afterBackward());
    return after ? after.then(() => this.endMicroStep(split, closesWindow)) : this.endMicroStep(split, closesWindow);
  }

  /**
   * Whether the loops may run each micro-step as {@link directStep}: every micro-step is a
   * window (`accumSteps` 1) on one process, nothing observes or waits on the step (no profile,
   * loss scaler, clipping by norm, non-finite check or asynchronous checkpoint copies), and
   * {@link trainMicroStep}, {@link finishWindow} and {@link optimizerStep} are this class's own.
   *
   * Called when: once per `train()` call, when the loops' host is made.
   */
  protected stepsDirectly(): boolean {
    const c = this.stepConfig;
    return (
      this.trainMicroStep === StepHooks.prototype.trainMicroStep &&
      this.finishWindow === StepHooks.prototype.finishWindow &&
      this.optimizerStep === StepHooks.prototype.optimizerStep &&
      c.accumSteps === 1 &&
      this.strategy instanceof LocalStrategy &&
      !c.profile &&
      !this.scaler &&
      !c.skipNonfiniteGrad &&
      c.maxGradNorm === undefined &&
      this.checkpointManager.pendingCopies === undefined
    );
  }

  /**
   * A micro-step that is a whole window, in one call: what {@link trainMicroStep},
   * {@link finishWindow} and {@link optimizerStep} do where {@link stepsDirectly} holds, without
   * the hand-offs between them that serve the gradient sync, accumulation and the profiler. A
   * short run started from the command line takes most of its steps before V8 optimizes them,
   * where each call and allocation a step makes counts.
   */
  protected directStep(batch: unknown, split: string): Promise<void> | void {
    const state = this.state;
    this.checkpointing.beforeMicroStep(state.globalStep, state.epoch, true, 1, split, this.windowStart);
    let value = 0;
    let normalizer: number | undefined;
    // An output other than a bare loss goes through the accumulator, as on the general path.
    let accumulated = false;
    try {
      scope(() => {
        this.inTrainStep = true;
        let out: StepOutput;
        try {
          out = this.withPrecision(() => this.trainStep(batch));
        } finally {
          this.inTrainStep = false;
        }
        // A plain loss is checked only when backward rejects it: its size check is a native call.
        let loss = out instanceof Tensor ? out : undefined;
        if (loss === undefined) {
          ({ loss, normalizer } = readStepOutput(out, 'trainStep'));
          accumulated = true;
          const factor = this.accumulator.observe(normalizer);
          (factor === 1 ? loss : loss.mul(factor)).backward();
        } else {
          try {
            loss.backward();
          } catch (err) {
            readStepOutput(loss, 'trainStep');
            throw err;
          }
        }
        value = loss.item() as number;
        if (accumulated) this.accumulator.record(value, normalizer);
        this.windowSamples += batchSamples(splitBatch(batch).input);
      });
    } finally {
      disposeTensors(batch);
    }
    state.microStep += 1;
    const window = accumulated ? this.accumulator.close() : uniformWindow(value);
    const samples = this.windowSamples;
    this.windowSamples = 0;
    const parts = (this.directParts ??= { optimizer: this.optimizer, strategy: this.strategy, scaler: undefined, config: this.stepConfig, stopFlag: 0, checkpoints: this.checkpointManager });
    // Read at every step, as the general path does: the optimizer may be replaced, and the stop flag set, while training runs.
    parts.optimizer = this.optimizer;
    parts.stopFlag = this.stopAgreement.flag;
    // A promise only where the checkpoint manager has one for the step to wait on (the sharded backend's).
    const outcome = stepOptimizer(parts, window);
    if (outcome instanceof Promise) return outcome.then((o) => this.afterWindow(this.countStep(o), window, samples));
    this.afterWindow(this.countStep(outcome), window, samples);
  }

  /** @internal What {@link directStep} hands the optimizer step: made at the first step of each `train()` call. */
  protected directParts: OptimizerStepParts | undefined;

  private endMicroStep(split: string, closesWindow: boolean): Promise<void> | void {
    this.state.microStep += 1;
    return closesWindow ? this.finishWindow(split) : undefined;
  }

  /** The reduction of the closing window over the data domain, started beside its gradient sync. */
  private windowTotals: Promise<number[]> | undefined;

  /** The profiler's `spanAsync`, for the optimizer step's parts while a step is recorded. */
  private readonly traceStep: OptimizerStepParts['trace'] = (name, cat, fn) => this.profiler.spanAsync(name, cat, fn);

  /** Where the run stands at the start of an accumulation window (see `RunCheckpointing.beforeMicroStep`). */
  private readonly windowStart = (): WindowStart => ({
    state: this.state.stateDict() as unknown as Record<string, unknown>,
    dataloaders: Object.fromEntries(Object.entries(this.dataloaders).map(([s, l]) => [s, l.stateDict()])),
  });

  /**
   * Closes the accumulation window: gradient sync, the optimizer step, meters, logs and
   * checkpoints. Returns a promise only when something had to be waited for.
   */
  protected finishWindow(_split: string): Promise<void> | void {
    const window = this.accumulator.close();
    this.windowTotals = reduceWindow(this.strategy, window, this.stopAgreement.flag);
    const synced = this.profiler.spanAsync('finishGradientSync', 'collective', () => this.strategy.finishGradientSync());
    return synced ? synced.then(() => this.stepWindow(window)) : this.stepWindow(window);
  }

  private stepWindow(window: AccumulationWindow): Promise<void> | void {
    const samples = this.windowSamples;
    this.windowSamples = 0;
    const outcome = this.profiler.spanAsync('optimizer', 'optimizer', () => this.optimizerStep(window));
    return outcome instanceof Promise ? outcome.then((o) => this.afterWindow(o, window, samples)) : this.afterWindow(outcome, window, samples);
  }

  /** The meters, progress and log line of a closed window. */
  private afterWindow({ stepped, loss, gradNorm }: OptimizerStepResult, window: AccumulationWindow, samples: number): void {
    if (stepped) this.profiler.stepTaken();
    this.telemetry.step({ loss, samples, tokens: window.normalizer, gradNorm });
    if (!stepped) return;
    const step = this.state.globalStep;
    const logInterval = this.logInterval;
    if (this.logger.progress) {
      const loader = this.dataloaders[this.currentSplit];
      this.logger.progress({ phase: progressPhase(this), done: progressDone(this, loader), total: progressTotal(this, loader), values: { loss: this.telemetry.lastLoss } });
    }
    if (step % logInterval === 0) this.logTrain();
  }

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
  protected optimizerStep(window: AccumulationWindow): OptimizerStepResult | Promise<OptimizerStepResult> {
    const outcome = stepOptimizer(
      {
        optimizer: this.optimizer,
        strategy: this.strategy,
        scaler: this.scaler,
        config: this.stepConfig,
        stopFlag: this.stopAgreement.flag,
        windowTotals: this.takeWindowTotals(),
        checkpoints: this.checkpointManager,
        trace: this.profiler.recording ? this.traceStep : undefined,
      },
      window,
    );
    return outcome instanceof Promise ? outcome.then((o) => this.countStep(o)) : this.countStep(outcome);
  }

  /** The window's reduction {@link finishWindow} started, once. */
  private takeWindowTotals(): Promise<number[]> | undefined {
    const totals = this.windowTotals;
    this.windowTotals = undefined;
    return totals;
  }

  /** Counts a step taken (the schedule and the EMA follow it) or skipped (a warning, and maybe a rollback). */
  private countStep({ stepped, loss, gradNorm, skipReason, stopAgreed }: OptimizerStepOutcome): OptimizerStepResult {
    if (stopAgreed) {
      this.stopReason ??= 'another rank asked to stop';
      this.stopRequested = true;
    }
    const outcome = gradNorm === undefined ? { stepped, loss } : { stepped, loss, gradNorm };
    if (!stepped) {
      this.state.skippedSteps += 1;
      this.log('warn', `step ${this.state.globalStep + 1} skipped: ${SKIP_SUMMARY[skipReason!]} (${this.state.skippedSteps} skipped so far)`);
      this.logger.scalars('train', this.state.globalStep, { skippedSteps: this.state.skippedSteps });
      this.pendingRollback = this.skipLimit.skipped(skipReason!, this.state.globalStep + 1);
      return outcome;
    }
    this.skipLimit.stepped();
    this.state.globalStep += 1;
    if (!this.checkpointsPrepared) this.prepareCheckpoints();
    scheduleAfterStep(this.scheduler, this.config);
    this.ema?.update(this.state.globalStep);
    if (this.runEvents.listens('step')) {
      const lr = this.optimizerOrUndefined?.paramGroups[0]?.lr;
      const event = { step: this.state.globalStep, epoch: this.state.epoch, split: this.currentSplit, loss };
      this.runEvents.emit('step', lr === undefined ? event : { ...event, lr });
    }
    return outcome;
  }
}

import type { PretrainedOptions } from '../checkpoints/pretrained.js';
import { readCheckpoint } from '../checkpoints/read.js';
import { disposeTree } from '../checkpoints/tree.js';
import { deepMerge, type RunnerConfig, type RunnerConfigInput } from '../config/index.js';
import { parameterAliases, withAliases } from '../distributed/tied-parameters.js';
import { type ResultEntry } from '../logging/results-writer.js';
import { checkpointBackend } from './checkpointing/context.js';
import { abortReason, StopAgreement, type TrainOptions } from './loop/stop.js';
import { trainSummary, type TrainSummary } from './outputs/train-summary.js';
import { runFlops } from './outputs/run-flops.js';
import { checkTrainSplitsNotEmpty } from './setup/setup-checks.js';
import { scheduleAfterEvaluation } from './step/schedule-steps.js';
import { runEpochs, trainPass } from './loop/epoch-loop.js';
import type { LoopHost, LoopPhase, TrainPass } from './loop/loop-host.js';
import { profiledLoopHost } from './loop/profiled-host.js';
import { runSteps } from './loop/step-loop.js';
import { openPass } from './loop/train-batches.js';
import { rollBack } from './step/rollback.js';
import { EvaluationHooks } from './loop/evaluation-hooks.js';
import type { StepHooks } from './step/step-hooks.js';
export type { Criterion } from './state/runner-core.js';

/**
 * The libtorch runner: subclass it, assign a model, a loss and data in the constructor, and
 * call {@link train}.
 *
 * ```ts
 * class MnistRunner extends TorchRunner {
 *   constructor(config: RunnerConfigInput) {
 *     super(config);
 *     this.model = mnistCnn();
 *     this.criterion = new nn.CrossEntropyLoss();
 *     this.datasets = { train: new MNIST({ train: true }), test: new MNIST({ train: false }) };
 *     this.metrics = ['accuracy'];
 *   }
 * }
 * const runner = new MnistRunner(loadConfig({ files: 'configs/mnist.yaml' }));
 * try {
 *   await runner.train();
 * } finally {
 *   await runner.close();
 * }
 * ```
 *
 * Construction lifecycle: `super(config)` validates the config and seeds torch's generator
 * with `config.seed` (so the model the subclass builds next is initialised reproducibly).
 * {@link setup} then builds, in order: the strategy, data loaders from `datasets` (with the
 * config's `dataloader` section), the optimizer from `optim` and the scheduler from `sched`
 * when the subclass did not assign them, the workspace and loggers, `strategy.prepare(model)`,
 * the EMA, the gradient scaler, the checkpoint manager, and finally {@link restore}.
 *
 * Loops: epoch mode (`config.epochs`) trains every split whose name starts with `train`,
 * then evaluates every other split, once per epoch; step mode (`config.steps`) takes
 * `steps` optimizer steps, drawing micro-batches round-robin from the train splits, and
 * evaluates every `evaluateInterval` steps over at most `evaluateSteps` batches per split.
 * Each micro-step runs in one `torch.scope`; `accumSteps` micro-steps make an optimizer step.
 *
 * Its hooks are declared in the layers below it, by lifecycle stage (`RunnerCore` →
 * `CheckpointHooks` → `StepHooks` → `SetupHooks` → `EvaluationHooks`); override them here.
 */
export class TorchRunner extends EvaluationHooks {
  private earlyStopped = false;
  private training = false;
  private loopHost: LoopHost | undefined;

  // ---- training ----

  /**
   * Trains in the configured mode. Ends with a forced checkpoint.
   *
   * @param options - `signal`: an AbortSignal that stops training (like {@link stop});
   *   `signals`: `app` leaves SIGTERM, SIGINT and SIGUSR1 to the application (default `handle`:
   *   the first stops training with a checkpoint, a second exits)
   * @returns how it ended: completed, early-stopped or interrupted (and why), the step and
   *   epoch reached, and the checkpoint written; the results are in {@link results}
   * @throws Error when neither `epochs` nor `steps` is set, or there is no train split
   */
  async train(options: TrainOptions = {}): Promise<TrainSummary> {
    const signals = options.signals ?? 'handle';
    if (signals !== 'handle' && signals !== 'app') throw new Error(`train({ signals: ${JSON.stringify(signals)} }): expected 'handle' (the runner stops training on SIGTERM, SIGINT, SIGUSR1) or 'app' (the application handles them)`);
    await this.setup();
    const mode = this.mode;
    if (this.trainSplits.length === 0) {
      throw new Error(`Cannot train: no split name starts with 'train' (splits: ${this.splitNames().join(', ') || 'none'}); name the training data train`);
    }
    if (!this.optimizerOrUndefined) throw new Error('Cannot train without an optimizer: set config.optim (e.g. --optim.name adam --optim.lr 1e-3) or assign this.optimizer');
    if (mode === 'epoch') checkTrainSplitsNotEmpty(this.dataloaders, this.trainSplits);
    if (this.config.nonfinite.action === 'rollback' && this.strategy.worldSize > 1) {
      throw new Error(`nonfinite.action rollback runs on one process only (this run has ${this.strategy.worldSize}); use nonfinite.action stop and resume from the last checkpoint with autoResume`);
    }
    this.strategy.zeroGrad(this.optimizer);
    this.accumulator.reset();
    this.skipLimit.reset();
    this.pendingRollback = null;
    this.stopRequested = false;
    this.stopReason = null;
    this.earlyStopped = false;
    this.telemetry.startRun(runFlops(this.flopsPerToken(), this.strategy, this.config.logging.peakFlops, (text) => this.log('warn', text)));
    const budget = mode === 'epoch' ? plural(this.config.epochs!, 'epoch') : plural(this.config.steps!, 'step');
    this.log('info', `training ${budget} ${this.config.workspace ? `in ${this.workspace.dir}` : 'in memory (workspace: false)'}`);
    if (this.strategy.optimizerStateIsSharded && checkpointBackend(this.config) === 'file') this.log('warn', 'the optimizer state is sharded: file checkpoints hold the model but not the optimizer state, so a resumed run restarts it');
    this.stopAgreement = new StopAgreement(this.strategy.worldSize);
    this.checkpointing.startTraining(this.checkpointContext(), (signal) => this.requestStop(signal), signals);
    const abort = options.signal;
    const onAbort = (): void => this.requestStop(abortReason(abort?.reason));
    this.loopHost = this.createLoopHost();
    this.training = true;
    if (abort?.aborted) onAbort();
    else abort?.addEventListener('abort', onAbort, { once: true });
    try {
      if (mode === 'epoch') await this.trainEpochs();
      else await this.trainSteps();
      this.profiler.finish();
      this.discardPartialWindow();
      await this.checkpoint(true);
      // The final checkpoint and results are on disk when train() resolves, whatever the save
      // mode; their flushes overlap.
      await Promise.all([this.checkpointManager.wait(), this.writeResults(true)]);
    } finally {
      this.training = false;
      abort?.removeEventListener('abort', onAbort);
      this.profiler.finish();
      if (this.stopRequested) this.stopReason ??= 'stopRequested was set';
      await this.checkpointing.endTraining(this.checkpointContext(), this.checkpointManager, this.state.globalStep, this.state.epoch, this.stopReason);
    }
    await this.profiler.flush();
    await this.logger.flush();
    const end = { reason: this.stopReason, signal: this.checkpointing.interrupted, earlyStopped: this.earlyStopped };
    return trainSummary(end, this.state, this.checkpointing.lastSaved, this.telemetry.runThroughput());
  }

  /**
   * Asks the training in progress to stop: after the current micro-step (on every rank of a
   * distributed run, at the next optimizer step, as for a stop signal), a checkpoint is saved
   * and `train()` resolves with status `interrupted` and this reason. Only the first stop's
   * reason is kept. Outside `train()` it does nothing.
   *
   * @returns whether a training was in progress
   */
  stop(reason = 'stop() was called'): boolean {
    if (!this.training) return false;
    this.requestStop(reason);
    return true;
  }

  /**
   * The epoch loop ({@link runEpochs}).
   *
   * Called when: by {@link train} when `config.epochs` is set, after setup and restore.
   * Preconditions: `state.epoch` epochs are done (0, or more after a resume).
   * Side effects: for each remaining epoch, {@link trainEpoch} on every train split, then
   * {@link evaluateEpoch} on every evaluation split; `state.epoch` advances; the result is
   * appended and written; epoch-interval and metric-driven schedulers step; a checkpoint is
   * offered; early stopping ends the loop after `patience` epochs without a better score.
   * Do not: evaluate or checkpoint from {@link trainEpoch} as well.
   */
  protected async trainEpochs(): Promise<void> {
    await runEpochs(this.hostForLoops(), this.config.epochs!);
  }

  /**
   * One pass over a train split, from the loader's position (a resumed run continues
   * mid-epoch).
   *
   * Called when: by {@link trainEpochs}, once per train split and epoch.
   * Returns: the split's mean step loss and its metrics over the pass.
   * Side effects: one {@link StepHooks.trainMicroStep | trainMicroStep} per batch ({@link trainPass}); the last window of the pass is
   * flushed even when shorter than `accumSteps` (its gradients scaled by 1/r); the loader
   * moves to its next epoch at the end of the pass.
   * Do not: call it in step mode; the step loop draws batches itself.
   */
  protected async trainEpoch(split: string): Promise<Record<string, number>> {
    return trainPass(this.hostForLoops(), split);
  }

  /**
   * The step loop ({@link runSteps}).
   *
   * Called when: by {@link train} when `config.steps` is set, after setup and restore.
   * Side effects: takes optimizer steps until `state.globalStep` reaches `steps`, drawing one
   * micro-batch at a time round-robin over the train splits (by `state.microStep`, so a
   * resumed run continues the rotation); a loader that runs out starts its next epoch, and
   * the first train split's passes advance `state.epoch`. Every `evaluateInterval` steps and
   * at the end an evaluation round (at most `evaluateSteps` batches per split) appends a
   * result; the training iterators resume after it where they were. After every optimizer
   * step a checkpoint is offered; early stopping ends the loop.
   */
  protected async trainSteps(): Promise<void> {
    await runSteps(this.hostForLoops(), { steps: this.config.steps!, evaluateInterval: this.evaluateInterval, evaluateSteps: this.config.evaluateSteps });
  }

  /** Step mode: evaluation every this many optimizer steps (`config.evaluateInterval`, default `max(steps / 20, 1)`). */
  get evaluateInterval(): number {
    return this.config.evaluateInterval ?? Math.max(Math.floor((this.config.steps ?? 20) / 20), 1);
  }

  /** The loops' view of this run ({@link LoopHost}); built by `train()` after setup. */
  private hostForLoops(): LoopHost {
    return (this.loopHost ??= this.createLoopHost());
  }

  /**
   * The {@link LoopHost} the loops run on: each member calls this runner's own (overridable)
   * method, and the profiler observes it when `config.profile` is set.
   */
  private createLoopHost(): LoopHost {
    this.directParts = undefined;
    const host: LoopHost = {
      state: this.state,
      trainSplits: this.trainSplits,
      evaluationSplits: this.evaluationSplits,
      openPass: (split) => this.openTrainPass(split),
      drawBatch: (split) => this.drawTrainBatch(split),
      leftOut: (split, batch) => this.leftOut(split, batch),
      startTrainPeriod: (splits) => this.startTrainPeriod(splits),
      windowPending: () => this.accumulator.pending,
      closesWindow: (last) => this.accumulator.closesWindow(last),
      microStep: this.stepsDirectly() ? (batch, split) => this.directStep(batch, split) : (batch, split, closesWindow) => this.trainMicroStep(batch, split, closesWindow),
      finishWindow: (split) => this.finishWindow(split),
      trainEpoch: (split) => this.trainEpoch(split),
      passScores: (split) => this.passScores(split),
      evaluate: (split, maxBatches) => this.evaluateEpoch(split, maxBatches),
      phase: <T>(_name: LoopPhase, run: () => Promise<T>) => run(),
      record: (entry, mode) => this.recordResult(entry, mode),
      checkpoint: () => this.checkpoint(false),
      stopRequested: () => this.stopRequested,
      stopEarly: (unit) => this.stopEarly(unit),
      restartPending: () => this.pendingRollback !== null,
      restart: () => this.rollBack(),
      yield: () => this.maybeYield(),
    };
    return this.config.profile ? profiledLoopHost(host, this.profiler) : host;
  }

  /** Epoch mode: a pass over `split` from its loader's position, with the model in training mode and the split's meters started. */
  private openTrainPass(split: string): TrainPass {
    const loader = this.loader(split);
    this.model.train();
    this.currentSplit = split;
    this.metricsFor(split).reset();
    this.telemetry.startPeriod();
    return openPass(loader, (batch) => this.toDevice(batch));
  }

  /** Step mode: the next batch of `split`, on the device. */
  private async drawTrainBatch(split: string): Promise<unknown> {
    // The open iterator's result is awaited here rather than through a `then`: one microtask and no closure a step.
    const drawn = this.trainIterators.from(split, await this.trainIterators.next(split));
    const batch = this.toDevice(drawn instanceof Promise ? await drawn : drawn);
    this.currentSplit = split;
    return batch;
  }

  private startTrainPeriod(splits: readonly string[]): void {
    this.model.train();
    this.telemetry.startPeriod();
    for (const s of splits) this.metricsFor(s).reset();
  }

  private async passScores(split: string): Promise<Record<string, number>> {
    return { loss: this.telemetry.periodLoss, ...(await this.trainMetricValues(split)) };
  }

  private recordResult(entry: ResultEntry, mode: 'epoch' | 'step'): void {
    this.appendResult(entry);
    this.logEpoch(entry.scores);
    scheduleAfterEvaluation(this.scheduler, this.config, mode, () => this.latestResult!.scores, () => `${this.scoreSplit}.${this.scoreName}`);
  }

  private stopEarly(unit: 'epochs' | 'evaluations'): boolean {
    if (!this.shouldStopEarly()) return false;
    this.earlyStopped = true;
    this.log('info', `early stopping: no better ${this.scoreSplit}.${this.scoreName} for ${this.config.patience} ${unit}`);
    return true;
  }

  /** `nonfinite.action: rollback` ({@link rollBack}): back to the last checkpoint, leaving out the batches of the skipped steps. */
  private rollBack(): Promise<void> {
    const batches = this.pendingRollback!;
    this.pendingRollback = null;
    return rollBack(
      {
        state: this.state,
        config: this.config,
        reload: async () => {
          await this.checkpointManager.wait();
          return this.checkpointing.rollBack(this.checkpointContext(), this.restoreTarget());
        },
        startOver: () => {
          this.skipLimit.reset();
          this.strategy.zeroGrad(this.optimizer);
          this.windowSamples = 0;
          this.telemetry.startPeriod();
          for (const s of this.trainSplits) this.metricsFor(s).reset();
        },
        warn: (text) => this.log('warn', text),
        scalars: (values) => this.logger.scalars('train', this.state.globalStep, values),
      },
      batches,
    );
  }

  /**
   * Creates a runner of the class it is called on for inference: built from the config stored
   * in the checkpoint (with `overrides` merged over it) by the class's own constructor, its
   * model loaded with the checkpoint's weights (strictly) and in eval mode. Only the model, the
   * config and the run's state are read (`readCheckpoint(path, { only: 'model' })`): no
   * optimizer state, and the runner is not set up (no optimizer, workspace or loaders are
   * built). Call `runner.model.forward` under `torch.noGrad` (or `torch.inferenceMode`).
   *
   * @example const runner = await MnistRunner.loadForInference('runs/mnist/…/checkpoints/best.pth');
   * @throws Error naming the file when it is not a runner checkpoint with model weights and a config, or when the weights do not fit the model
   */
  static async loadForInference<T extends TorchRunner>(this: new (config: RunnerConfigInput) => T, path: string, overrides: RunnerConfigInput = {}): Promise<T> {
    const payload = readCheckpoint(path, { only: 'model' });
    try {
      if (payload.runner === null || typeof payload.runner !== 'object') {
        throw new Error(`Cannot load '${path}' for inference: it holds no config ('runner'); construct the runner with its config and load the weights with runner.model.loadStateDict(readCheckpoint(path, { only: 'model' }).model)`);
      }
      const config = deepMerge(payload.runner as Record<string, unknown>, overrides as Record<string, unknown>);
      const runner = new this(config as RunnerConfigInput);
      try {
        runner.model.loadStateDict(withAliases(payload.model, parameterAliases(runner.model)));
      } catch (err) {
        throw new Error(`Cannot load '${path}' for inference: ${(err as Error).message}`, { cause: err });
      }
      runner.model.eval();
      return runner;
    } finally {
      disposeTree(payload);
    }
  }

  /**
   * Creates a runner of the class it is called on from a checkpoint: the config stored in the
   * file (with `overrides` merged over it), set up and restored, ready to `train()` on.
   *
   * @example const runner = await MnistRunner.fromCheckpoint('runs/mnist/…/checkpoints/latest.pth');
   * @throws Error naming the file when it is not a readable runner checkpoint, or the
   *   changes `overrides` make that alter the run (accept them with `allowConfigChange`)
   */
  static async fromCheckpoint<T extends TorchRunner>(this: new (config: RunnerConfigInput) => T, path: string, overrides: RunnerConfigInput = {}): Promise<T> {
    const payload = readCheckpoint(path);
    let runner: T | undefined;
    try {
      if (payload.runner === null || typeof payload.runner !== 'object') {
        throw new Error(`Cannot create a runner from '${path}': it holds no config ('runner'); construct the runner with its config and call loadCheckpoint(path)`);
      }
      const config = deepMerge(deepMerge(payload.runner as Record<string, unknown>, overrides as Record<string, unknown>), { resume: path });
      runner = new this(config as RunnerConfigInput);
      runner.checkpointing.preloaded = { path, payload };
      await runner.setup();
      return runner;
    } catch (err) {
      disposeTree(payload);
      await runner?.close();
      throw err;
    }
  }

  /**
   * Creates a runner of the class it is called on with `config`, its model initialised from
   * pretrained weights (`.pth` state dict, a runner checkpoint's `model`, `.safetensors`, or
   * the model part of a sharded checkpoint: its checkpoints directory, a pointer file or a
   * save directory, read whole whatever topology wrote it), set up and ready. `resume`/`autoResume` in `config` still take precedence.
   *
   * @param options.strict - fail on missing, unexpected or mis-shaped keys (default true)
   * @param options.keyMap - rename keys by prefix, e.g. `{ 'module.': '' }`
   */
  static async fromPretrained<T extends TorchRunner>(
    this: new (config: RunnerConfigInput) => T,
    config: RunnerConfig | RunnerConfigInput,
    path: string,
    options: PretrainedOptions = {},
  ): Promise<T> {
    const runner = new this({ ...(config as RunnerConfigInput), pretrained: path });
    runner.checkpointing.pretrainedOptions = options;
    try {
      await runner.setup();
    } catch (err) {
      await runner.close();
      throw err;
    }
    return runner;
  }

  // ---- close ----

  protected async release(): Promise<void> {
    await this.checkpointing.close(this.state.globalStep, this.state.epoch);
    await this.trainIterators.close();
    await this.checkpointManager.close();
    await this.resultsFile?.idle();
    await this.logger.close();
    await this.strategy?.close();
  }
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

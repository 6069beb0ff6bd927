import { NoopCheckpointManager, type CheckpointManager, type CheckpointPoint } from '../checkpoints/manager.js';
import type { PretrainedOptions, PretrainedReport } from '../checkpoints/pretrained.js';
import { readCheckpoint } from '../checkpoints/read.js';
import { optimizerParamNames } from '../checkpoints/sharded/param-names.js';
import { disposeTree } from '../checkpoints/tree.js';
import { checkpointComponents } from '../checkpoints/components.js';
import { CHECKPOINT_COMPONENTS, deepMerge, maxConsecutiveSkips, type CheckpointComponent, type RunnerConfig, type RunnerConfigInput } from '../config/index.js';
import type { DataLoader } from '../data/index.js';
import { disposeTensors, mapTensors, tensorsIn } from '../data/tensors.js';
import { parameterAliases, withAliases } from '../distributed/tied-parameters.js';
import type { OptimizerParameter, ParallelStrategy } from '../distributed/strategy.js';
import { createRunLoggers } from '../logging/create-run-loggers.js';
import type { RunLogger } from '../logging/logger.js';
import { type ResultEntry, type Scores } from '../logging/results-writer.js';
import { createMetric } from '../metrics/create-metric.js';
import type { Metric } from '../metrics/metric.js';
import { inferenceMode, noGrad } from '../torch/autograd.js';
import { autocast } from '../torch/autocast.js';
import { Module } from '../torch/nn/index.js';
import type { Optimizer } from '../torch/optim/index.js';
import { type Scheduler } from '../torch/optim/lr-scheduler/index.js';
import { native } from '../torch/native.js';
import { manualSeed } from '../torch/random.js';
import { scope } from '../torch/scope.js';
import { Tensor } from '../torch/tensor.js';
import { readGitInfoAsync, type Workspace } from '../workspace/index.js';
import { GradientAccumulator, type AccumulationWindow } from './step/accumulation.js';
import { BaseRunner, type InferOptions } from './base-runner.js';
import { batchSamples, splitBatch } from './step/batch.js';
import { ModelEma } from './step/ema.js';
import { GradScaler } from './step/grad-scaler.js';
import { DeepSpeedLossScaler } from './step/deepspeed-loss-scaler.js';
import { checkDeepSpeedRun } from './setup/deepspeed-run-checks.js';
import { applyActivationCheckpointing } from './parallel/activation-checkpointing.js';
import { MetricSet, type MetricSpec } from './outputs/metric-set.js';
import { buildOptimizer } from './setup/optimizer-factory.js';
import { stepOptimizer, type OptimizerStepOutcome, type OptimizerStepParts, type OptimizerStepResult } from './step/optimizer-step.js';
import { memoryReport, type MemoryReport } from './outputs/memory-report.js';
import { strategyForStack } from './setup/stack-strategy.js';
import { evalModeBatches, evaluatePass, withWholeParameters, type EvaluationRun } from './loop/evaluation.js';
import { buildLoaders, knownLength, scheduleLength, type DataLoaderSplits, type DatasetSplits } from './setup/loaders.js';
import { buildScheduler } from './setup/scheduler-factory.js';
import { RunCheckpointing } from './checkpointing/run-checkpointing.js';
import { checkpointBackend, type CheckpointingContext, type WindowStart } from './checkpointing/context.js';
import { RunResultsFile } from './outputs/results-file.js';
import { StopAgreement } from './loop/stop.js';
import { UsageError } from '../errors/usage-error.js';
import { guardEarlierAttempt } from './checkpointing/earlier-attempt.js';
import { checkCriterion, missingOptimizer } from './setup/setup-checks.js';
import { readStepOutput, type StepOutput } from './step/step-output.js';
import { abortReason, type TrainOptions } from './loop/stop.js';
import { trainSummary, type TrainSummary } from './outputs/train-summary.js';
import { checkNothingWritten } from './setup/setup-checks.js';
import { defaultLogInterval, evaluationLine, progressDone, progressPhase, progressTotal, trainLogValues } from './outputs/train-log.js';
import { TrainTelemetry } from './outputs/telemetry.js';
import { runFlops } from './outputs/run-flops.js';
import { hasFlopsPerToken } from '../metrics/flops.js';
import { checkConfigNames, checkSynchronousSteps, checkTrainSplitsNotEmpty } from './setup/setup-checks.js';
import { SKIP_SUMMARY, SkipLimit } from './step/skip-limit.js';
import { updateOrder } from './step/step-as-copied.js';
import { rankFacts } from './setup/setup-checks.js';
import { materializeMetaModel, metaModelNotLoaded } from './setup/meta-model.js';
import { createProfiler, StepProfiler } from './profiler/index.js';
import { ConfigSnapshot, loadRunnerPayload, runnerStateDict, type RunnerParts } from './state/runner-payload.js';
import { scheduleAfterEvaluation, scheduleAfterPass, scheduleAfterStep } from './step/schedule-steps.js';
import { runEpochs, trainPass } from './loop/epoch-loop.js';
import type { LoopHost, LoopPhase, TrainPass } from './loop/loop-host.js';
import { profiledLoopHost } from './loop/profiled-host.js';
import { runSteps } from './loop/step-loop.js';
import { openPass, TrainBatches } from './loop/train-batches.js';
import { rollBack } from './step/rollback.js';

/** A loss: a module (`new nn.CrossEntropyLoss()`) or a function of the output and the target. */
export type Criterion = Module | ((output: any, target: any) => Tensor);

const ALL_COMPONENTS: ReadonlySet<CheckpointComponent> = new Set(CHECKPOINT_COMPONENTS);

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

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
 */
export class TorchRunner extends BaseRunner {
  /** The model. Assign it in the constructor. */
  model!: Module;
  /** The loss used by the default {@link trainStep} and {@link evaluateStep}. */
  criterion: Criterion | undefined;
  /** Datasets by split; loaders are built from them at setup. */
  datasets: DatasetSplits = {};
  /** Data loaders by split; assign them instead of `datasets` to build them yourself. */
  dataloaders: DataLoaderSplits = {};
  /** Metrics by name (`['accuracy']`) or as {@link Metric} objects; computed on every split. */
  metrics: MetricSpec[] = [];
  /**
   * Also compute {@link metrics} on the training splits (reported in each result). Each
   * update is a few native operations and a host read per micro-step (about 0.1 ms for
   * accuracy): switch it off when the training metrics are not worth that.
   */
  metricsOnTrain = true;
  /** The optimizer: built from `config.optim` at setup unless assigned in the constructor; reading it when there is none throws. */
  get optimizer(): Optimizer<any> {
    return this.optimizerOrUndefined ?? missingOptimizer(this.constructor.name, this.isSetUp);
  }
  set optimizer(value: Optimizer<any> | undefined) {
    this.optimizerOrUndefined = value;
  }
  optimizerOrUndefined: Optimizer<any> | undefined; // the optimizer, or undefined while there is none
  /** The lr scheduler; built from `config.sched` at setup unless assigned. */
  scheduler: Scheduler | undefined;
  /** The moving average of the weights when `config.ema` is set (built at setup). */
  ema: ModelEma | undefined;
  /** The float16 loss scaler when `precision` is `fp16` (built at setup). */
  scaler: GradScaler | undefined;
  /** How the run spreads over processes (built at setup by {@link createStrategy}). */
  strategy!: ParallelStrategy;
  /** Where checkpoints go (built at setup by {@link createCheckpointManager}). */
  checkpointManager: CheckpointManager = new NoopCheckpointManager();
  /**
   * The device the model and batches go to: assign it in the constructor, or leave it unset
   * for `cuda:<local rank>` when libtorch has CUDA, else `cpu`.
   */
  device: string | undefined;
  /** Resume, pretrained weights, graceful stop and heartbeat (see {@link RunCheckpointing}). */
  protected readonly checkpointing = new RunCheckpointing();

  /** The accumulation state machine of the training loop. */
  protected readonly accumulator: GradientAccumulator;
  /** Training meters (loss, step time, throughput). */
  protected readonly telemetry = new TrainTelemetry();
  /** Records the `config.profile` window of steps as a Chrome trace (built at setup). */
  protected profiler = new StepProfiler();
  /**
   * Longest time in ms the loops run without letting the event loop serve timers, signals
   * and I/O (progress output, log and checkpoint writes). 0 yields after every step.
   */
  protected yieldIntervalMs = 5;
  /** Set to stop the loop after the current micro-step (for example by a signal handler). */
  protected stopRequested = false;
  /** Why training stops before the end of its budget (see `TrainSummary.reason`), or null. */
  private stopReason: string | null = null;
  private earlyStopped = false;
  private training = false;
  private stopAgreement = new StopAgreement(1);
  private readonly metricSets = new Map<string, MetricSet>();
  private inTrainStep = false;
  /** The split the loop is working on. */
  protected currentSplit = 'train';
  private lastYield = performance.now();
  /** Step mode's open iterators over the train splits. */
  private readonly trainIterators = new TrainBatches({
    loader: (split) => this.loader(split),
    leftOut: (split, batch) => this.leftOut(split, batch),
    passEnded: (split) => {
      if (split === this.trainSplits[0]) this.onTrainPassEnd();
    },
  });
  protected windowSamples = 0;
  private readonly skipLimit: SkipLimit;
  /** The optimizer step's settings: `skipNonfiniteGrad` is on when non-finite steps roll back. */
  private readonly stepConfig: RunnerConfig;
  /** Batches of the skipped steps that called for a rollback, until the loop performs it. */
  private pendingRollback: string[] | null = null;
  /** The frozen copy of the config saved with the last checkpoint. */
  private readonly configTree = new ConfigSnapshot();

  constructor(config: RunnerConfig | RunnerConfigInput) {
    super(config);
    this.accumulator = new GradientAccumulator(this.config.accumSteps);
    const nonfinite = this.config.nonfinite;
    this.skipLimit = new SkipLimit({ maxConsecutive: maxConsecutiveSkips(this.config), action: nonfinite.action });
    this.stepConfig = { ...this.config, skipNonfiniteGrad: this.config.skipNonfiniteGrad || nonfinite.action === 'rollback' };
    manualSeed(this.config.seed);
  }

  // ---- splits ----

  /** Splits that train: names starting with `train`, in the order given. */
  get trainSplits(): string[] {
    return this.splitNames().filter((s) => s.startsWith('train'));
  }

  /** Splits evaluated during training: every other split. */
  get evaluationSplits(): string[] {
    return this.splitNames().filter((s) => !s.startsWith('train'));
  }

  private splitNames(): string[] {
    const names = Object.keys(this.dataloaders);
    for (const s of Object.keys(this.datasets)) if (!names.includes(s)) names.push(s);
    return names;
  }

  // ---- setup ----

  protected async build(): Promise<void> {
    if (!(this.model instanceof Module)) {
      throw new Error(`${this.constructor.name}: assign this.model (an nn.Module) in the constructor before setup(), train() or evaluate()`);
    }
    this.strategy = this.createStrategy();
    this.device ??= cudaAvailable() ? `cuda:${this.strategy.localRank}` : 'cpu';
    const metaBuilt = materializeMetaModel(this.model, this.device);
    if (this.device !== 'cpu') this.model.to(this.device);
    this.dataloaders = buildLoaders(this.datasets, this.dataloaders, this.config, { rank: this.strategy.roles.data.rank, worldSize: this.strategy.roles.data.size });
    if (Object.keys(this.dataloaders).length === 0) {
      throw new Error(`${this.constructor.name}: no data; assign this.datasets = { train: ..., val: ... } (or this.dataloaders) in the constructor`);
    }
    const defaultStep = this.trainStep === TorchRunner.prototype.trainStep && this.supervisedStep === TorchRunner.prototype.supervisedStep;
    checkCriterion({ runner: this.constructor.name, hasCriterion: !!this.criterion, trains: this.trainSplits.length > 0 && (!!this.optimizerOrUndefined || !!this.config.optim), defaultTrainStep: defaultStep });
    checkSynchronousSteps(this, ['trainStep', 'evaluateStep', 'inferStep']);
    checkConfigNames(this.config, { splits: this.splitNames(), scoreNames: this.knownScoreNames() });
    await this.strategy.agree?.(rankFacts(this.config, this.model));
    if (this.config.stack === 'deepspeed' && this.config.deepspeed?.activationCheckpointing) {
      const names = applyActivationCheckpointing(this.model, this.config.deepspeed.activationCheckpointing);
      if (names.length === 0) throw new Error('deepspeed.activationCheckpointing: no module was selected; name the modules to checkpoint');
    }
    await this.strategy.prepare(this.model);
    if (!this.optimizerOrUndefined && this.config.optim) this.optimizer = this.buildOptimizer(this.strategy.optimizerParameters());
    if (!this.scheduler && this.config.sched) {
      if (!this.optimizerOrUndefined) throw new Error('config.sched is set but there is no optimizer: set config.optim or assign this.optimizer');
      this.scheduler = buildScheduler(this.optimizer, this.config.sched, scheduleLength(this.config, this.trainSplits.map((s) => this.dataloaders[s]!)));
    }
    this.workspace = await this.agreedWorkspace();
    // Its warnings wait for the loggers, which need the initialized workspace.
    const earlier: string[] = [];
    if (this.config.workspace) await guardEarlierAttempt(this.config, this.workspace.dir, this.workspace.checkpointsDir, this.strategy.isMain, (m) => earlier.push(m), this.workspace.timestamp);
    else checkNothingWritten(this.config);
    this.workspace.initialize();
    this.logger = this.createLogger();
    for (const m of earlier) this.log('warn', m);
    const dsSummary = checkDeepSpeedRun(this.config, this.device, this.strategy.roles.data.size);
    if (dsSummary) this.log('info', dsSummary);
    this.profiler = createProfiler(this.config, { dir: this.workspace.dir, timestamp: this.workspace.timestamp, rank: this.strategy.rank, worldSize: this.strategy.worldSize }, (m) => this.log('warn', m));
    if (this.config.ema) this.ema = new ModelEma(this.model, this.config.ema);
    this.setupPrecision();
    this.checkpointManager = this.createCheckpointManager();
    await this.restore();
    if (metaBuilt && !this.checkpointing.modelRestored) throw metaModelNotLoaded(this.constructor.name);
  }

  /**
   * The workspace, with rank 0's attempt timestamp on every rank (so each rank's files share one
   * name). Git is read once, off the JS thread.
   */
  private async agreedWorkspace(): Promise<Workspace> {
    const git = await readGitInfoAsync();
    const workspace = this.createWorkspace(this.strategy.isMain, undefined, git);
    const agreed = await this.strategy.textOfRank0?.(workspace.timestamp);
    return agreed === undefined || agreed === workspace.timestamp ? workspace : this.createWorkspace(this.strategy.isMain, agreed, git);
  }

  /**
   * Creates the strategy that spreads the run over processes.
   *
   * Called when: once, at the start of {@link setup}.
   * Returns: the strategy `config.stack` asks for when the run spans several processes
   * (launched as several, or a joined group of several): `torch` a {@link DataParallelStrategy},
   * `deepspeed` a `ShardedDataParallelStrategy` with the `deepspeed` section's ZeRO stage;
   * else a {@link LocalStrategy}. `parallel` is refused until ParallelRunner exists.
   * Side effects: none; `prepare(model)` is called later in setup.
   */
  protected createStrategy(): ParallelStrategy {
    return strategyForStack(this.config);
  }

  /**
   * Builds the optimizer `config.optim` describes.
   *
   * Called when: once in setup, after the strategy prepared the model, when `config.optim` is
   * set and no optimizer is assigned.
   * Returns: the optimizer over `parameters`, the tensors the strategy says the optimizer
   * steps (this rank's shards where they are sharded), grouped by `optim.paramGroups`.
   * Throws: for `lbfgs`, or when there is nothing to train.
   */
  protected buildOptimizer(parameters: readonly OptimizerParameter[]): Optimizer<any> {
    return buildOptimizer(parameters, this.config.optim!);
  }

  /** Bytes of parameters, gradients (at their largest since the last report when sharded) and optimizer state this rank holds. */
  memoryReport(): MemoryReport {
    return memoryReport(this.strategy, this.model, this.optimizerOrUndefined);
  }

  /**
   * Creates the checkpoint manager.
   *
   * Called when: once during {@link setup}, after the workspace and the strategy exist.
   * Returns: a {@link NoopCheckpointManager} by default (nothing is written).
   * Do not: write files from here; the manager writes when `save` is called.
   */
  protected createCheckpointManager(): CheckpointManager {
    return this.checkpointing.createManager(this.checkpointContext());
  }

  /**
   * Creates the loggers of this process.
   *
   * Called when: once during {@link setup}, after the workspace is initialized.
   * Returns: the loggers `config.logging` asks for (console with a live progress bar on a
   * terminal, the log file, TensorBoard) on the main process; warnings only elsewhere.
   */
  protected createLogger(): RunLogger {
    const logging = this.config.logging;
    return createRunLoggers({
      runDir: this.workspace.dir,
      timestamp: this.workspace.timestamp,
      // workspace: false writes no file: the console (if on) is the only logger.
      logging: this.config.workspace ? logging : { ...logging, file: false, tensorboard: false },
      isMain: this.strategy.isMain,
      rank: this.strategy.rank,
    });
  }

  /**
   * Restores state before training starts (`resume`, `autoResume`, `pretrained`).
   *
   * Called when: last in {@link setup}, with model, optimizer, scheduler, loaders, EMA and
   * checkpoint manager built.
   * Side effects: may load a checkpoint through {@link loadStateDict}.
   * Default: `resume` (a checkpoint path) > `autoResume` (this run directory's latest
   * readable checkpoint) > `pretrained` (weights only); a resumed config is checked against
   * the checkpoint's (`allowConfigChange` accepts changes).
   */
  protected async restore(): Promise<void> {
    await this.checkpointing.restore(this.checkpointContext(), this.restoreTarget());
  }

  private setupPrecision(): void {
    const precision = this.config.precision;
    if (precision === 'fp16') {
      if (!this.deviceType.startsWith('cuda')) {
        throw new UsageError(
          `precision fp16 needs a CUDA device (float16 autocast and the gradient scaler run there); the model is on ${this.device}. On CPU use precision bf16, which needs no scaler`,
        );
      }
      const dsScale = this.config.stack === 'deepspeed' ? this.config.deepspeed?.lossScale : undefined;
      this.scaler = dsScale ? new DeepSpeedLossScaler(this.device!, dsScale) : new GradScaler(this.device!);
    }
  }

  /** Runs `fn` under the configured precision: autocast for `bf16`/`fp16`, as is for `fp32`. */
  protected withPrecision<T>(fn: () => T): T {
    const precision = this.config.precision;
    if (precision === 'fp32') return fn();
    return autocast(this.deviceType, { dtype: precision === 'bf16' ? 'bfloat16' : 'float16' }, fn);
  }

  /** `cuda` or `cpu`: the device's type. */
  protected get deviceType(): 'cuda' | 'cpu' {
    return this.device?.startsWith('cuda') ? 'cuda' : 'cpu';
  }

  /**
   * Moves a batch's tensors to {@link device}.
   *
   * Called when: by the loops, on every batch before the step.
   * Returns: the batch itself on CPU; elsewhere a copy of its structure with moved tensors
   * (the originals are disposed).
   */
  protected toDevice(batch: unknown): unknown {
    if (this.deviceType === 'cpu') return batch;
    const device = this.device!;
    const moved = mapTensors(batch, (t) => t.to(device));
    disposeTensors(batch, new Set(tensorsIn(moved)));
    return moved;
  }

  // ---- metrics ----

  /** Turns a metric name into a metric (`accuracy`, `top5`, `f1`, `mse`, …); override to add your own names. */
  protected createMetric(name: string): Metric {
    return createMetric(name);
  }

  /** The metrics of `split` (created on first use). */
  protected metricsFor(split: string): MetricSet {
    let set = this.metricSets.get(split);
    if (!set) {
      set = MetricSet.from(this.metrics, (n) => this.createMetric(n));
      this.metricSets.set(split, set);
    }
    return set;
  }

  /**
   * The names a split's scores carry, which `scoreName` and `sched.monitor` are checked against
   * at setup: `loss` and the metrics' names. Override when an overridden evaluation adds others.
   */
  protected knownScoreNames(): string[] {
    return ['loss', ...MetricSet.from(this.metrics, (n) => this.createMetric(n)).group.names];
  }

  /** Adds a batch's output and target to the current split's metrics (the default steps call it). */
  protected updateMetrics(output: unknown, target: unknown): void {
    if (this.metrics.length === 0 || !(output instanceof Tensor) || !(target instanceof Tensor)) return;
    if (!this.metricsOnTrain && this.inTrainStep) return;
    const set = this.metricsFor(this.currentSplit);
    noGrad(() => set.update(output.detach(), target));
  }

  private async trainMetricValues(split: string): Promise<Record<string, number>> {
    return this.metricsOnTrain ? this.metricsFor(split).compute(this.strategy) : {};
  }

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
   * The loss of `output` against `target` with {@link criterion}.
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
   * Called when: once per batch in {@link infer}, under inference mode, autocast and eval mode.
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

  private requestStop(reason: string): void {
    this.stopReason ??= reason;
    this.stopRequested ||= this.stopAgreement.request();
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
   * Side effects: one {@link trainMicroStep} per batch ({@link trainPass}); the last window of the pass is
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
  private loopHost: LoopHost | undefined;

  /**
   * The {@link LoopHost} the loops run on: each member calls this runner's own (overridable)
   * method, and the profiler observes it when `config.profile` is set.
   */
  private createLoopHost(): LoopHost {
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
      microStep: (batch, split, closesWindow) => this.trainMicroStep(batch, split, closesWindow),
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

  /**
   * Whether the batch just drawn from `split` is one a rollback left out (then it is
   * disposed); otherwise, where a rollback may need its name, it is noted as a batch of the
   * window in progress.
   */
  private leftOut(split: string, batch: unknown): boolean {
    if (this.state.skippedBatches.length === 0 && this.config.nonfinite.action !== 'rollback') return false;
    const loader = this.loader(split);
    const id = `${split}:${loader.epoch}:${loader.batchesYielded - 1}`;
    if (!this.state.skippedBatches.includes(id)) {
      this.skipLimit.batchDrawn(id);
      return false;
    }
    disposeTensors(batch);
    this.log('info', `batch ${id} left out (a rollback found it gave non-finite steps)`);
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

  /** Step mode: a pass over the first train split ended. */
  private onTrainPassEnd(): void {
    this.state.epoch += 1;
    scheduleAfterPass(this.scheduler, this.config);
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

  private endMicroStep(split: string, closesWindow: boolean): Promise<void> | void {
    this.state.microStep += 1;
    return closesWindow ? this.finishWindow(split) : undefined;
  }

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
    const synced = this.profiler.spanAsync('finishGradientSync', 'collective', () => this.strategy.finishGradientSync());
    return synced ? synced.then(() => this.stepWindow()) : this.stepWindow();
  }

  private stepWindow(): Promise<void> | void {
    const window = this.accumulator.close();
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
        checkpoints: this.checkpointManager,
        trace: this.profiler.recording ? this.traceStep : undefined,
      },
      window,
    );
    return outcome instanceof Promise ? outcome.then((o) => this.countStep(o)) : this.countStep(outcome);
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
    scheduleAfterStep(this.scheduler, this.config);
    this.ema?.update(this.state.globalStep);
    if (this.runEvents.listens('step')) {
      const lr = this.optimizerOrUndefined?.paramGroups[0]?.lr;
      const event = { step: this.state.globalStep, epoch: this.state.epoch, split: this.currentSplit, loss };
      this.runEvents.emit('step', lr === undefined ? event : { ...event, lr });
    }
    return outcome;
  }

  // ---- evaluation and inference ----

  /**
   * Evaluates `splits` (default every evaluation split) under inference mode.
   *
   * @returns scores per split: `loss` and each metric
   */
  async evaluate(splits?: string[]): Promise<Scores> {
    await this.setup();
    const out: Scores = {};
    for (const split of splits ?? this.evaluationSplits) out[split] = await this.evaluateEpoch(split);
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
  protected async evaluateEpoch(split: string, maxBatches?: number): Promise<Record<string, number>> {
    const run = () => withWholeParameters(this.strategy, () => evaluatePass(this.evaluationHost(), split, maxBatches, maxBatches ?? knownLength(this.loader(split))));
    return this.ema ? this.ema.withAveragedWeights(run) : run();
  }

  /** What an evaluation pass needs ({@link evaluatePass}), bound to this runner. */
  private evaluationHost(): EvaluationRun {
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
  async infer(split: string, options: InferOptions = {}): Promise<unknown[] | AsyncIterableIterator<unknown>> {
    await this.setup();
    const gen = this.inferOutputs(split, options.steps);
    if (options.stream) return gen;
    const out: unknown[] = [];
    for await (const o of gen) out.push(o);
    return out;
  }

  private async *inferOutputs(split: string, maxBatches?: number): AsyncIterableIterator<unknown> {
    this.strategy.gatherFullParameters?.();
    try {
      for await (const batch of this.splitBatchesInEvalMode(split, maxBatches)) {
        yield inferenceMode(() => scope(() => this.withPrecision(() => this.inferStep(batch))));
      }
    } finally {
      this.strategy.reshardParameters?.();
    }
  }

  /**
   * A split's batches from its first, at most `maxBatches`, on the device, with the model in
   * eval mode while they are consumed. Each batch is disposed once the consumer moves on.
   */
  protected async *splitBatchesInEvalMode(split: string, maxBatches?: number): AsyncIterableIterator<unknown> {
    yield* evalModeBatches(this.loader(split), this.model, (batch) => this.toDevice(batch), maxBatches);
  }

  // ---- checkpoints ----

  /**
   * The checkpoint payload: `runner` (the config as a plain object, frozen), `state`, `model`, `ema`,
   * `optimizer`, `scheduler`, `scaler`, `dataloaders` (loader state per split) and `results`,
   * in PyTorch's state-dict layouts; `ema`, `scheduler` and `scaler` only when present.
   *
   * @param components - the components to include (default every one; see
   *   `checkpoint.components`): `model` gives `model` and `ema`, `optimizer` gives `optimizer`
   *   and `scaler`, `scheduler` gives `scheduler`, `trainer` the counters in `state` and
   *   `results`, `dataset` gives `dataloaders`, `rng` the generator state in `state`. A payload
   *   with fewer than all carries their names under `components`, the marker that makes a
   *   payload without `model` a valid checkpoint.
   */
  stateDict(components: ReadonlySet<CheckpointComponent> = ALL_COMPONENTS): Record<string, unknown> {
    return runnerStateDict(this.payloadParts, components, this.configTree.of(this.config));
  }

  /**
   * Restores a {@link stateDict} payload in the order model → EMA → optimizer → scheduler →
   * data loaders → runner state and RNG. Parts the payload lacks are left as they are. Every
   * part is checked before the model and optimizer change, and a part that fails to load
   * rolls back the others, so a failed load leaves the runner as it was.
   *
   * @throws Error naming the part that failed to load
   */
  loadStateDict(payload: Record<string, any>): void {
    const results = loadRunnerPayload(this.payloadParts, payload);
    if (results) this.results = results;
    this.trainIterators.clear();
    this.accumulator.reset();
  }

  /** The parts a checkpoint payload holds. */
  private get payloadParts(): RunnerParts {
    return {
      config: this.config,
      state: this.state,
      model: this.model,
      strategy: this.strategy,
      optimizer: this.optimizerOrUndefined,
      scheduler: this.scheduler,
      ema: this.ema,
      scaler: this.scaler,
      dataloaders: this.dataloaders,
      results: this.results,
    };
  }

  /**
   * Offers the checkpoint manager a checkpoint point.
   *
   * Called when: at the end of each epoch (epoch mode), after each optimizer step and its
   * evaluation round (step mode), and with `forced` at the end of training.
   * Side effects: when the manager says the point is due (or `forced`), `save` with
   * `isBest` true when the latest result is the best so far and was measured at this step;
   * the payload ({@link stateDict}) is built only when the manager asks for it. Training goes
   * on once the payload is captured (`background`): the save's flush and renames finish
   * meanwhile, and the end of training waits for them.
   * Returns: nothing when no save is due, else the save's promise.
   */
  protected checkpoint(forced: boolean): Promise<void> | void {
    const point: CheckpointPoint = { epoch: this.state.epoch, globalStep: this.state.globalStep, mode: this.mode };
    if (!forced && !this.checkpointManager.due(point)) return;
    const latest = this.latestResult;
    const isBest = this.isBest && latest !== undefined && latest.step === this.state.globalStep;
    const components = checkpointComponents(this.config);
    const optimizer = this.optimizerOrUndefined;
    const copyOrder = this.checkpointManager.pendingCopies && optimizer ? updateOrder(optimizer) : undefined;
    // Written out rather than spread from `point`: V8 makes a new hidden class each time for an object spread and then given a new key.
    const request = { epoch: point.epoch, globalStep: point.globalStep, mode: point.mode, isBest, forced, payload: () => this.stateDict(components), copyOrder, background: true };
    return this.profiler.spanAsync('checkpoint', 'checkpoint', () => this.checkpointManager.save(request));
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

  /** Restores a full checkpoint into this runner (setting it up first), after the config-change check. */
  async loadCheckpoint(path: string): Promise<void> {
    await this.setup();
    await this.checkpointing.loadAny(this.checkpointContext(), this.restoreTarget(), path);
  }

  /** Loads model weights only; returns what matched (see {@link PretrainedReport}). */
  async loadPretrained(path: string, options: PretrainedOptions = {}): Promise<PretrainedReport> {
    await this.setup();
    return this.checkpointing.loadPretrainedAny(this.checkpointContext(), this.model, path, options);
  }

  /** The signal that stopped the last `train()`, or null when it ran to the end. */
  get interruptedBy(): string | null {
    return this.checkpointing.interrupted;
  }

  private checkpointContext(): CheckpointingContext {
    return {
      config: this.config,
      runDir: this.workspace.dir,
      checkpointsDir: this.workspace.checkpointsDir,
      isMain: this.strategy.isMain,
      worldSize: this.strategy.worldSize,
      rank: this.strategy.rank,
      axes: this.strategy.axes,
      allReduceSum: (values) => this.strategy.reduce(values, 'optimizer', 'sum'),
      paramNames: () => optimizerParamNames(this.model, this.optimizer, this.strategy.optimizerParameters()),
      log: (level, text) => this.log(level, text),
      saved: (step, path, best) => this.runEvents.emit('checkpoint', { step, path, best }),
    };
  }

  private restoreTarget() {
    return { model: this.model, optimizer: this.optimizerOrUndefined, scheduler: this.scheduler, loadStateDict: (p: Record<string, unknown>) => this.loadStateDict(p), template: () => this.stateDict() };
  }

  /**
   * After a stop inside an accumulation window: rewinds the loaders, counters and RNG to the
   * window's start and drops its gradients, so the checkpoint (and any later `train()`)
   * replays the whole window.
   */
  private discardPartialWindow(): void {
    const start = this.checkpointing.partialWindow(this.accumulator.pending);
    if (!start) return;
    this.loadStateDict({ state: start.state, dataloaders: start.dataloaders });
    const optimizer = this.optimizerOrUndefined;
    if (optimizer) this.strategy.zeroGrad(optimizer);
  }

  // ---- logging ----

  /** Log every this many optimizer steps: `config.logInterval`, else about 20 lines per run (at most every 100 steps). */
  get logInterval(): number {
    if (this.config.logInterval !== undefined) return this.config.logInterval;
    return (this.defaultLogInterval ??= defaultLogInterval(this.trainSplits.map((s) => knownLength(this.dataloaders[s]!)), this.config));
  }
  private defaultLogInterval: number | undefined;

  private logTrain(): void {
    const memory = this.config.stack === 'deepspeed' ? this.memoryReport() : undefined;
    this.logger.scalars('train', this.state.globalStep, trainLogValues(this.telemetry.takeInterval(), this.optimizerOrUndefined?.paramGroups[0]?.lr, memory));
  }

  private logEpoch(scores: Scores): void {
    const best = { split: this.scoreSplit, name: this.scoreName, score: this.latestResult?.scores[this.scoreSplit]?.[this.scoreName], isBest: this.isBest };
    this.log('info', evaluationLine(this, scores, this.trainSplits, best));
  }

  protected writeResults(final = false): Promise<void> | void {
    if (!this.strategy?.isMain || !this.workspace || !this.config.workspace || this.results.length === 0) return;
    this.resultsFile ??= new RunResultsFile(this.workspace.dir, (m) => this.log('warn', m));
    return final ? this.resultsFile.finish(this.results, this.bestIndex) : this.resultsFile.update(this.results, this.bestIndex);
  }
  private resultsFile: RunResultsFile | undefined;

  /** Lets the event loop serve timers, signals and I/O when the loop has held it for a few ms (returns nothing when it has not yet). */
  protected maybeYield(): Promise<void> | void {
    const now = performance.now();
    if (now - this.lastYield < this.yieldIntervalMs) return;
    return yieldToEventLoop().then(() => {
      this.lastYield = performance.now();
      this.profiler.add('event loop', 'runner', now, this.lastYield);
    });
  }

  private loader(split: string): DataLoader {
    const loader = this.dataloaders[split];
    if (!loader) throw new Error(`No split '${split}'; the runner has ${this.splitNames().join(', ') || 'no splits'}`);
    return loader;
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

function cudaAvailable(): boolean {
  return native.cudaAvailable() === true;
}

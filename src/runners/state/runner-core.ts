import { NoopCheckpointManager, type CheckpointManager } from '../../checkpoints/manager.js';
import { maxConsecutiveSkips, type RunnerConfig, type RunnerConfigInput } from '../../config/index.js';
import type { DataLoader } from '../../data/index.js';
import { disposeTensors, mapTensors, tensorsIn } from '../../data/tensors.js';
import type { ParallelStrategy } from '../../distributed/strategy.js';
import { type Scores } from '../../logging/results-writer.js';
import { createMetric } from '../../metrics/create-metric.js';
import type { Metric } from '../../metrics/metric.js';
import { noGrad } from '../../torch/autograd.js';
import { autocast } from '../../torch/autocast.js';
import { Module } from '../../torch/nn/index.js';
import type { Optimizer } from '../../torch/optim/index.js';
import { type Scheduler } from '../../torch/optim/lr-scheduler/index.js';
import { manualSeed } from '../../torch/random.js';
import { Tensor } from '../../torch/tensor.js';
import { GradientAccumulator } from '../step/accumulation.js';
import { BaseRunner } from '../base-runner.js';
import { ModelEma } from '../step/ema.js';
import { GradScaler } from '../step/grad-scaler.js';
import { MetricSet, type MetricSpec } from '../outputs/metric-set.js';
import { memoryReport, type MemoryReport } from '../outputs/memory-report.js';
import { knownLength, type DataLoaderSplits, type DatasetSplits } from '../setup/loaders.js';
import { RunCheckpointing } from '../checkpointing/run-checkpointing.js';
import { RunResultsFile } from '../outputs/results-file.js';
import { StopAgreement } from '../loop/stop.js';
import { missingOptimizer } from '../setup/setup-checks.js';
import { defaultLogInterval, evaluationLine, trainLogValues } from '../outputs/train-log.js';
import { TrainTelemetry } from '../outputs/telemetry.js';
import { SkipLimit } from '../step/skip-limit.js';
import { StepProfiler } from '../profiler/index.js';
import { scheduleAfterPass } from '../step/schedule-steps.js';
import { TrainBatches } from '../loop/train-batches.js';
import type { TorchRunner } from '../torch-runner.js';
import type { CheckpointHooks } from '../checkpointing/checkpoint-hooks.js';
import type { StepHooks } from '../step/step-hooks.js';
import type { SetupHooks } from '../setup/setup-hooks.js';

/** A loss: a module (`new nn.CrossEntropyLoss()`) or a function of the output and the target. */
export type Criterion = Module | ((output: any, target: any) => Tensor);

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The members every layer of {@link TorchRunner} shares: the run's parts (model, data, optimizer,
 * strategy, …), its splits, device and precision, metrics, the loops' shared state and the log
 * lines. The hooks are added above it: checkpoint hooks, step hooks, setup hooks, then
 * TorchRunner's loops.
 */
export abstract class RunnerCore extends BaseRunner {
  /** The model. Assign it in the constructor. */
  model!: Module;
  /** The loss used by the default {@link StepHooks.trainStep | trainStep} and {@link StepHooks.evaluateStep | evaluateStep}. */
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
  /** How the run spreads over processes (built at setup by {@link SetupHooks.createStrategy | createStrategy}). */
  strategy!: ParallelStrategy;
  /** Where checkpoints go (built at setup by {@link CheckpointHooks.createCheckpointManager | createCheckpointManager}). */
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
  /** @internal Why training stops before the end of its budget (see `TrainSummary.reason`), or null. */
  protected stopReason: string | null = null;
  /** @internal */
  protected stopAgreement = new StopAgreement(1);
  private readonly metricSets = new Map<string, MetricSet>();
  /** @internal */
  protected inTrainStep = false;
  /** The split the loop is working on. */
  protected currentSplit = 'train';
  private lastYield = performance.now();
  /** @internal Step mode's open iterators over the train splits. */
  protected readonly trainIterators = new TrainBatches({
    loader: (split) => this.loader(split),
    leftOut: (split, batch) => this.leftOut(split, batch),
    passEnded: (split) => {
      if (split === this.trainSplits[0]) this.onTrainPassEnd();
    },
  });
  protected windowSamples = 0;
  /** @internal */
  protected readonly skipLimit: SkipLimit;
  /** @internal The optimizer step's settings: `skipNonfiniteGrad` is on when non-finite steps roll back. */
  protected readonly stepConfig: RunnerConfig;
  /** @internal Batches of the skipped steps that called for a rollback, until the loop performs it. */
  protected pendingRollback: string[] | null = null;


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

  /** @internal */
  protected splitNames(): string[] {
    const names = Object.keys(this.dataloaders);
    for (const s of Object.keys(this.datasets)) if (!names.includes(s)) names.push(s);
    return names;
  }

  /** Bytes of parameters, gradients (at their largest since the last report when sharded) and optimizer state this rank holds. */
  memoryReport(): MemoryReport {
    return memoryReport(this.strategy, this.model, this.optimizerOrUndefined);
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

  /** @internal */
  protected async trainMetricValues(split: string): Promise<Record<string, number>> {
    return this.metricsOnTrain ? this.metricsFor(split).compute(this.strategy) : {};
  }

  /** @internal */
  protected requestStop(reason: string): void {
    this.stopReason ??= reason;
    this.stopRequested ||= this.stopAgreement.request();
  }

  /**
   * @internal Whether the batch just drawn from `split` is one a rollback left out (then it is
   * disposed); otherwise, where a rollback may need its name, it is noted as a batch of the
   * window in progress.
   */
  protected leftOut(split: string, batch: unknown): boolean {
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

  /** Step mode: a pass over the first train split ended. */
  private onTrainPassEnd(): void {
    this.state.epoch += 1;
    scheduleAfterPass(this.scheduler, this.config);
  }

  // ---- logging ----

  /** Log every this many optimizer steps: `config.logInterval`, else about 20 lines per run (at most every 100 steps). */
  get logInterval(): number {
    if (this.config.logInterval !== undefined) return this.config.logInterval;
    return (this.defaultLogInterval ??= defaultLogInterval(this.trainSplits.map((s) => knownLength(this.dataloaders[s]!)), this.config));
  }
  private defaultLogInterval: number | undefined;

  /** @internal */
  protected logTrain(): void {
    const memory = this.config.stack === 'deepspeed' ? this.memoryReport() : undefined;
    this.logger.scalars('train', this.state.globalStep, trainLogValues(this.telemetry.takeInterval(), this.optimizerOrUndefined?.paramGroups[0]?.lr, memory));
  }

  /** @internal */
  protected logEpoch(scores: Scores): void {
    const best = { split: this.scoreSplit, name: this.scoreName, score: this.latestResult?.scores[this.scoreSplit]?.[this.scoreName], isBest: this.isBest };
    this.log('info', evaluationLine(this, scores, this.trainSplits, best));
  }

  protected writeResults(final = false): Promise<void> | void {
    if (!this.strategy?.isMain || !this.workspace || !this.config.workspace || this.results.length === 0) return;
    this.resultsFile ??= new RunResultsFile(this.workspace.dir, (m) => this.log('warn', m));
    return final ? this.resultsFile.finish(this.results, this.bestIndex) : this.resultsFile.update(this.results, this.bestIndex);
  }
  /** @internal */
  protected resultsFile: RunResultsFile | undefined;

  /** Lets the event loop serve timers, signals and I/O when the loop has held it for a few ms (returns nothing when it has not yet). */
  protected maybeYield(): Promise<void> | void {
    const now = performance.now();
    if (now - this.lastYield < this.yieldIntervalMs) return;
    return yieldToEventLoop().then(() => {
      this.lastYield = performance.now();
      this.profiler.add('event loop', 'runner', now, this.lastYield);
    });
  }

  /** @internal */
  protected loader(split: string): DataLoader {
    const loader = this.dataloaders[split];
    if (!loader) throw new Error(`No split '${split}'; the runner has ${this.splitNames().join(', ') || 'no splits'}`);
    return loader;
  }
}

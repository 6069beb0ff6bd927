import { type CheckpointManager } from '../../checkpoints/manager.js';
import { type RunnerConfig, type RunnerConfigInput } from '../../config/index.js';
import type { DataLoader } from '../../data/index.js';
import type { ParallelStrategy } from '../../distributed/strategy.js';
import { type Scores } from '../../logging/results-writer.js';
import type { Metric } from '../../metrics/metric.js';
import { Module } from '../../torch/nn/index.js';
import type { Optimizer } from '../../torch/optim/index.js';
import { type Scheduler } from '../../torch/optim/lr-scheduler/index.js';
import { Tensor } from '../../torch/tensor.js';
import { GradientAccumulator } from '../step/accumulation.js';
import { BaseRunner } from '../base-runner.js';
import { ModelEma } from '../step/ema.js';
import { GradScaler } from '../step/grad-scaler.js';
import { MetricSet, type MetricSpec } from '../outputs/metric-set.js';
import { type MemoryReport } from '../outputs/memory-report.js';
import { type DataLoaderSplits, type DatasetSplits } from '../setup/loaders.js';
import { RunCheckpointing } from '../checkpointing/run-checkpointing.js';
import { RunResultsFile } from '../outputs/results-file.js';
import { StopAgreement } from '../loop/stop.js';
import { TrainTelemetry } from '../outputs/telemetry.js';
import { SkipLimit } from '../step/skip-limit.js';
import { StepProfiler } from '../profiler/index.js';
import { TrainBatches } from '../loop/train-batches.js';
/** A loss: a module (`new nn.CrossEntropyLoss()`) or a function of the output and the target. */
export type Criterion = Module | ((output: any, target: any) => Tensor);
/**
 * The members every layer of {@link TorchRunner} shares: the run's parts (model, data, optimizer,
 * strategy, …), its splits, device and precision, metrics, the loops' shared state and the log
 * lines. The hooks are added above it: checkpoint hooks, step hooks, setup hooks, then
 * TorchRunner's loops.
 */
export declare abstract class RunnerCore extends BaseRunner {
    /** The model. Assign it in the constructor. */
    model: Module;
    /** The loss used by the default {@link StepHooks.trainStep | trainStep} and {@link StepHooks.evaluateStep | evaluateStep}. */
    criterion: Criterion | undefined;
    /** Datasets by split; loaders are built from them at setup. */
    datasets: DatasetSplits;
    /** Data loaders by split; assign them instead of `datasets` to build them yourself. */
    dataloaders: DataLoaderSplits;
    /** Metrics by name (`['accuracy']`) or as {@link Metric} objects; computed on every split. */
    metrics: MetricSpec[];
    /**
     * Also compute {@link metrics} on the training splits (reported in each result). Each
     * update is a few native operations and a host read per micro-step (about 0.1 ms for
     * accuracy): switch it off when the training metrics are not worth that.
     */
    metricsOnTrain: boolean;
    /** The optimizer: built from `config.optim` at setup unless assigned in the constructor; reading it when there is none throws. */
    get optimizer(): Optimizer<any>;
    set optimizer(value: Optimizer<any> | undefined);
    optimizerOrUndefined: Optimizer<any> | undefined;
    /** The lr scheduler; built from `config.sched` at setup unless assigned. */
    scheduler: Scheduler | undefined;
    /** The moving average of the weights when `config.ema` is set (built at setup). */
    ema: ModelEma | undefined;
    /** The float16 loss scaler when `precision` is `fp16` (built at setup). */
    scaler: GradScaler | undefined;
    /** How the run spreads over processes (built at setup by {@link SetupHooks.createStrategy | createStrategy}). */
    strategy: ParallelStrategy;
    /** Where checkpoints go (built at setup by {@link CheckpointHooks.createCheckpointManager | createCheckpointManager}). */
    checkpointManager: CheckpointManager;
    /**
     * The device the model and batches go to: assign it in the constructor, or leave it unset
     * for `cuda:<local rank>` when libtorch has CUDA, else `cpu`.
     */
    device: string | undefined;
    /** Resume, pretrained weights, graceful stop and heartbeat (see {@link RunCheckpointing}). */
    protected readonly checkpointing: RunCheckpointing;
    /** The accumulation state machine of the training loop. */
    protected readonly accumulator: GradientAccumulator;
    /** Training meters (loss, step time, throughput). */
    protected readonly telemetry: TrainTelemetry;
    /** Records the `config.profile` window of steps as a Chrome trace (built at setup). */
    protected profiler: StepProfiler;
    /**
     * Longest time in ms the loops run without letting the event loop serve timers, signals
     * and I/O (progress output, log and checkpoint writes). 0 yields after every step.
     */
    protected yieldIntervalMs: number;
    /** Set to stop the loop after the current micro-step (for example by a signal handler). */
    protected stopRequested: boolean;
    /** @internal Why training stops before the end of its budget (see `TrainSummary.reason`), or null. */
    protected stopReason: string | null;
    /** @internal */
    protected stopAgreement: StopAgreement;
    private readonly metricSets;
    /** @internal */
    protected inTrainStep: boolean;
    /** The split the loop is working on. */
    protected currentSplit: string;
    private lastYield;
    /** @internal Step mode's open iterators over the train splits. */
    protected readonly trainIterators: TrainBatches;
    protected windowSamples: number;
    /** @internal */
    protected readonly skipLimit: SkipLimit;
    /** @internal The optimizer step's settings: `skipNonfiniteGrad` is on when non-finite steps roll back. */
    protected readonly stepConfig: RunnerConfig;
    /** @internal Batches of the skipped steps that called for a rollback, until the loop performs it. */
    protected pendingRollback: string[] | null;
    constructor(config: RunnerConfig | RunnerConfigInput);
    /** Splits that train: names starting with `train`, in the order given. */
    get trainSplits(): string[];
    /** Splits evaluated during training: every other split. */
    get evaluationSplits(): string[];
    /** @internal */
    protected splitNames(): string[];
    /** Bytes of parameters, gradients (at their largest since the last report when sharded) and optimizer state this rank holds. */
    memoryReport(): MemoryReport;
    /** Runs `fn` under the configured precision: autocast for `bf16`/`fp16`, as is for `fp32`. */
    protected withPrecision<T>(fn: () => T): T;
    /** `cuda` or `cpu`: the device's type. */
    protected get deviceType(): 'cuda' | 'cpu';
    /**
     * Moves a batch's tensors to {@link device}.
     *
     * Called when: by the loops, on every batch before the step.
     * Returns: the batch itself on CPU; elsewhere a copy of its structure with moved tensors
     * (the originals are disposed).
     */
    protected toDevice(batch: unknown): unknown;
    /** Turns a metric name into a metric (`accuracy`, `top5`, `f1`, `mse`, …); override to add your own names. */
    protected createMetric(name: string): Metric;
    /** The metrics of `split` (created on first use). */
    protected metricsFor(split: string): MetricSet;
    /**
     * The names a split's scores carry, which `scoreName` and `sched.monitor` are checked against
     * at setup: `loss` and the metrics' names. Override when an overridden evaluation adds others.
     */
    protected knownScoreNames(): string[];
    /** Adds a batch's output and target to the current split's metrics (the default steps call it). */
    protected updateMetrics(output: unknown, target: unknown): void;
    /** @internal */
    protected trainMetricValues(split: string): Promise<Record<string, number>>;
    /** @internal */
    protected requestStop(reason: string): void;
    /**
     * @internal Whether the batch just drawn from `split` is one a rollback left out (then it is
     * disposed); otherwise, where a rollback may need its name, it is noted as a batch of the
     * window in progress.
     */
    protected leftOut(split: string, batch: unknown): boolean;
    /** Step mode: a pass over the first train split ended. */
    private onTrainPassEnd;
    /** Log every this many optimizer steps: `config.logInterval`, else about 20 lines per run (at most every 100 steps). */
    get logInterval(): number;
    private defaultLogInterval;
    /** @internal */
    protected logTrain(): void;
    /** @internal */
    protected logEpoch(scores: Scores): void;
    protected writeResults(final?: boolean): Promise<void> | void;
    /** @internal */
    protected resultsFile: RunResultsFile | undefined;
    /** Lets the event loop serve timers, signals and I/O when the loop has held it for a few ms (returns nothing when it has not yet). */
    protected maybeYield(): Promise<void> | void;
    /** @internal */
    protected loader(split: string): DataLoader;
}

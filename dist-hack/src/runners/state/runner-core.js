import { NoopCheckpointManager } from '../../checkpoints/manager.js';
import { maxConsecutiveSkips } from '../../config/index.js';
import { disposeTensors, mapTensors, tensorsIn } from '../../data/tensors.js';
import { createMetric } from '../../metrics/create-metric.js';
import { noGrad } from '../../torch/autograd.js';
import { autocast } from '../../torch/autocast.js';
import { manualSeed } from '../../torch/random.js';
import { Tensor } from '../../torch/tensor.js';
import { GradientAccumulator } from '../step/accumulation.js';
import { BaseRunner } from '../base-runner.js';
import { MetricSet } from '../outputs/metric-set.js';
import { memoryReport } from '../outputs/memory-report.js';
import { knownLength } from '../setup/loaders.js';
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
const yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve));
/**
 * The members every layer of {@link TorchRunner} shares: the run's parts (model, data, optimizer,
 * strategy, …), its splits, device and precision, metrics, the loops' shared state and the log
 * lines. The hooks are added above it: checkpoint hooks, step hooks, setup hooks, then
 * TorchRunner's loops.
 */
export class RunnerCore extends BaseRunner {
    /** The model. Assign it in the constructor. */
    model;
    /** The loss used by the default {@link StepHooks.trainStep | trainStep} and {@link StepHooks.evaluateStep | evaluateStep}. */
    criterion;
    /** Datasets by split; loaders are built from them at setup. */
    datasets = {};
    /** Data loaders by split; assign them instead of `datasets` to build them yourself. */
    dataloaders = {};
    /** Metrics by name (`['accuracy']`) or as {@link Metric} objects; computed on every split. */
    metrics = [];
    /**
     * Also compute {@link metrics} on the training splits (reported in each result). Each
     * update is a few native operations and a host read per micro-step (about 0.1 ms for
     * accuracy): switch it off when the training metrics are not worth that.
     */
    metricsOnTrain = true;
    /** The optimizer: built from `config.optim` at setup unless assigned in the constructor; reading it when there is none throws. */
    get optimizer() {
        return this.optimizerOrUndefined ?? missingOptimizer(this.constructor.name, this.isSetUp);
    }
    set optimizer(value) {
        this.optimizerOrUndefined = value;
    }
    optimizerOrUndefined; // the optimizer, or undefined while there is none
    /** The lr scheduler; built from `config.sched` at setup unless assigned. */
    scheduler;
    /** The moving average of the weights when `config.ema` is set (built at setup). */
    ema;
    /** The float16 loss scaler when `precision` is `fp16` (built at setup). */
    scaler;
    /** How the run spreads over processes (built at setup by {@link SetupHooks.createStrategy | createStrategy}). */
    strategy;
    /** Where checkpoints go (built at setup by {@link CheckpointHooks.createCheckpointManager | createCheckpointManager}). */
    checkpointManager = new NoopCheckpointManager();
    /**
     * The device the model and batches go to: assign it in the constructor, or leave it unset
     * for `cuda:<local rank>` when libtorch has CUDA, else `cpu`.
     */
    device;
    /** Resume, pretrained weights, graceful stop and heartbeat (see {@link RunCheckpointing}). */
    checkpointing = new RunCheckpointing();
    /** The accumulation state machine of the training loop. */
    accumulator;
    /** Training meters (loss, step time, throughput). */
    telemetry = new TrainTelemetry();
    /** Records the `config.profile` window of steps as a Chrome trace (built at setup). */
    profiler = new StepProfiler();
    /**
     * Longest time in ms the loops run without letting the event loop serve timers, signals
     * and I/O (progress output, log and checkpoint writes). 0 yields after every step.
     */
    yieldIntervalMs = 5;
    /** Set to stop the loop after the current micro-step (for example by a signal handler). */
    stopRequested = false;
    /** @internal Why training stops before the end of its budget (see `TrainSummary.reason`), or null. */
    stopReason = null;
    /** @internal */
    stopAgreement = new StopAgreement(1);
    metricSets = new Map();
    /** @internal */
    inTrainStep = false;
    /** The split the loop is working on. */
    currentSplit = 'train';
    lastYield = performance.now();
    /** @internal Step mode's open iterators over the train splits. */
    trainIterators = new TrainBatches({
        loader: (split) => this.loader(split),
        leftOut: (split, batch) => this.leftOut(split, batch),
        passEnded: (split) => {
            if (split === this.trainSplits[0])
                this.onTrainPassEnd();
        },
    });
    windowSamples = 0;
    /** @internal */
    skipLimit;
    /** @internal The optimizer step's settings: `skipNonfiniteGrad` is on when non-finite steps roll back. */
    stepConfig;
    /** @internal Batches of the skipped steps that called for a rollback, until the loop performs it. */
    pendingRollback = null;
    constructor(config) {
        super(config);
        this.accumulator = new GradientAccumulator(this.config.accumSteps);
        const nonfinite = this.config.nonfinite;
        this.skipLimit = new SkipLimit({ maxConsecutive: maxConsecutiveSkips(this.config), action: nonfinite.action });
        this.stepConfig = { ...this.config, skipNonfiniteGrad: this.config.skipNonfiniteGrad || nonfinite.action === 'rollback' };
        manualSeed(this.config.seed);
    }
    // ---- splits ----
    /** Splits that train: names starting with `train`, in the order given. */
    get trainSplits() {
        return this.splitNames().filter((s) => s.startsWith('train'));
    }
    /** Splits evaluated during training: every other split. */
    get evaluationSplits() {
        return this.splitNames().filter((s) => !s.startsWith('train'));
    }
    /** @internal */
    splitNames() {
        const names = Object.keys(this.dataloaders);
        for (const s of Object.keys(this.datasets))
            if (!names.includes(s))
                names.push(s);
        return names;
    }
    /** Bytes of parameters, gradients (at their largest since the last report when sharded) and optimizer state this rank holds. */
    memoryReport() {
        return memoryReport(this.strategy, this.model, this.optimizerOrUndefined);
    }
    /** Runs `fn` under the configured precision: autocast for `bf16`/`fp16`, as is for `fp32`. */
    withPrecision(fn) {
        const precision = this.config.precision;
        if (precision === 'fp32')
            return fn();
        return autocast(this.deviceType, { dtype: precision === 'bf16' ? 'bfloat16' : 'float16' }, fn);
    }
    /** `cuda` or `cpu`: the device's type. */
    get deviceType() {
        return this.device?.startsWith('cuda') ? 'cuda' : 'cpu';
    }
    /**
     * Moves a batch's tensors to {@link device}.
     *
     * Called when: by the loops, on every batch before the step.
     * Returns: the batch itself on CPU; elsewhere a copy of its structure with moved tensors
     * (the originals are disposed).
     */
    toDevice(batch) {
        if (this.deviceType === 'cpu')
            return batch;
        const device = this.device;
        const moved = mapTensors(batch, (t) => t.to(device));
        disposeTensors(batch, new Set(tensorsIn(moved)));
        return moved;
    }
    // ---- metrics ----
    /** Turns a metric name into a metric (`accuracy`, `top5`, `f1`, `mse`, …); override to add your own names. */
    createMetric(name) {
        return createMetric(name);
    }
    /** The metrics of `split` (created on first use). */
    metricsFor(split) {
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
    knownScoreNames() {
        return ['loss', ...MetricSet.from(this.metrics, (n) => this.createMetric(n)).group.names];
    }
    /** Adds a batch's output and target to the current split's metrics (the default steps call it). */
    updateMetrics(output, target) {
        if (this.metrics.length === 0 || !(output instanceof Tensor) || !(target instanceof Tensor))
            return;
        if (!this.metricsOnTrain && this.inTrainStep)
            return;
        const set = this.metricsFor(this.currentSplit);
        noGrad(() => set.update(output.detach(), target));
    }
    /** @internal */
    async trainMetricValues(split) {
        return this.metricsOnTrain ? this.metricsFor(split).compute(this.strategy) : {};
    }
    /** @internal */
    requestStop(reason) {
        this.stopReason ??= reason;
        this.stopRequested ||= this.stopAgreement.request();
    }
    /**
     * @internal Whether the batch just drawn from `split` is one a rollback left out (then it is
     * disposed); otherwise, where a rollback may need its name, it is noted as a batch of the
     * window in progress.
     */
    leftOut(split, batch) {
        if (this.state.skippedBatches.length === 0 && this.config.nonfinite.action !== 'rollback')
            return false;
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
    onTrainPassEnd() {
        this.state.epoch += 1;
        scheduleAfterPass(this.scheduler, this.config);
    }
    // ---- logging ----
    /** Log every this many optimizer steps: `config.logInterval`, else about 20 lines per run (at most every 100 steps). */
    get logInterval() {
        if (this.config.logInterval !== undefined)
            return this.config.logInterval;
        return (this.defaultLogInterval ??= defaultLogInterval(this.trainSplits.map((s) => knownLength(this.dataloaders[s])), this.config));
    }
    defaultLogInterval;
    /** @internal */
    logTrain() {
        const memory = this.config.stack === 'deepspeed' ? this.memoryReport() : undefined;
        this.logger.scalars('train', this.state.globalStep, trainLogValues(this.telemetry.takeInterval(), this.optimizerOrUndefined?.paramGroups[0]?.lr, memory));
    }
    /** @internal */
    logEpoch(scores) {
        const best = { split: this.scoreSplit, name: this.scoreName, score: this.latestResult?.scores[this.scoreSplit]?.[this.scoreName], isBest: this.isBest };
        this.log('info', evaluationLine(this, scores, this.trainSplits, best));
    }
    writeResults(final = false) {
        if (!this.strategy?.isMain || !this.workspace || !this.config.workspace || this.results.length === 0)
            return;
        this.resultsFile ??= new RunResultsFile(this.workspace.dir, (m) => this.log('warn', m));
        return final ? this.resultsFile.finish(this.results, this.bestIndex) : this.resultsFile.update(this.results, this.bestIndex);
    }
    /** @internal */
    resultsFile;
    /** Lets the event loop serve timers, signals and I/O when the loop has held it for a few ms (returns nothing when it has not yet). */
    maybeYield() {
        const now = performance.now();
        if (now - this.lastYield < this.yieldIntervalMs)
            return;
        return yieldToEventLoop().then(() => {
            this.lastYield = performance.now();
            this.profiler.add('event loop', 'runner', now, this.lastYield);
        });
    }
    /** @internal */
    loader(split) {
        const loader = this.dataloaders[split];
        if (!loader)
            throw new Error(`No split '${split}'; the runner has ${this.splitNames().join(', ') || 'no splits'}`);
        return loader;
    }
}
//# sourceMappingURL=runner-core.js.map
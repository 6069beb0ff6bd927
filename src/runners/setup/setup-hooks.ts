import type { OptimizerParameter, ParallelStrategy } from '../../distributed/strategy.js';
import { createRunLoggers } from '../../logging/create-run-loggers.js';
import type { RunLogger } from '../../logging/logger.js';
import { Module } from '../../torch/nn/index.js';
import type { Optimizer } from '../../torch/optim/index.js';
import { native } from '../../torch/native.js';
import { readGitInfoAsync, type Workspace } from '../../workspace/index.js';
import { ModelEma } from '../step/ema.js';
import { GradScaler } from '../step/grad-scaler.js';
import { DeepSpeedLossScaler } from '../step/deepspeed-loss-scaler.js';
import { checkDeepSpeedRun } from './deepspeed-run-checks.js';
import { applyActivationCheckpointing } from '../parallel/activation-checkpointing.js';
import { buildOptimizer } from './optimizer-factory.js';
import { strategyForStack } from './stack-strategy.js';
import { buildLoaders, scheduleLength } from './loaders.js';
import { buildScheduler } from './scheduler-factory.js';
import { UsageError } from '../../errors/usage-error.js';
import { guardEarlierAttempt } from '../checkpointing/earlier-attempt.js';
import { checkConfigNames, checkCriterion, checkNothingWritten, checkSynchronousSteps, rankFacts } from './setup-checks.js';
import { materializeMetaModel, metaModelNotLoaded } from './meta-model.js';
import { createProfiler } from '../profiler/index.js';
import { StepHooks } from '../step/step-hooks.js';

/**
 * {@link StepHooks} with the setup hooks: {@link build} and what it calls ({@link createStrategy},
 * {@link buildOptimizer}, {@link createLogger}). A layer of {@link TorchRunner}.
 */
export abstract class SetupHooks extends StepHooks {
  // ---- setup ----

  protected async build(): Promise<void> {
    if (!(this.model instanceof Module)) {
      throw new Error(`${this.constructor.name}: assign this.model (an nn.Module) in the constructor before setup(), train() or evaluate()`);
    }
    this.strategy = this.createStrategy();
    this.device ??= cudaAvailable() ? `cuda:${this.strategy.localRank}` : 'cpu';
    const metaBuilt = materializeMetaModel(this.model, this.device);
    if (this.device !== 'cpu') this.model.to(this.device);
    const readers = this.strategy.batches ?? this.strategy.roles.data;
    this.dataloaders = buildLoaders(this.datasets, this.dataloaders, this.config, { rank: readers.rank, worldSize: readers.size });
    if (Object.keys(this.dataloaders).length === 0) {
      throw new Error(`${this.constructor.name}: no data; assign this.datasets = { train: ..., val: ... } (or this.dataloaders) in the constructor`);
    }
    const defaultStep = this.trainStep === SetupHooks.prototype.trainStep && this.supervisedStep === SetupHooks.prototype.supervisedStep;
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
    // Log files open asynchronously: one that cannot be opened is reported now, not at the end of training.
    await this.logger.flush();
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
}


function cudaAvailable(): boolean {
  return native.cudaAvailable() === true;
}

import { NoopCheckpointManager, type CheckpointManager, type CheckpointPoint } from '../../checkpoints/manager.js';
import type { PretrainedOptions, PretrainedReport } from '../../checkpoints/pretrained.js';
import { optimizerParamNames } from '../../checkpoints/sharded/param-names.js';
import { checkpointComponents } from '../../checkpoints/components.js';
import { CHECKPOINT_COMPONENTS, type CheckpointComponent } from '../../config/index.js';
import { type CheckpointingContext } from './context.js';
import { updateOrder } from '../step/step-as-copied.js';
import { ConfigSnapshot, loadRunnerPayload, runnerStateDict, type RunnerParts } from '../state/runner-payload.js';
import { RunnerCore } from '../state/runner-core.js';

const ALL_COMPONENTS: ReadonlySet<CheckpointComponent> = new Set(CHECKPOINT_COMPONENTS);

/**
 * {@link RunnerCore} with the checkpoint hooks: the payload ({@link stateDict}, {@link loadStateDict}),
 * the checkpoint points, restore and the checkpoint manager. A layer of {@link TorchRunner}.
 */
export abstract class CheckpointHooks extends RunnerCore {
  /** The frozen copy of the config saved with the last checkpoint. */
  private readonly configTree = new ConfigSnapshot();
  /** Whether {@link prepareCheckpoints} ran. */
  protected checkpointsPrepared = false;

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
   * Lets the checkpoint manager ready itself for this run's saves ({@link CheckpointManager.prepare}:
   * an asynchronous one maps its first snapshot's buffers while training runs).
   *
   * Called when: once, after the first optimizer step taken (the optimizer state exists then).
   * Side effects: builds the payload once ({@link stateDict}); a failure is logged as a
   * warning, and the first save then copies into new memory.
   */
  protected prepareCheckpoints(): void {
    this.checkpointsPrepared = true;
    const prepared = this.checkpointManager.prepare?.(() => this.stateDict(checkpointComponents(this.config)));
    prepared?.catch((error: Error) => this.log('warn', `the checkpoint buffers could not be mapped ahead (${error.message}); the first asynchronous save copies into new memory`));
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

  /** @internal */
  protected checkpointContext(): CheckpointingContext {
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

  /** @internal */
  protected restoreTarget() {
    return { model: this.model, optimizer: this.optimizerOrUndefined, scheduler: this.scheduler, loadStateDict: (p: Record<string, unknown>) => this.loadStateDict(p), template: () => this.stateDict() };
  }

  /**
   * @internal After a stop inside an accumulation window: rewinds the loaders, counters and RNG to the
   * window's start and drops its gradients, so the checkpoint (and any later `train()`)
   * replays the whole window.
   */
  protected discardPartialWindow(): void {
    const start = this.checkpointing.partialWindow(this.accumulator.pending);
    if (!start) return;
    this.loadStateDict({ state: start.state, dataloaders: start.dataloaders });
    const optimizer = this.optimizerOrUndefined;
    if (optimizer) this.strategy.zeroGrad(optimizer);
  }
}

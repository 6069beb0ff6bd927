import { type CheckpointManager } from '../../checkpoints/manager.js';
import type { PretrainedOptions, PretrainedReport } from '../../checkpoints/pretrained.js';
import { type CheckpointComponent } from '../../config/index.js';
import { type CheckpointingContext } from './context.js';
import { RunnerCore } from '../state/runner-core.js';
/**
 * {@link RunnerCore} with the checkpoint hooks: the payload ({@link stateDict}, {@link loadStateDict}),
 * the checkpoint points, restore and the checkpoint manager. A layer of {@link TorchRunner}.
 */
export declare abstract class CheckpointHooks extends RunnerCore {
    /** The frozen copy of the config saved with the last checkpoint. */
    private readonly configTree;
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
    stateDict(components?: ReadonlySet<CheckpointComponent>): Record<string, unknown>;
    /**
     * Restores a {@link stateDict} payload in the order model → EMA → optimizer → scheduler →
     * data loaders → runner state and RNG. Parts the payload lacks are left as they are. Every
     * part is checked before the model and optimizer change, and a part that fails to load
     * rolls back the others, so a failed load leaves the runner as it was.
     *
     * @throws Error naming the part that failed to load
     */
    loadStateDict(payload: Record<string, any>): void;
    /** The parts a checkpoint payload holds. */
    private get payloadParts();
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
    protected checkpoint(forced: boolean): Promise<void> | void;
    /**
     * Creates the checkpoint manager.
     *
     * Called when: once during {@link setup}, after the workspace and the strategy exist.
     * Returns: a {@link NoopCheckpointManager} by default (nothing is written).
     * Do not: write files from here; the manager writes when `save` is called.
     */
    protected createCheckpointManager(): CheckpointManager;
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
    protected restore(): Promise<void>;
    /** Restores a full checkpoint into this runner (setting it up first), after the config-change check. */
    loadCheckpoint(path: string): Promise<void>;
    /** Loads model weights only; returns what matched (see {@link PretrainedReport}). */
    loadPretrained(path: string, options?: PretrainedOptions): Promise<PretrainedReport>;
    /** The signal that stopped the last `train()`, or null when it ran to the end. */
    get interruptedBy(): string | null;
    /** @internal */
    protected checkpointContext(): CheckpointingContext;
    /** @internal */
    protected restoreTarget(): {
        model: import("../../torch/nn/module.js").Module;
        optimizer: import("../../torch/optim/optimizer.js").Optimizer<any> | undefined;
        scheduler: import("../../torch/optim/lr-scheduler/scheduler.js").Scheduler | undefined;
        loadStateDict: (p: Record<string, unknown>) => void;
        template: () => Record<string, unknown>;
    };
    /**
     * @internal After a stop inside an accumulation window: rewinds the loaders, counters and RNG to the
     * window's start and drops its gradients, so the checkpoint (and any later `train()`)
     * replays the whole window.
     */
    protected discardPartialWindow(): void;
}

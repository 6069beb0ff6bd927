import { type CheckpointManager } from '../../checkpoints/manager.js';
import { type PretrainedOptions, type PretrainedReport } from '../../checkpoints/pretrained.js';
import { type CheckpointPayload, type ResumableCheckpoint } from '../../checkpoints/read.js';
import type { Module } from '../../torch/nn/module.js';
import { type StopSignal } from '../loop/graceful-stop.js';
import type { SignalHandling } from '../loop/stop.js';
import { type CheckpointingContext, type RestoreTarget, type WindowStart } from './context.js';
/**
 * The runner's side of checkpoints: builds the manager from `config.checkpoint`, applies
 * `resume` > `autoResume` > `pretrained` at setup, checks a resumed config against the
 * checkpoint's, keeps the heartbeat file, remembers where each accumulation window started
 * (so that a stop mid-window can discard it consistently), and turns SIGTERM, SIGINT and
 * SIGUSR1 into a graceful stop while training.
 */
export declare class RunCheckpointing {
    /** A checkpoint already read by `fromCheckpoint`, used by the restore instead of reading it again. */
    preloaded: ResumableCheckpoint | null;
    /** Whether {@link restore} loaded model weights (a checkpoint or pretrained weights). */
    modelRestored: boolean;
    /** Options for `pretrained` (strictness, key mapping), set by `fromPretrained`. */
    pretrainedOptions: PretrainedOptions;
    /** The checkpoint file written last by this process (its `latest`), or null. */
    lastSaved: string | null;
    /** The checkpoint saved last by this process (a file, or a sharded save directory), for a rollback. */
    lastGood: string | null;
    /** The step of the checkpoint this process saved last (null before its first save). */
    lastSavedStep: number | null;
    /** What the last restore loaded, if anything. */
    restoredFrom: {
        kind: 'checkpoint' | 'pretrained';
        path: string;
    } | null;
    private heartbeat;
    private stop;
    private window;
    private windowTensors;
    /** The signal that stopped training, or null. */
    get interrupted(): StopSignal | null;
    /**
     * The file manager on the main process (checkpoint backend `file`/`auto`), a no-op
     * elsewhere; with backend `sharded`, a sharded manager on every rank.
     */
    createManager(ctx: CheckpointingContext): CheckpointManager;
    /** `workspace: false`: checkpoints kept in memory on the main process (nothing elsewhere: every rank holds the same state). */
    private memoryManager;
    /**
     * Applies `resume` (a path), else `autoResume` (the run directory's `latest`, or the newest
     * readable history file), else `pretrained` (weights only).
     */
    restore(ctx: CheckpointingContext, target: RestoreTarget): Promise<void>;
    /**
     * Restores a full checkpoint after checking that the config did not change in meaning
     * (see `checkConfigChange`). Changes accepted through `allowConfigChange` under `optim.`
     * keep their new values in the optimizer's parameter groups, and the restored schedule
     * continues from the new base lr (and new schedule options) at the resumed step.
     *
     * @param payload - the checkpoint when already read (disposed here)
     */
    loadCheckpoint(ctx: CheckpointingContext, target: RestoreTarget, path: string, payload?: CheckpointPayload, done?: string): void;
    /**
     * A checkpoint saved without the `model` component: the model keeps the weights the user
     * supplied, those of `pretrained` when it is set, else those it was constructed with.
     */
    private keepUserWeights;
    /** Restores a checkpoint of either backend: a torch.save file, or a sharded checkpoint (directory or pointer). */
    loadAny(ctx: CheckpointingContext, target: RestoreTarget, path: string): Promise<void>;
    /**
     * Restores a sharded checkpoint: this rank reads the chunks its template needs (the whole
     * tensor for a plain tensor), whatever world size wrote them, then as {@link loadCheckpoint}.
     */
    loadSharded(ctx: CheckpointingContext, target: RestoreTarget, path: string): Promise<void>;
    /**
     * Restores the checkpoint saved last by this process (else the one this run resumed from)
     * while training, for `nonfinite.action: rollback`. A file's bytes are read with async I/O
     * first (into the page cache), so the decode that follows does not wait on the disk.
     *
     * @returns its path, or null when there is none
     */
    rollBack(ctx: CheckpointingContext, target: RestoreTarget): Promise<string | null>;
    /**
     * Loads weights only, from a file or the model part of a sharded checkpoint (a save
     * directory, pointer file or checkpoints directory, read whole whatever topology wrote it).
     */
    loadPretrainedAny(ctx: CheckpointingContext, model: Module, path: string, options?: PretrainedOptions): Promise<PretrainedReport>;
    /** Loads weights only from a file, logging what matched. */
    loadPretrained(ctx: CheckpointingContext, model: Module, path: string, options?: PretrainedOptions): PretrainedReport;
    private reportPretrained;
    /** Training starts: listen for stop signals, unless the application handles them (`signals: 'app'`). */
    startTraining(ctx: CheckpointingContext, requestStop: (signal: StopSignal) => void, signals?: SignalHandling): void;
    /**
     * Called before each training micro-step: keeps the heartbeat, and at the first micro-step
     * of a window remembers where the window starts (only when windows have several
     * micro-steps; otherwise a stop never falls inside one).
     *
     * @param windowStarts - this micro-step opens a window
     * @param take - where the run stands now (state and every loader's position, the batch of
     *   this micro-step already drawn from `split`)
     */
    beforeMicroStep(globalStep: number, epoch: number, windowStarts: boolean, accumSteps: number, split: string, take: () => WindowStart): void;
    /** The start of the window in progress when training stopped inside one, else null. */
    partialWindow(windowPending: number): WindowStart | null;
    /**
     * Training ended (normally, by a stop, or by an error): stop listening; after a stop, say
     * where the checkpoint is.
     *
     * @param reason - why training stopped before the end of its budget (a signal's name, an abort's reason), or null
     */
    endTraining(ctx: CheckpointingContext, manager: CheckpointManager, step: number, epoch: number, reason?: string | null): Promise<void>;
    /** Releases handlers and files. */
    close(step: number, epoch: number): Promise<void>;
    private releaseWindow;
}

import { createReadStream } from 'node:fs';
import { basename, resolve } from 'node:path';
import { checkConfigChange } from '../../checkpoints/config-change.js';
import { FileCheckpointManager } from '../../checkpoints/file-manager.js';
import { checkpointComponents, payloadComponents, restrictToComponents } from '../../checkpoints/components.js';
import { Heartbeat } from '../../checkpoints/heartbeat.js';
import { NoopCheckpointManager } from '../../checkpoints/manager.js';
import { MemoryCheckpointManager } from '../../checkpoints/memory-manager.js';
import { describeReport, loadPretrained, loadPretrainedWeights, renameKeys } from '../../checkpoints/pretrained.js';
import { readShardedModel } from '../../checkpoints/sharded/pretrained.js';
import { UsageError } from '../../errors/usage-error.js';
import { findResumable, readCheckpoint } from '../../checkpoints/read.js';
import { disposeTree } from '../../checkpoints/tree.js';
import { isShardedCheckpoint, readShardedPayload, shardLayouts } from '../../checkpoints/sharded/load.js';
import { ShardedCheckpointManager } from '../../checkpoints/sharded/manager.js';
import { scope } from '../../torch/scope.js';
import { findResumableSave } from '../../checkpoints/sharded/resumable.js';
import { GracefulStop } from '../loop/graceful-stop.js';
import { keepAcceptedOptimChanges, rebaseSchedule } from './accepted-changes.js';
import { checkpointBackend } from './context.js';
import { createShardedManager, isShardedSync, renumberParamGroups, sameLayout, withWorldSize } from './sharded.js';
import { globalBatchKept } from './global-batch.js';
/**
 * The runner's side of checkpoints: builds the manager from `config.checkpoint`, applies
 * `resume` > `autoResume` > `pretrained` at setup, checks a resumed config against the
 * checkpoint's, keeps the heartbeat file, remembers where each accumulation window started
 * (so that a stop mid-window can discard it consistently), and turns SIGTERM, SIGINT and
 * SIGUSR1 into a graceful stop while training.
 */
export class RunCheckpointing {
    /** A checkpoint already read by `fromCheckpoint`, used by the restore instead of reading it again. */
    preloaded = null;
    /** Whether {@link restore} loaded model weights (a checkpoint or pretrained weights). */
    modelRestored = false;
    /** Options for `pretrained` (strictness, key mapping), set by `fromPretrained`. */
    pretrainedOptions = {};
    /** The checkpoint file written last by this process (its `latest`), or null. */
    lastSaved = null;
    /** The checkpoint saved last by this process (a file, or a sharded save directory), for a rollback. */
    lastGood = null;
    /** The step of the checkpoint this process saved last (null before its first save). */
    lastSavedStep = null;
    /** What the last restore loaded, if anything. */
    restoredFrom = null;
    heartbeat = null;
    stop = null;
    window = null;
    windowTensors = [];
    /** The signal that stopped training, or null. */
    get interrupted() {
        return this.stop?.received ?? null;
    }
    /**
     * The file manager on the main process (checkpoint backend `file`/`auto`), a no-op
     * elsewhere; with backend `sharded`, a sharded manager on every rank.
     */
    createManager(ctx) {
        const c = ctx.config.checkpoint;
        if (!ctx.config.workspace)
            return this.memoryManager(ctx);
        if (ctx.isMain)
            this.heartbeat = new Heartbeat(ctx.runDir);
        if (checkpointBackend(ctx.config) === 'sharded') {
            return createShardedManager(ctx, (dir, step) => {
                this.lastGood = dir;
                this.lastSavedStep = step;
                ctx.saved?.(step, dir, false);
            });
        }
        if (!ctx.isMain)
            return new NoopCheckpointManager();
        return new FileCheckpointManager({
            dir: ctx.checkpointsDir,
            asyncMode: c.asyncMode,
            interval: c.interval,
            keepLatestK: c.keepLatestK,
            saveBest: c.saveBest,
            steps: ctx.config.steps,
            warn: (m) => ctx.log('warn', m),
            onSaved: (s) => {
                this.lastSaved = s.latest;
                this.lastGood = s.latest;
                this.lastSavedStep = s.point.globalStep;
                ctx.log('info', savedLine(s));
                ctx.saved?.(s.point.globalStep, s.latest, s.best !== null);
            },
            // The data-parallel degree goes into `state`, for the config-change check on resume.
            augment: (p) => withWorldSize(p, ctx.worldSize),
        });
    }
    /** `workspace: false`: checkpoints kept in memory on the main process (nothing elsewhere: every rank holds the same state). */
    memoryManager(ctx) {
        if (!ctx.isMain)
            return new NoopCheckpointManager();
        const c = ctx.config.checkpoint;
        return new MemoryCheckpointManager({
            interval: c.interval,
            saveBest: c.saveBest,
            steps: ctx.config.steps,
            onSaved: (saved, best) => {
                this.lastSavedStep = saved.point.globalStep;
                ctx.log('info', `checkpoint kept in memory at step ${saved.point.globalStep}${best ? ' (best)' : ''}`);
                ctx.saved?.(saved.point.globalStep, null, best);
            },
        });
    }
    /**
     * Applies `resume` (a path), else `autoResume` (the run directory's `latest`, or the newest
     * readable history file), else `pretrained` (weights only).
     */
    async restore(ctx, target) {
        const c = ctx.config;
        if (c.resume !== undefined && (await isShardedCheckpoint(resolve(c.resume)))) {
            if (this.preloaded)
                disposeTree(this.preloaded.payload);
            this.preloaded = null;
            await this.loadSharded(ctx, target, resolve(c.resume));
            this.modelRestored = true;
            return;
        }
        if (c.autoResume && checkpointBackend(c) === 'sharded') {
            const found = await findResumableSave(ctx.checkpointsDir, (m) => ctx.log('warn', m));
            if (found) {
                await this.loadSharded(ctx, target, found);
                this.modelRestored = true;
                return;
            }
        }
        if (c.resume !== undefined) {
            const path = resolve(c.resume);
            const pre = this.preloaded && resolve(this.preloaded.path) === path ? this.preloaded : null;
            if (this.preloaded && !pre)
                disposeTree(this.preloaded.payload);
            this.preloaded = null;
            this.loadCheckpoint(ctx, target, path, pre?.payload);
            this.modelRestored = true;
            return;
        }
        if (c.autoResume) {
            const found = findResumable(ctx.checkpointsDir, (m) => ctx.log('warn', m));
            if (found) {
                this.loadCheckpoint(ctx, target, found.path, found.payload);
                this.modelRestored = true;
                return;
            }
            ctx.log('info', `autoResume: no checkpoint in ${ctx.checkpointsDir} yet; starting ${c.pretrained ? `from pretrained weights ${c.pretrained}` : 'from scratch'}`);
        }
        if (c.pretrained !== undefined) {
            await this.loadPretrainedAny(ctx, target.model, c.pretrained, this.pretrainedOptions);
            this.modelRestored = true;
        }
    }
    /**
     * Restores a full checkpoint after checking that the config did not change in meaning
     * (see `checkConfigChange`). Changes accepted through `allowConfigChange` under `optim.`
     * keep their new values in the optimizer's parameter groups, and the restored schedule
     * continues from the new base lr (and new schedule options) at the resumed step.
     *
     * @param payload - the checkpoint when already read (disposed here)
     */
    loadCheckpoint(ctx, target, path, payload, done = 'resumed from') {
        const ckpt = payload ?? readCheckpoint(path);
        try {
            let accepted = [];
            if (ckpt.runner !== undefined && ckpt.runner !== null) {
                const savedWorldSize = ckpt.state?.world_size;
                const batch = globalBatchKept(ckpt.runner, ctx.config, typeof savedWorldSize === 'number' ? savedWorldSize : undefined, ctx.worldSize);
                try {
                    accepted = checkConfigChange({
                        saved: ckpt.runner,
                        current: ctx.config,
                        // Without weights in the checkpoint, `pretrained` supplies them: changing it is expected.
                        allow: [...(ctx.config.allowConfigChange ?? []), ...(ckpt.model === undefined ? ['pretrained'] : []), ...batch.allow],
                        path,
                        worldSize: ctx.worldSize,
                        ...(typeof savedWorldSize === 'number' ? { savedWorldSize } : {}),
                    });
                }
                catch (err) {
                    if (batch.hint && err instanceof Error)
                        err.message += `\n${batch.hint}`;
                    throw err;
                }
                if (batch.message) {
                    ctx.log('info', batch.message);
                    accepted = accepted.filter((c) => !batch.allow.includes(c.key));
                }
            }
            else {
                ctx.log('warn', `the checkpoint ${path} holds no config snapshot ('runner'); resuming without checking the config`);
            }
            const restored = restrictToComponents(ckpt, checkpointComponents(ctx.config));
            if (restored.model === undefined)
                this.keepUserWeights(ctx, target.model, path, ckpt, ckpt.model !== undefined);
            const fresh = target.optimizer?.paramGroups.map((g) => ({ ...g }));
            target.loadStateDict(restored);
            if (fresh && target.optimizer)
                keepAcceptedOptimChanges(target.optimizer, fresh, accepted);
            if (fresh && accepted.length > 0 && target.scheduler)
                rebaseSchedule(target.scheduler, fresh);
            for (const ch of accepted)
                ctx.log('warn', `resuming with a changed config (allowed): ${ch.key} ${JSON.stringify(ch.saved)} -> ${JSON.stringify(ch.current)}`);
            const s = ckpt.state ?? {};
            ctx.log('info', `${done} ${path} (epoch ${s.epoch ?? '?'}, step ${s.global_step ?? '?'})`);
            this.restoredFrom = { kind: 'checkpoint', path };
        }
        finally {
            disposeTree(ckpt);
        }
    }
    /**
     * A checkpoint saved without the `model` component: the model keeps the weights the user
     * supplied, those of `pretrained` when it is set, else those it was constructed with.
     */
    keepUserWeights(ctx, model, path, ckpt, leftOut = false) {
        const saved = payloadComponents(ckpt);
        const pretrained = ctx.config.pretrained;
        if (pretrained !== undefined) {
            if (isShardedSync(resolve(pretrained))) {
                throw new UsageError(`the checkpoint ${path} holds no model weights, so the model takes those of pretrained ${pretrained}, a sharded checkpoint, which cannot be read here; ` +
                    `consolidate it first (torchrunner ckpt consolidate ${pretrained} model.pth) and set pretrained to the file`);
            }
            this.loadPretrained(ctx, model, resolve(pretrained), this.pretrainedOptions);
        }
        const why = leftOut ? 'checkpoint.components leaves out model, so the weights of the checkpoint ' + path + ' are not restored' : `the checkpoint ${path} holds no model weights (components: ${[...(saved ?? [])].join(', ')})`;
        ctx.log('info', `${why}; the model keeps ${pretrained !== undefined ? `the weights of ${pretrained}` : 'the weights it was constructed with'}`);
    }
    /** Restores a checkpoint of either backend: a torch.save file, or a sharded checkpoint (directory or pointer). */
    async loadAny(ctx, target, path) {
        if (await isShardedCheckpoint(path))
            await this.loadSharded(ctx, target, path);
        else
            this.loadCheckpoint(ctx, target, path);
    }
    /**
     * Restores a sharded checkpoint: this rank reads the chunks its template needs (the whole
     * tensor for a plain tensor), whatever world size wrote them, then as {@link loadCheckpoint}.
     */
    async loadSharded(ctx, target, path) {
        const paramNames = ctx.paramNames?.() ?? [];
        // The template's tensors (state-dict views made here) are released by the scope; only the layout is kept.
        const layouts = scope(() => {
            const template = target.template?.();
            return template ? shardLayouts(template, paramNames) : new Map();
        });
        const stepped = new Set(paramNames);
        const skipOptimizerStateOf = new Set(target.model.namedParameters().map(([n]) => n).filter((n) => !stepped.has(n)));
        // Tensors of components this run does not restore are not read.
        const restored = checkpointComponents(ctx.config);
        const skip = (fqn) => (!restored.has('optimizer') && fqn.startsWith('optim.')) || (!restored.has('model') && (fqn.startsWith('model.') || fqn.startsWith('ema.')));
        const read = await readShardedPayload(path, { rank: ctx.rank ?? 0, layouts, paramNames, skipOptimizerStateOf, skip });
        if (!sameLayout(read.layout, ctx))
            renumberParamGroups(read.payload, target.optimizer);
        this.loadCheckpoint(ctx, target, read.dir, read.payload);
    }
    /**
     * Restores the checkpoint saved last by this process (else the one this run resumed from)
     * while training, for `nonfinite.action: rollback`. A file's bytes are read with async I/O
     * first (into the page cache), so the decode that follows does not wait on the disk.
     *
     * @returns its path, or null when there is none
     */
    async rollBack(ctx, target) {
        const path = this.lastGood ?? (this.restoredFrom?.kind === 'checkpoint' ? this.restoredFrom.path : null);
        if (path === null)
            return null;
        try {
            if (await isShardedCheckpoint(path)) {
                await this.loadSharded(ctx, target, path);
            }
            else {
                for await (const _ of createReadStream(path))
                    void _;
                this.loadCheckpoint(ctx, target, path, undefined, 'rolled back to');
            }
        }
        catch (err) {
            throw new Error(`Cannot roll back to the checkpoint '${path}': ${err.message}`, { cause: err });
        }
        return path;
    }
    /**
     * Loads weights only, from a file or the model part of a sharded checkpoint (a save
     * directory, pointer file or checkpoints directory, read whole whatever topology wrote it).
     */
    async loadPretrainedAny(ctx, model, path, options = {}) {
        if (!(await isShardedCheckpoint(path)))
            return this.loadPretrained(ctx, model, path, options);
        let state = await readShardedModel(path);
        if (options.keyMap)
            state = renameKeys(state, options.keyMap);
        let report;
        try {
            report = loadPretrainedWeights(model, state, path, options);
        }
        finally {
            disposeTree(state);
        }
        return this.reportPretrained(ctx, path, report);
    }
    /** Loads weights only from a file, logging what matched. */
    loadPretrained(ctx, model, path, options = {}) {
        return this.reportPretrained(ctx, path, loadPretrained(model, path, options));
    }
    reportPretrained(ctx, path, report) {
        const clean = !report.missingKeys.length && !report.unexpectedKeys.length && !report.mismatchedKeys.length;
        ctx.log(clean ? 'info' : 'warn', `loaded pretrained weights from ${path} (${report.loadedKeys.length} keys):\n${describeReport(report)}`);
        this.restoredFrom = { kind: 'pretrained', path };
        return report;
    }
    // ---- during training ----
    /** Training starts: listen for stop signals, unless the application handles them (`signals: 'app'`). */
    startTraining(ctx, requestStop, signals = 'handle') {
        this.stop?.remove();
        this.stop = new GracefulStop(requestStop, (m) => ctx.log('warn', m));
        if (signals === 'handle')
            this.stop.install();
    }
    /**
     * Called before each training micro-step: keeps the heartbeat, and at the first micro-step
     * of a window remembers where the window starts (only when windows have several
     * micro-steps; otherwise a stop never falls inside one).
     *
     * @param windowStarts - this micro-step opens a window
     * @param take - where the run stands now (state and every loader's position, the batch of
     *   this micro-step already drawn from `split`)
     */
    beforeMicroStep(globalStep, epoch, windowStarts, accumSteps, split, take) {
        this.heartbeat?.beat(globalStep, epoch);
        if (accumSteps <= 1 || !windowStarts)
            return;
        this.releaseWindow();
        const start = take();
        const loader = start.dataloaders[split];
        // The window's first batch is already out of its loader: the window starts one earlier.
        if (loader && typeof loader.batchesYielded === 'number' && loader.batchesYielded > 0) {
            start.dataloaders[split] = { ...loader, batchesYielded: loader.batchesYielded - 1 };
        }
        const rng = start.state.rng ?? {};
        this.windowTensors = [rng.torch, ...Object.values(rng.model_parallel?.streams ?? {})].filter((t) => t !== undefined).map((t) => t.keep());
        this.window = start;
    }
    /** The start of the window in progress when training stopped inside one, else null. */
    partialWindow(windowPending) {
        return windowPending > 0 ? this.window : null;
    }
    /**
     * Training ended (normally, by a stop, or by an error): stop listening; after a stop, say
     * where the checkpoint is.
     *
     * @param reason - why training stopped before the end of its budget (a signal's name, an abort's reason), or null
     */
    async endTraining(ctx, manager, step, epoch, reason = this.interrupted) {
        this.stop?.remove();
        this.releaseWindow();
        this.heartbeat?.beat(step, epoch, true);
        if (reason === null)
            return;
        await manager.wait();
        if (manager instanceof MemoryCheckpointManager) {
            ctx.log('warn', `${stopLine(reason)} at step ${step}; ${manager.latest ? `the checkpoint of step ${manager.latest.point.globalStep} is in memory (runner.checkpointManager.latest; workspace: false)` : 'no checkpoint was kept'}`);
            return;
        }
        const where = manager instanceof FileCheckpointManager || manager instanceof ShardedCheckpointManager ? manager.latestPath : ctx.checkpointsDir;
        // The checkpoint's own step: the stop may come after the last save, or before any.
        const saved = this.lastSavedStep !== null
            ? `last checkpoint: ${where} (step ${this.lastSavedStep}${this.lastSavedStep === step ? '' : `; steps ${this.lastSavedStep + 1}..${step} were not saved`}; resume with --autoResume (config autoResume: true), or --resume ${where} (config resume: ${where}))`
            : `no checkpoint was saved by this run${this.restoredFrom?.kind === 'checkpoint' ? ` (it resumed from ${this.restoredFrom.path})` : ''}`;
        ctx.log('warn', `${stopLine(reason)} at step ${step}; ${saved}`);
    }
    /** Releases handlers and files. */
    async close(step, epoch) {
        this.stop?.remove();
        this.releaseWindow();
        const heartbeat = this.heartbeat;
        this.heartbeat = null;
        await heartbeat?.stop(step, epoch);
    }
    releaseWindow() {
        for (const t of this.windowTensors)
            t.dispose();
        this.windowTensors = [];
        this.window = null;
    }
}
/** `stopped by SIGTERM` for a signal, `stopped (reason)` otherwise. */
function stopLine(reason) {
    return /^SIG[A-Z0-9]+$/.test(reason) ? `stopped by ${reason}` : `stopped (${reason})`;
}
function savedLine(s) {
    let extra = s.history ? `history ${basename(s.history)}` : '';
    if (s.best)
        extra += extra ? '; best' : 'best';
    if (s.pruned.length > 0)
        extra += `${extra ? '; ' : ''}removed ${s.pruned.map((p) => basename(p)).join(', ')}`;
    return `checkpoint saved at step ${s.point.globalStep}: ${s.latest}${extra ? ` (${extra})` : ''}`;
}
//# sourceMappingURL=run-checkpointing.js.map
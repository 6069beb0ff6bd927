import { basename } from 'node:path';
import { ShardedCheckpointManager } from '../../checkpoints/sharded/manager.js';
import { shardedSaveSync } from '../../checkpoints/sharded/state-sync.js';
// The sharded backend's side of the runner's checkpointing: its manager, and what a save written by another layout needs.
export function createShardedManager(ctx, onSaved) {
    const c = ctx.config.checkpoint;
    return new ShardedCheckpointManager({
        dir: ctx.checkpointsDir,
        rank: ctx.rank ?? 0,
        worldSize: ctx.worldSize,
        asyncMode: c.asyncMode,
        interval: c.interval,
        keepLatestK: c.keepLatestK,
        saveBest: c.saveBest,
        steps: ctx.config.steps,
        ...(ctx.allReduceSum ? { allReduceSum: ctx.allReduceSum } : {}),
        ...(ctx.paramNames ? { paramNames: ctx.paramNames } : {}),
        topology: { stage: ctx.config.stack === 'torch' ? (ctx.worldSize > 1 ? 'ddp' : 'single') : ctx.config.stack, axes: { ...(ctx.axes ?? { replicate: ctx.worldSize }) } },
        warn: (m) => ctx.log('warn', m),
        onSaved: (s) => {
            onSaved(s.dir, s.point.globalStep);
            ctx.log('info', `sharded checkpoint saved at step ${s.point.globalStep}: ${s.dir} (${s.pointers.join(', ')})${s.pruned.length ? `; removed ${s.pruned.map((p) => basename(p)).join(', ')}` : ''}`);
        },
        augment: (p) => withWorldSize(p, ctx.worldSize),
    });
}
/**
 * The payload with the data-parallel degree in `state`. `Object.assign` rather than a spread
 * followed by the new key, for which V8 makes a new hidden class at every save.
 */
export function withWorldSize(payload, worldSize) {
    return { ...payload, state: Object.assign({}, payload.state, { world_size: worldSize }) };
}
/** Whether the save was written by a world of this run's size and named axes. */
export function sameLayout(saved, ctx) {
    const key = (axes) => JSON.stringify(Object.entries(axes).filter(([, n]) => n > 1).sort(([a], [b]) => a.localeCompare(b)));
    return saved.worldSize === ctx.worldSize && key(saved.axes) === key(ctx.axes ?? { replicate: ctx.worldSize });
}
/**
 * A save written by another layout (other pipeline stages, another tensor size) lists in this
 * rank's state file the optimizer's parameters as that rank stepped them; the state itself is
 * keyed by parameter name and already renumbered (see `joinPayload`), so each group's indices
 * become this optimizer's own (`Optimizer.stateDict()` numbering), keeping the saved options.
 */
export function renumberParamGroups(payload, optimizer) {
    const saved = payload.optimizer;
    if (!optimizer || !saved || !Array.isArray(saved.param_groups) || saved.param_groups.length !== optimizer.paramGroups.length)
        return;
    const index = new Map();
    saved.param_groups = saved.param_groups.map((g, gi) => ({
        ...g,
        params: optimizer.paramGroups[gi].params.map((p) => {
            if (!index.has(p))
                index.set(p, index.size);
            return index.get(p);
        }),
    }));
}
/** True when `path` names a sharded checkpoint (as `isShardedCheckpoint`, synchronously). */
export function isShardedSync(path) {
    try {
        return shardedSaveSync(path) !== null;
    }
    catch {
        return false;
    }
}
//# sourceMappingURL=sharded.js.map
import { LRScheduler } from '../../torch/optim/lr-scheduler/index.js';
/**
 * After a resume that accepted config changes: the restored scheduler keeps its position
 * (`lastEpoch`) but takes its base lrs from the freshly built optimizer (`fresh`, the param
 * groups before the checkpoint was loaded, whose `initialLr` is the new config's lr), so an
 * accepted `optim.lr` is the new base of the schedule from the resumed step on; schedule
 * options (`minLr`, warm-up, length) already come from the new config through the
 * scheduler's factor functions. A metric-driven scheduler has no base: the accepted lr stays
 * as set.
 */
export function rebaseSchedule(scheduler, fresh) {
    if (!(scheduler instanceof LRScheduler))
        return;
    scheduler.rebase(fresh.map((g) => g.initialLr ?? g.lr));
}
/** After a resume that accepted `optim.*` changes: the restored optimizer's groups take the new config's values. */
export function keepAcceptedOptimChanges(optimizer, fresh, accepted) {
    const keys = accepted.filter((c) => /^optim\.[^.]+$/.test(c.key)).map((c) => c.key.slice('optim.'.length));
    optimizer.paramGroups.forEach((g, i) => {
        const f = fresh[i];
        if (!f)
            return;
        for (const k of keys)
            if (k in f && k !== 'params')
                g[k] = f[k];
    });
}
//# sourceMappingURL=accepted-changes.js.map
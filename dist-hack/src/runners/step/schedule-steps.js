import { ReduceLROnPlateau } from '../../torch/optim/lr-scheduler/index.js';
/** After an optimizer step: a step-interval scheduler steps. */
export function scheduleAfterStep(scheduler, config) {
    if (scheduler && config.sched?.interval !== 'epoch' && !(scheduler instanceof ReduceLROnPlateau))
        scheduler.step();
}
/** Step mode, after a pass over the first train split: an epoch-interval scheduler steps. */
export function scheduleAfterPass(scheduler, config) {
    if (scheduler && !(scheduler instanceof ReduceLROnPlateau) && config.sched?.interval === 'epoch')
        scheduler.step();
}
/**
 * After an evaluation: a metric-driven scheduler steps on `sched.monitor` (default
 * `defaultMonitor`, `scoreSplit.scoreName`) in `scores`; in epoch mode an epoch-interval one steps.
 */
export function scheduleAfterEvaluation(scheduler, config, mode, scores, defaultMonitor) {
    const s = scheduler;
    if (!s)
        return;
    if (s instanceof ReduceLROnPlateau) {
        const monitor = config.sched?.monitor ?? defaultMonitor();
        const value = readMonitor(scores(), monitor);
        s.step(value);
    }
    else if (mode === 'epoch' && config.sched?.interval === 'epoch') {
        s.step();
    }
}
function readMonitor(scores, monitor) {
    const dot = monitor.indexOf('.');
    const split = dot < 0 ? '' : monitor.slice(0, dot);
    const name = dot < 0 ? monitor : monitor.slice(dot + 1);
    const value = scores[split]?.[name];
    if (typeof value !== 'number') {
        const known = Object.entries(scores).flatMap(([s, v]) => Object.keys(v).map((k) => `${s}.${k}`));
        throw new Error(`sched.monitor '${monitor}' is not among the scores (${known.join(', ')}); write it as 'split.metric', e.g. 'val.loss'`);
    }
    return value;
}
//# sourceMappingURL=schedule-steps.js.map
import { checkpointViolations } from './checkpoint-checks.js';
import { isPlainObject } from './merge.js';
import { DEEPSPEED_SCHEDULERS } from './sections/sched.js';
import { modeViolations, typedOptionViolations } from './typed-options.js';
/**
 * Rules that involve more than one key. Written against unvalidated input, because they
 * also run when other keys are invalid, so that every problem is reported at once.
 */
export function crossKeyViolations(config) {
    if (!isPlainObject(config))
        return [];
    const violations = [];
    if (config.epochs !== undefined && config.steps !== undefined) {
        violations.push({
            path: ['steps'],
            input: config.steps,
            expected: 'epochs or steps, not both (epochs is set too)',
        });
    }
    const parallel = config.parallel;
    if (isPlainObject(parallel)) {
        const filled = Object.keys(parallel).filter((axis) => parallel[axis] === -1);
        if (filled.length > 1) {
            violations.push({
                path: ['parallel', filled[1]],
                input: -1,
                expected: `at most one axis set to -1 (${filled.join(' and ')} are)`,
            });
        }
        const v = parallel.virtualStages;
        if (typeof v === 'number' && v > 1 && (parallel.pipeline === undefined || parallel.pipeline === 1)) {
            violations.push({ path: ['parallel', 'virtualStages'], input: v, expected: `1 without a pipeline (virtualStages ${v} cuts each pipeline rank's part into model chunks; set parallel.pipeline above 1)` });
        }
    }
    const ft = config.ft;
    if (isPlainObject(ft)) {
        const groupSize = typeof ft.groupSize === 'number' ? ft.groupSize : 1;
        if (typeof ft.replicaId === 'number' && ft.replicaId >= groupSize) {
            violations.push({ path: ['ft', 'replicaId'], input: ft.replicaId, expected: `a number < ft.groupSize (${groupSize})` });
        }
        if (typeof ft.minReplicaSize === 'number' && ft.minReplicaSize > groupSize) {
            violations.push({
                path: ['ft', 'minReplicaSize'],
                input: ft.minReplicaSize,
                expected: `a number <= ft.groupSize (${groupSize})`,
            });
        }
    }
    const sched = config.sched;
    if (isPlainObject(sched) && DEEPSPEED_SCHEDULERS.includes(sched.name)) {
        if (sched.warmup !== undefined && sched.warmup !== 0)
            violations.push({ path: ['sched', 'warmup'], input: sched.warmup, expected: `0 with sched.name ${String(sched.name)}, whose warm-up is sched.options.warmup_num_steps` });
        if (sched.interval !== undefined && sched.interval !== 'step')
            violations.push({ path: ['sched', 'interval'], input: sched.interval, expected: `step with sched.name ${String(sched.name)} (DeepSpeed advances its schedules once per optimizer step)` });
    }
    violations.push(...zero3Violations(config), ...typedOptionViolations(config), ...modeViolations(config), ...checkpointViolations(config));
    return violations;
}
/** ZeRO stage 3 keeps only a chunk of each parameter per rank: nothing may read whole parameters between steps. */
function zero3Violations(config) {
    const ds = config.deepspeed;
    if (!(config.stack === 'deepspeed' || config.stack === 'ds') || !isPlainObject(ds) || ds.stage !== 3)
        return [];
    const out = [];
    const checkpoint = config.checkpoint;
    if (isPlainObject(checkpoint) && checkpoint.backend === 'file') {
        out.push({ path: ['checkpoint', 'backend'], input: 'file', expected: "'sharded' or 'auto' under deepspeed.stage 3 (each rank holds only its chunks of the parameters, which a file checkpoint written by rank 0 cannot hold)" });
    }
    if (config.ema !== undefined) {
        out.push({ path: ['ema'], input: config.ema, expected: 'no ema under deepspeed.stage 3 (the average needs whole parameters on every rank; use stage 2)' });
    }
    return out;
}
//# sourceMappingURL=cross-checks.js.map
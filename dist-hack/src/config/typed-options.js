import { isPlainObject } from './merge.js';
import { didYouMean } from './suggest.js';
const bool = { kind: 'boolean' };
const num = { kind: 'number' };
const int = { kind: 'integer' };
const perGroup = { kind: 'perGroup' };
const stepsOrAuto = { kind: 'stepsOrAuto' };
const warmupType = { kind: 'choice', values: ['log', 'linear'] };
const lastBatch = { kind: 'integer' };
const kernelFlags = { maximize: bool, foreach: bool, differentiable: bool };
/** What `optim.options` may hold for each optimizer (the keys with their own config key excluded). */
export const OPTIMIZER_OPTIONS = {
    sgd: { dampening: num, nesterov: bool, ...kernelFlags },
    adam: { amsgrad: bool, capturable: bool, fused: bool, ...kernelFlags },
    adamw: { amsgrad: bool, capturable: bool, maximize: bool, foreach: bool },
    rmsprop: { alpha: num, centered: bool, ...kernelFlags },
    adagrad: { lrDecay: num, initialAccumulatorValue: num, maximize: bool, foreach: bool },
    lbfgs: {},
};
/** What `sched.options` may hold for each schedule. */
export const SCHEDULER_OPTIONS = {
    constant: {},
    linear: { minLr: num },
    cosine: { minLr: num },
    polynomial: { minLr: num, power: num },
    step: { stepSize: int, gamma: num },
    multistep: { milestones: { kind: 'numbers' }, gamma: num },
    exponential: { gamma: num },
    plateau: {
        mode: { kind: 'choice', values: ['min', 'max'] },
        factor: num,
        patience: int,
        threshold: num,
        thresholdMode: { kind: 'choice', values: ['rel', 'abs'] },
        cooldown: int,
        minLr: num,
        eps: num,
    },
    // DeepSpeed's schedules take DeepSpeed's parameter names (lr_schedules.py).
    WarmupLR: { warmup_min_lr: perGroup, warmup_max_lr: perGroup, warmup_num_steps: int, warmup_type: warmupType, last_batch_iteration: lastBatch },
    WarmupDecayLR: { total_num_steps: stepsOrAuto, warmup_min_lr: perGroup, warmup_max_lr: perGroup, warmup_num_steps: int, warmup_type: warmupType, last_batch_iteration: lastBatch },
    WarmupCosineLR: { total_num_steps: stepsOrAuto, warmup_min_ratio: num, warmup_num_steps: int, cos_min_ratio: num, warmup_type: warmupType, last_batch_iteration: lastBatch },
    OneCycle: {
        cycle_min_lr: num,
        cycle_max_lr: num,
        decay_lr_rate: num,
        cycle_first_step_size: num,
        cycle_second_step_size: num,
        cycle_first_stair_count: int,
        cycle_second_stair_count: int,
        decay_step_size: num,
        cycle_momentum: bool,
        cycle_min_mom: num,
        cycle_max_mom: num,
        decay_mom_rate: num,
        last_batch_iteration: lastBatch,
    },
    LRRangeTest: { lr_range_test_min_lr: perGroup, lr_range_test_step_size: num, lr_range_test_step_rate: num, lr_range_test_staircase: bool, last_batch_iteration: lastBatch },
};
/** `optim` keys of their own that only some optimizers read. */
const OPTIM_KEYS_FOR = {
    momentum: ['sgd', 'rmsprop'],
    betas: ['adam', 'adamw'],
};
function fits(spec, value) {
    switch (spec.kind) {
        case 'boolean':
            return typeof value === 'boolean';
        case 'number':
            return typeof value === 'number' && Number.isFinite(value);
        case 'integer':
            return Number.isInteger(value);
        case 'numbers':
            return Array.isArray(value) && value.every((v) => Number.isInteger(v));
        case 'choice':
            return typeof value === 'string' && spec.values.includes(value);
        case 'perGroup':
            return (typeof value === 'number' && Number.isFinite(value)) || (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'number' && Number.isFinite(v)));
        case 'stepsOrAuto':
            return value === 'auto' || (Number.isInteger(value) && value > 0);
    }
}
function describeSpec(spec) {
    switch (spec.kind) {
        case 'boolean':
            return 'true or false';
        case 'number':
            return 'a number';
        case 'integer':
            return 'a whole number';
        case 'numbers':
            return 'a list of whole numbers';
        case 'choice':
            return `one of ${spec.values.map((v) => `"${v}"`).join(', ')}`;
        case 'perGroup':
            return 'a number, or a list of numbers (one per parameter group)';
        case 'stepsOrAuto':
            return "a whole number > 0, or 'auto' (the run's length in steps)";
    }
}
function optionViolations(section, name, options, specs, ownKeys) {
    if (!isPlainObject(options))
        return [];
    const out = [];
    const valid = Object.keys(specs);
    const takes = valid.length > 0 ? `${name} takes ${valid.join(', ')}` : `${name} takes no options`;
    for (const [key, value] of Object.entries(options)) {
        const path = [section, 'options', key];
        const spec = specs[key];
        if (ownKeys.includes(key)) {
            out.push({ path, input: value, expected: `${section}.${key}, not ${section}.options.${key} (it has a key of its own)` });
        }
        else if (!spec) {
            const hint = didYouMean(key, valid);
            out.push({ path, input: key, expected: `an option of ${section}.name ${name} (${takes})${hint ? `; did you mean "${hint}"?` : ''}` });
        }
        else if (!fits(spec, value)) {
            out.push({ path, input: value, expected: describeSpec(spec) });
        }
    }
    return out;
}
/**
 * The optimizer's and the schedule's options checked against what their type takes: unknown
 * names (with a did-you-mean), values of the wrong kind, keys with a config key of their own,
 * and `optim.momentum`/`optim.betas`/`sched.monitor` where the type ignores them.
 */
export function typedOptionViolations(config) {
    const out = [];
    const optim = config.optim;
    if (isPlainObject(optim) && typeof optim.name === 'string' && Object.hasOwn(OPTIMIZER_OPTIONS, optim.name)) {
        const name = optim.name;
        out.push(...optionViolations('optim', name, optim.options, OPTIMIZER_OPTIONS[name], ['lr', 'weightDecay', 'betas', 'eps', 'momentum']));
        for (const [key, users] of Object.entries(OPTIM_KEYS_FOR)) {
            if (optim[key] !== undefined && !users.includes(name)) {
                out.push({ path: ['optim', key], input: optim[key], expected: `no ${key} for optim.name ${name} (only ${users.join(' and ')} use it)` });
            }
        }
    }
    const sched = config.sched;
    if (isPlainObject(sched) && typeof sched.name === 'string' && Object.hasOwn(SCHEDULER_OPTIONS, sched.name)) {
        const name = sched.name;
        out.push(...optionViolations('sched', name, sched.options, SCHEDULER_OPTIONS[name], ['warmup', 'interval', 'monitor']));
        if (sched.monitor !== undefined && name !== 'plateau') {
            out.push({ path: ['sched', 'monitor'], input: sched.monitor, expected: `no monitor for sched.name ${name} (only plateau is driven by a metric)` });
        }
    }
    return out;
}
/** Keys that only step mode reads. */
export const STEP_MODE_KEYS = ['evaluateInterval', 'evaluateSteps'];
/** Keys of one mode set while the config is in the other. */
export function modeViolations(config) {
    if (config.epochs === undefined)
        return [];
    return STEP_MODE_KEYS.filter((k) => config[k] !== undefined).map((k) => ({
        path: [k],
        input: config[k],
        expected: `no ${k} in epoch mode (epochs is set): it applies to step mode (steps), where evaluation runs every evaluateInterval steps; in epoch mode every evaluation split is evaluated after each epoch`,
    }));
}
//# sourceMappingURL=typed-options.js.map
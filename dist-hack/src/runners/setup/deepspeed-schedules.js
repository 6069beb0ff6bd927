// DeepSpeed's learning-rate schedules (deepspeed/runtime/lr_schedules.py), with their defaults
// and their timing: the constructor sets the lr of the first optimizer step, and each `step()`
// after an optimizer step advances `last_batch_iteration` (-1 before the first) and sets the lr
// of the next one.
import { DEEPSPEED_SCHEDULERS } from '../../config/sections/sched.js';
/** Every parameter each schedule takes (lr_schedules.py's constructor arguments). */
export const DEEPSPEED_SCHEDULER_PARAMS = {
    WarmupLR: ['warmup_min_lr', 'warmup_max_lr', 'warmup_num_steps', 'warmup_type', 'last_batch_iteration'],
    WarmupDecayLR: ['total_num_steps', 'warmup_min_lr', 'warmup_max_lr', 'warmup_num_steps', 'warmup_type', 'last_batch_iteration'],
    WarmupCosineLR: ['total_num_steps', 'warmup_min_ratio', 'warmup_num_steps', 'cos_min_ratio', 'warmup_type', 'last_batch_iteration'],
    OneCycle: [
        'cycle_min_lr',
        'cycle_max_lr',
        'decay_lr_rate',
        'cycle_first_step_size',
        'cycle_second_step_size',
        'cycle_first_stair_count',
        'cycle_second_stair_count',
        'decay_step_size',
        'cycle_momentum',
        'cycle_min_mom',
        'cycle_max_mom',
        'decay_mom_rate',
        'last_batch_iteration',
    ],
    LRRangeTest: ['lr_range_test_min_lr', 'lr_range_test_step_size', 'lr_range_test_step_rate', 'lr_range_test_staircase', 'last_batch_iteration'],
};
function bad(name, key, value, expected) {
    throw new RangeError(`sched.options.${key} (${name}): got ${JSON.stringify(value)}; expected ${expected}`);
}
function number(name, p, key, fallback, rule = () => true, expected = 'a number') {
    const v = p[key] ?? fallback;
    if (v === undefined)
        bad(name, key, v, `${expected} (DeepSpeed has no default for it)`);
    if (typeof v !== 'number' || !Number.isFinite(v) || !rule(v))
        bad(name, key, v, expected);
    return v;
}
function perGroup(name, p, key, fallback, groups) {
    const v = p[key] ?? fallback;
    if (Array.isArray(v)) {
        if (v.length !== groups || v.some((x) => typeof x !== 'number'))
            bad(name, key, v, `a number or a list of ${groups} numbers (one per parameter group)`);
        return v;
    }
    if (typeof v !== 'number' || !Number.isFinite(v))
        bad(name, key, v, `a number or a list of ${groups} numbers (one per parameter group)`);
    return Array.from({ length: groups }, () => v);
}
function warmupType(name, p) {
    const v = p.warmup_type ?? 'log';
    // DeepSpeed warns and falls back to log for an unknown type; a config typo is better refused.
    if (v !== 'log' && v !== 'linear')
        bad(name, 'warmup_type', v, "'log' (DeepSpeed's default) or 'linear'");
    return v;
}
/** WarmupLR's and WarmupDecayLR's warm-up factor (`_get_gamma`), or undefined past the warm-up. */
function warmupGamma(type, warmupSteps, it) {
    if (it >= warmupSteps)
        return undefined;
    const inverseLogWarmUp = 1.0 / Math.log(warmupSteps);
    return type === 'log' ? inverseLogWarmUp * Math.log(it + 1) : it / warmupSteps;
}
function warmupRule(name, p, groups, total) {
    const minLrs = perGroup(name, p, 'warmup_min_lr', 0.0, groups);
    const maxLrs = perGroup(name, p, 'warmup_max_lr', 0.001, groups);
    const deltas = maxLrs.map((m, i) => m - minLrs[i]);
    const warmupSteps = Math.max(2, number(name, p, 'warmup_num_steps', 1000, (n) => Number.isInteger(n) && n >= 0, 'a whole number >= 0'));
    const type = warmupType(name, p);
    let afterWarmup = (_it) => 1.0;
    if (name === 'WarmupDecayLR') {
        const totalSteps = number(name, p, 'total_num_steps', total, (n) => Number.isInteger(n) && n > 0, "a whole number > 0, or 'auto' for the run's length in steps");
        afterWarmup = (it) => Math.max(0.0, (totalSteps - it) / Math.max(1.0, totalSteps - warmupSteps));
    }
    return {
        lrs: (it) => {
            if (it < 0)
                return minLrs;
            const gamma = warmupGamma(type, warmupSteps, it) ?? afterWarmup(it);
            return minLrs.map((m, i) => m + deltas[i] * gamma);
        },
    };
}
function cosineRule(name, p, orgLrs, total) {
    const totalSteps = number(name, p, 'total_num_steps', total, (n) => Number.isInteger(n) && n > 0, "a whole number > 0, or 'auto' for the run's length in steps");
    const warmupMinRatio = number(name, p, 'warmup_min_ratio', 0.0);
    const cosMinRatio = number(name, p, 'cos_min_ratio', 0.0001);
    const warmupSteps = Math.max(2, number(name, p, 'warmup_num_steps', 1000, (n) => Number.isInteger(n) && n >= 0, 'a whole number >= 0'));
    const type = warmupType(name, p);
    const ratio = (it) => {
        const gamma = warmupGamma(type, warmupSteps, it);
        if (gamma !== undefined)
            return warmupMinRatio + gamma * (1 - warmupMinRatio);
        const realLastStep = it - warmupSteps + 1;
        const realTotalSteps = totalSteps - warmupSteps;
        const r = (1 + Math.cos((Math.PI * realLastStep) / realTotalSteps)) / 2;
        return Math.max(0.0, cosMinRatio + (1 - cosMinRatio) * r);
    };
    // Before the first step DeepSpeed's get_lr returns [0.0], which sets the first group only.
    return { lrs: (it) => (it < 0 ? [0.0] : orgLrs.map((lr) => lr * ratio(it))) };
}
function oneCycleRule(name, p, groups, hasBetas) {
    const minLr = number(name, p, 'cycle_min_lr', undefined);
    const maxLr = number(name, p, 'cycle_max_lr', undefined);
    const decayLrRate = number(name, p, 'decay_lr_rate', 0);
    const firstSize = number(name, p, 'cycle_first_step_size', 2000, (n) => n > 0, 'a number > 0');
    const secondSize = p.cycle_second_step_size === undefined || p.cycle_second_step_size === null ? firstSize : number(name, p, 'cycle_second_step_size', undefined, (n) => n > 0, 'a number > 0');
    const decayStepSize = number(name, p, 'decay_step_size', 0, (n) => n >= 0, 'a number >= 0');
    for (const k of ['cycle_first_stair_count', 'cycle_second_stair_count']) {
        // DeepSpeed stores the stair counts and never reads them: the cycle is always continuous.
        if (p[k] !== undefined && p[k] !== null)
            number(name, p, k, 0, (n) => Number.isInteger(n) && n >= 0, 'a whole number >= 0');
    }
    const cycleMomentum = p.cycle_momentum ?? true;
    if (typeof cycleMomentum !== 'boolean')
        bad(name, 'cycle_momentum', cycleMomentum, 'true or false');
    const minMom = number(name, p, 'cycle_min_mom', 0.8);
    const maxMom = number(name, p, 'cycle_max_mom', 0.9);
    const decayMomRate = number(name, p, 'decay_mom_rate', 0);
    const totalSize = firstSize + secondSize;
    const stepRatio = firstSize / totalSize;
    // DeepSpeed's math.isclose(x, 0) holds for 0 only.
    const skipLrDecay = decayStepSize === 0 || decayLrRate === 0;
    const skipMomDecay = decayStepSize === 0 || decayMomRate === 0;
    const scaleFactor = (it) => {
        const batchIteration = it + 1;
        const cycle = Math.floor(1 + batchIteration / totalSize);
        const x = 1 + batchIteration / totalSize - cycle;
        return x <= stepRatio ? x / stepRatio : (x - 1) / (stepRatio - 1);
    };
    const all = (v) => Array.from({ length: groups }, () => v);
    const rule = {
        lrs: (it) => {
            if (it < 0)
                return all(minLr);
            if (it < totalSize)
                return all(minLr + (maxLr - minLr) * scaleFactor(it));
            if (skipLrDecay)
                return all(minLr);
            const decayInterval = (it - totalSize + 1) / decayStepSize;
            return all(minLr / (1 + decayLrRate * decayInterval));
        },
    };
    // DeepSpeed cycles beta1 only for optimizers with betas, and sets beta2 to 0.99 while it does.
    if (cycleMomentum && hasBetas) {
        rule.betas = (it) => {
            if (it < 0)
                return [minMom, 0.99];
            if (it < totalSize)
                return [maxMom - (maxMom - minMom) * scaleFactor(it), 0.99];
            if (skipMomDecay)
                return [maxMom, 0.99];
            const decayInterval = (it - totalSize + 1) / decayStepSize;
            return [maxMom * (1 + decayMomRate * decayInterval), 0.99];
        };
    }
    return rule;
}
function rangeTestRule(name, p, groups) {
    const minLrs = perGroup(name, p, 'lr_range_test_min_lr', 1e-3, groups);
    const stepSize = number(name, p, 'lr_range_test_step_size', 2000, (n) => n > 0, 'a number > 0');
    const stepRate = number(name, p, 'lr_range_test_step_rate', 1.0);
    const staircase = p.lr_range_test_staircase ?? false;
    if (typeof staircase !== 'boolean')
        bad(name, 'lr_range_test_staircase', staircase, 'true or false');
    return {
        lrs: (it) => {
            if (it < 0)
                return minLrs;
            const interval = staircase ? Math.floor((it + 1) / stepSize) : (it + 1) / stepSize;
            const increase = 1 + stepRate * interval;
            return minLrs.map((lr) => lr * increase);
        },
    };
}
/**
 * One of DeepSpeed's schedules over an optimizer (`name` and `params` as in a ds_config's
 * `scheduler` block). Like DeepSpeed's, it sets absolute lrs (WarmupCosineLR: ratios of the
 * lrs the groups had when it was built), so the optimizer's own lr only matters to
 * WarmupCosineLR; OneCycle also sets Adam's betas. The state dict is DeepSpeed's
 * (`last_batch_iteration`).
 *
 * @param total - the run's length in optimizer steps, for `total_num_steps` left out or `'auto'`
 * @throws RangeError naming a parameter that is unknown, missing or out of range
 */
export class DeepSpeedLR {
    optimizer;
    name;
    /** DeepSpeed's `last_batch_iteration`: -1 before the first step. */
    lastBatchIteration;
    rule;
    lastLr;
    constructor(optimizer, name, params, total) {
        this.optimizer = optimizer;
        this.name = name;
        const known = DEEPSPEED_SCHEDULER_PARAMS[name];
        if (!known)
            throw new RangeError(`sched.name: unknown DeepSpeed schedule ${JSON.stringify(name)}; expected one of ${DEEPSPEED_SCHEDULERS.join(', ')}`);
        const p = {};
        for (const [k, v] of Object.entries(params)) {
            if (!known.includes(k))
                throw new RangeError(`sched.options.${k}: ${name} takes no such parameter; it takes ${known.join(', ')}`);
            // 'auto' (the Hugging Face integration's value) is resolved with the config; the run's length is known here.
            if (!(k === 'total_num_steps' && v === 'auto'))
                p[k] = v;
        }
        const start = number(name, p, 'last_batch_iteration', -1, (n) => n === -1, '-1 (a resumed run restores its position from the checkpoint)');
        const groups = optimizer.paramGroups.length;
        const hasBetas = optimizer.paramGroups.every((g) => Array.isArray(g.betas));
        const orgLrs = optimizer.paramGroups.map((g) => g.lr);
        switch (name) {
            case 'WarmupLR':
            case 'WarmupDecayLR':
                this.rule = warmupRule(name, p, groups, total);
                break;
            case 'WarmupCosineLR':
                this.rule = cosineRule(name, p, orgLrs, total);
                break;
            case 'OneCycle':
                this.rule = oneCycleRule(name, p, groups, hasBetas);
                break;
            case 'LRRangeTest':
                this.rule = rangeTestRule(name, p, groups);
                break;
        }
        this.lastBatchIteration = start;
        this.lastLr = orgLrs;
        this.apply();
    }
    /** The lr of each group at DeepSpeed's `last_batch_iteration` `it` (-1: the first step's). */
    lrAt(it) {
        const lrs = this.rule.lrs(it);
        return this.optimizer.paramGroups.map((g, i) => lrs[i] ?? g.lr);
    }
    apply() {
        const lrs = this.rule.lrs(this.lastBatchIteration);
        const betas = this.rule.betas?.(this.lastBatchIteration);
        this.optimizer.paramGroups.forEach((g, i) => {
            const lr = lrs[i];
            if (lr !== undefined)
                g.lr = lr;
            if (betas)
                g.betas = [...betas];
        });
        this.lastLr = this.optimizer.paramGroups.map((g) => g.lr);
    }
    step() {
        this.lastBatchIteration += 1;
        this.apply();
    }
    getLastLr() {
        return [...this.lastLr];
    }
    stateDict() {
        return { last_batch_iteration: this.lastBatchIteration };
    }
    loadStateDict(state) {
        const it = state?.last_batch_iteration;
        if (typeof it !== 'number' || !Number.isInteger(it) || it < -1) {
            throw new TypeError(`${this.name}.loadStateDict: expected { last_batch_iteration: a whole number >= -1 }, got ${JSON.stringify(state)}`);
        }
        this.lastBatchIteration = it;
        this.apply();
    }
}
//# sourceMappingURL=deepspeed-schedules.js.map
import { DEEPSPEED_SCHEDULERS } from '../../config/sections/sched.js';
import { UsageError } from '../../errors/usage-error.js';
import { LambdaLR, ReduceLROnPlateau } from '../../torch/optim/lr-scheduler/index.js';
import { DeepSpeedLR } from './deepspeed-schedules.js';
function isDeepSpeedSchedule(name) {
    return DEEPSPEED_SCHEDULERS.includes(name);
}
function num(options, key, fallback, rule, expected) {
    const v = options[key] ?? fallback;
    if (typeof v !== 'number' || !rule(v)) {
        throw new RangeError(`sched.options.${key}: got ${JSON.stringify(v)}; expected ${expected}`);
    }
    return v;
}
/**
 * The multiplier of the base lr at schedule unit `u` (a step or an epoch), for one group
 * whose base lr is `baseLr`: a linear warm-up over `warmup` units (1/W, 2/W, … 1) followed
 * by the named decay over the remaining `total - warmup` units.
 *
 * Options (in `sched.options`): `minLr` (linear, cosine, polynomial; default 0), `stepSize`
 * and `gamma` (step; gamma default 0.1), `milestones` and `gamma` (multistep, counted after
 * warm-up), `gamma` (exponential), `power` (polynomial, default 1).
 *
 * @throws RangeError naming the option that is missing or out of range; UsageError when the
 *   run's length is unknown or the warm-up takes all of it
 */
export function scheduleFactor(sched, total) {
    const o = sched.options;
    const warmup = sched.warmup;
    const needTotal = () => {
        const unit = sched.interval;
        if (total === undefined) {
            throw new UsageError(`sched.name '${sched.name}' decays over the whole run, but the run's length in ${unit}s is unknown: set epochs or steps, and give the train split a known length (a dataset with a length, not an endless iterable)`);
        }
        if (!(total > warmup)) {
            const length = unit === 'step' && total === 1 ? '1 step' : `${total} ${unit}s`;
            throw new UsageError(`sched.warmup ${warmup} leaves no ${unit}s for the '${sched.name}' decay: the run is ${length} long (sched.interval ${unit}). ` +
                `Lower the warm-up below ${total} (e.g. --sched.warmup ${Math.max(0, Math.floor(total / 10))}) or lengthen the run beyond ${warmup} ${unit}s`);
        }
        return total - warmup;
    };
    const minLr = () => num(o, 'minLr', 0, (n) => n >= 0, 'a number >= 0');
    let decay;
    switch (sched.name) {
        case 'constant':
            decay = () => 1;
            break;
        case 'linear': {
            const span = needTotal();
            const m = minLr();
            decay = (t, b) => {
                const floor = b > 0 ? m / b : 0;
                return floor + (1 - floor) * Math.max(0, 1 - t / span);
            };
            break;
        }
        case 'cosine': {
            const span = needTotal();
            const m = minLr();
            decay = (t, b) => {
                const floor = b > 0 ? m / b : 0;
                return floor + (1 - floor) * 0.5 * (1 + Math.cos(Math.PI * Math.min(t, span) / span));
            };
            break;
        }
        case 'polynomial': {
            const span = needTotal();
            const m = minLr();
            const power = num(o, 'power', 1, (n) => n > 0, 'a number > 0');
            decay = (t, b) => {
                const floor = b > 0 ? m / b : 0;
                return floor + (1 - floor) * Math.max(0, 1 - t / span) ** power;
            };
            break;
        }
        case 'step': {
            const stepSize = num(o, 'stepSize', undefined, (n) => Number.isInteger(n) && n > 0, 'a whole number > 0 (units between decays)');
            const gamma = num(o, 'gamma', 0.1, (n) => n > 0, 'a number > 0');
            decay = (t) => gamma ** Math.floor(t / stepSize);
            break;
        }
        case 'multistep': {
            const milestones = o.milestones;
            if (!Array.isArray(milestones) || milestones.some((m) => !Number.isInteger(m) || m < 0)) {
                throw new RangeError(`sched.options.milestones: got ${JSON.stringify(milestones)}; expected a list of whole numbers >= 0`);
            }
            const gamma = num(o, 'gamma', 0.1, (n) => n > 0, 'a number > 0');
            decay = (t) => gamma ** milestones.filter((m) => m <= t).length;
            break;
        }
        case 'exponential': {
            const gamma = num(o, 'gamma', undefined, (n) => n > 0, 'a number > 0 (the factor per unit)');
            decay = (t) => gamma ** t;
            break;
        }
        case 'plateau':
            throw new Error("scheduleFactor: 'plateau' has no closed form; it is driven by a metric");
        default:
            throw new Error(`scheduleFactor: '${sched.name}' sets absolute lrs (DeepSpeed's schedule), not a factor; build it with buildScheduler`);
    }
    return (u, baseLr) => (u < warmup ? (u + 1) / warmup : decay(u - warmup, baseLr));
}
/**
 * Builds the scheduler `sched` describes. Step- and epoch-indexed schedules are a `LambdaLR`
 * (PyTorch's state-dict layout; the factor function comes from the config, so a checkpoint
 * restores the position with `last_epoch`); `plateau` is a `ReduceLROnPlateau` driven by
 * `sched.monitor` (its `options` are passed through: `mode`, `factor`, `patience`, …);
 * DeepSpeed's schedules (`WarmupLR`, …) are a {@link DeepSpeedLR} over `options`.
 *
 * @param total - schedule length in `sched.interval` units, when known
 * @throws Error for `plateau` with a warm-up or without `monitor`, RangeError for bad options
 */
export function buildScheduler(optimizer, sched, total) {
    if (sched.name === 'plateau') {
        if (sched.warmup > 0)
            throw new Error('sched.warmup is not supported with sched.name plateau; drop the warm-up or pick a step- or epoch-indexed schedule');
        if (!sched.monitor)
            throw new Error("sched.name plateau needs sched.monitor, the metric that drives it, as 'split.metric' (for example 'val.loss')");
        return new ReduceLROnPlateau(optimizer, sched.options);
    }
    if (isDeepSpeedSchedule(sched.name))
        return new DeepSpeedLR(optimizer, sched.name, sched.options, total);
    const factor = scheduleFactor(sched, total);
    const bases = optimizer.paramGroups.map((g) => g.initialLr ?? g.lr);
    return new LambdaLR(optimizer, { lrLambda: bases.map((b) => (u) => factor(u, b)) });
}
//# sourceMappingURL=scheduler-factory.js.map
import { Optimizer } from '../optimizer.js';
/** Throws unless `optimizer` is an {@link Optimizer}. */
export function checkOptimizer(optimizer, scheduler) {
    if (!(optimizer instanceof Optimizer)) {
        throw new TypeError(`${scheduler}: expected an Optimizer (for example optim.SGD) but received ${optimizer === null ? 'null' : typeof optimizer}`);
    }
}
/** `value` repeated per group, or a list checked to have one entry per group. */
export function perGroup(value, optimizer, name, scheduler) {
    if (Array.isArray(value)) {
        if (value.length !== optimizer.paramGroups.length) {
            throw new RangeError(`${scheduler}: expected ${optimizer.paramGroups.length} values for ${name} (one per parameter group) but received ${value.length}`);
        }
        return [...value];
    }
    return optimizer.paramGroups.map(() => value);
}
/**
 * The base of the epoch/step-indexed schedulers (PyTorch 1.13's `_LRScheduler`). Construction
 * records each group's `initialLr` (when `lastEpoch` is -1) and performs the first step, so the
 * optimizer's lr is the schedule's value for step 0 right away. Subclasses set their fields and
 * then call {@link initialStep}, since TypeScript initializes subclass fields after `super()`.
 */
export class LRScheduler {
    optimizer;
    /** The lr each group started from (its `initialLr`). */
    baseLrs;
    /** The index of the latest step (PyTorch's `last_epoch`); -1 before the first. */
    lastEpoch;
    /** Steps taken, including the one made by the constructor (PyTorch's `_step_count`). */
    stepCount = 0;
    verbose = false;
    lastLr = [];
    constructor(optimizer, lastEpoch = -1) {
        this.optimizer = optimizer;
        checkOptimizer(optimizer, new.target.name);
        if (!Number.isInteger(lastEpoch) || lastEpoch < -1) {
            throw new RangeError(`${new.target.name}: lastEpoch must be an integer >= -1 but received ${lastEpoch}`);
        }
        const groups = optimizer.paramGroups;
        if (lastEpoch === -1) {
            for (const g of groups)
                if (!('initialLr' in g) || g.initialLr === undefined)
                    g.initialLr = g.lr;
        }
        else {
            groups.forEach((g, i) => {
                if (g.initialLr === undefined) {
                    throw new Error(`${new.target.name}: initialLr is not set in paramGroups[${i}] when resuming with lastEpoch ${lastEpoch}; load the optimizer's state dict first`);
                }
            });
        }
        this.baseLrs = groups.map((g) => g.initialLr);
        this.lastEpoch = lastEpoch;
    }
    /** The first step, made at construction (PyTorch's `_initial_step`). */
    initialStep() {
        this.optimizer.stepCount = 0;
        this.stepCount = 0;
        this.step();
    }
    /**
     * Advances one step. Passing `epoch` (deprecated in PyTorch) jumps to that index, using the
     * closed form where the schedule has one.
     */
    step(epoch) {
        this.stepCount++;
        let values;
        if (epoch === undefined) {
            this.lastEpoch++;
            values = this.getLr();
        }
        else {
            this.lastEpoch = epoch;
            values = this.closedFormLr ? this.closedFormLr() : this.getLr();
        }
        this.applyLrs(values);
    }
    applyLrs(values) {
        this.optimizer.paramGroups.forEach((g, i) => {
            g.lr = values[i];
        });
        this.lastLr = this.optimizer.paramGroups.map((g) => g.lr);
    }
    /**
     * Moves the schedule onto new base lrs at its current position (`lastEpoch` is kept): each
     * group's `initialLr` becomes its new base, and its lr what a schedule started from those
     * bases has at this step. A resumed run that accepts a changed lr calls it. Schedules
     * without a closed form compute from the groups' current lrs, as `step(epoch)` does.
     */
    rebase(baseLrs) {
        if (baseLrs.length !== this.optimizer.paramGroups.length) {
            throw new RangeError(`${this.constructor.name}.rebase: expected ${this.optimizer.paramGroups.length} base lrs (one per group), got ${baseLrs.length}`);
        }
        this.baseLrs = [...baseLrs];
        this.optimizer.paramGroups.forEach((g, i) => {
            g.initialLr = this.baseLrs[i];
        });
        this.applyLrs(this.closedFormLr ? this.closedFormLr() : this.getLr());
    }
    /** The lr of each parameter group after the latest step. */
    getLastLr() {
        return [...this.lastLr];
    }
    /** The scheduler's state under PyTorch's key names (`last_epoch`, `base_lrs`, `_step_count`, ...). */
    stateDict() {
        const out = {};
        for (const [key, prop] of Object.entries(this.fields))
            out[key] = copy(this[prop]);
        out.base_lrs = [...this.baseLrs];
        out.last_epoch = this.lastEpoch;
        out.verbose = this.verbose;
        out._step_count = this.stepCount;
        out._get_lr_called_within_step = false;
        out._last_lr = [...this.lastLr];
        return out;
    }
    /** Restores {@link stateDict} output, or a PyTorch scheduler's `state_dict()`; unknown keys are ignored. */
    loadStateDict(state) {
        if (state === null || typeof state !== 'object') {
            throw new TypeError(`${this.constructor.name}.loadStateDict: expected an object from stateDict() but received ${state === null ? 'null' : typeof state}`);
        }
        // Checked first, so that a malformed state changes nothing.
        const name = this.constructor.name;
        const numbers = (key) => {
            const v = state[key];
            if (!Array.isArray(v) || v.length !== this.baseLrs.length || !v.every((x) => typeof x === 'number')) {
                throw new TypeError(`${name}.loadStateDict: ${key} must be a list of ${this.baseLrs.length} numbers (one per parameter group) but is ${JSON.stringify(v)}`);
            }
        };
        if ('base_lrs' in state)
            numbers('base_lrs');
        if ('_last_lr' in state)
            numbers('_last_lr');
        for (const key of ['last_epoch', '_step_count']) {
            if (key in state && !Number.isInteger(state[key]))
                throw new TypeError(`${name}.loadStateDict: ${key} must be an integer but is ${JSON.stringify(state[key])}`);
        }
        const self = this;
        for (const [key, prop] of Object.entries(this.fields))
            if (key in state)
                self[prop] = copy(state[key]);
        if ('base_lrs' in state)
            this.baseLrs = [...state.base_lrs];
        if ('last_epoch' in state)
            this.lastEpoch = state.last_epoch;
        if ('verbose' in state)
            this.verbose = !!state.verbose;
        if ('_step_count' in state)
            this.stepCount = state._step_count;
        if ('_last_lr' in state)
            this.lastLr = [...state._last_lr];
    }
}
/** A copy of plain data: arrays, Maps and records are copied, other values returned as they are. */
export function copy(v) {
    if (Array.isArray(v))
        return v.map(copy);
    if (v instanceof Map)
        return new Map([...v].map(([k, x]) => [k, copy(x)]));
    if (v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copy(x)]));
    }
    return v;
}
//# sourceMappingURL=scheduler.js.map
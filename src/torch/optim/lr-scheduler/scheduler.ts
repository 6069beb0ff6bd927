import { Optimizer, type ParamGroup } from '../optimizer.js';

/** What every learning-rate scheduler offers. */
export interface Scheduler {
  /** Advances the schedule by one step (call after `optimizer.step()`). */
  step(...args: unknown[]): void;
  /** The learning rate of each parameter group after the latest step. */
  getLastLr(): number[];
  /** The scheduler's state, under PyTorch's key names. */
  stateDict(): Record<string, unknown>;
  loadStateDict(state: Record<string, unknown>): void;
}

/**
 * Maps PyTorch state-dict keys to property names, for {@link LRScheduler.stateDict} and
 * {@link LRScheduler.loadStateDict}.
 */
export type FieldMap = Record<string, string>;

/** Throws unless `optimizer` is an {@link Optimizer}. */
export function checkOptimizer(optimizer: unknown, scheduler: string): asserts optimizer is Optimizer<any> {
  if (!(optimizer instanceof Optimizer)) {
    throw new TypeError(`${scheduler}: expected an Optimizer (for example optim.SGD) but received ${optimizer === null ? 'null' : typeof optimizer}`);
  }
}

/** `value` repeated per group, or a list checked to have one entry per group. */
export function perGroup<T>(value: T | T[], optimizer: Optimizer<any>, name: string, scheduler: string): T[] {
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
export abstract class LRScheduler implements Scheduler {
  /** The lr each group started from (its `initialLr`). */
  baseLrs: number[];
  /** The index of the latest step (PyTorch's `last_epoch`); -1 before the first. */
  lastEpoch: number;
  /** Steps taken, including the one made by the constructor (PyTorch's `_step_count`). */
  stepCount = 0;
  verbose = false;
  protected lastLr: number[] = [];
  /** This scheduler's own state-dict keys and the properties they hold. */
  protected abstract readonly fields: FieldMap;

  constructor(
    readonly optimizer: Optimizer<any>,
    lastEpoch = -1,
  ) {
    checkOptimizer(optimizer, new.target.name);
    if (!Number.isInteger(lastEpoch) || lastEpoch < -1) {
      throw new RangeError(`${new.target.name}: lastEpoch must be an integer >= -1 but received ${lastEpoch}`);
    }
    const groups = optimizer.paramGroups as ParamGroup[];
    if (lastEpoch === -1) {
      for (const g of groups) if (!('initialLr' in g) || g.initialLr === undefined) g.initialLr = g.lr;
    } else {
      groups.forEach((g, i) => {
        if (g.initialLr === undefined) {
          throw new Error(`${new.target.name}: initialLr is not set in paramGroups[${i}] when resuming with lastEpoch ${lastEpoch}; load the optimizer's state dict first`);
        }
      });
    }
    this.baseLrs = groups.map((g) => g.initialLr as number);
    this.lastEpoch = lastEpoch;
  }

  /** The first step, made at construction (PyTorch's `_initial_step`). */
  protected initialStep(): void {
    this.optimizer.stepCount = 0;
    this.stepCount = 0;
    this.step();
  }

  /** The next lrs, from the current ones (PyTorch's chainable `get_lr`). */
  protected abstract getLr(): number[];

  /** The lrs at `lastEpoch` from `baseLrs` alone, when the schedule has a closed form. */
  protected closedFormLr?(): number[];

  /**
   * Advances one step. Passing `epoch` (deprecated in PyTorch) jumps to that index, using the
   * closed form where the schedule has one.
   */
  step(epoch?: number): void {
    this.stepCount++;
    let values: number[];
    if (epoch === undefined) {
      this.lastEpoch++;
      values = this.getLr();
    } else {
      this.lastEpoch = epoch;
      values = this.closedFormLr ? this.closedFormLr() : this.getLr();
    }
    this.applyLrs(values);
  }

  protected applyLrs(values: number[]): void {
    this.optimizer.paramGroups.forEach((g, i) => {
      g.lr = values[i]!;
    });
    this.lastLr = this.optimizer.paramGroups.map((g) => g.lr);
  }

  /**
   * Moves the schedule onto new base lrs at its current position (`lastEpoch` is kept): each
   * group's `initialLr` becomes its new base, and its lr what a schedule started from those
   * bases has at this step. A resumed run that accepts a changed lr calls it. Schedules
   * without a closed form compute from the groups' current lrs, as `step(epoch)` does.
   */
  rebase(baseLrs: readonly number[]): void {
    if (baseLrs.length !== this.optimizer.paramGroups.length) {
      throw new RangeError(`${this.constructor.name}.rebase: expected ${this.optimizer.paramGroups.length} base lrs (one per group), got ${baseLrs.length}`);
    }
    this.baseLrs = [...baseLrs];
    this.optimizer.paramGroups.forEach((g, i) => {
      g.initialLr = this.baseLrs[i]!;
    });
    this.applyLrs(this.closedFormLr ? this.closedFormLr() : this.getLr());
  }

  /** The lr of each parameter group after the latest step. */
  getLastLr(): number[] {
    return [...this.lastLr];
  }

  /** The scheduler's state under PyTorch's key names (`last_epoch`, `base_lrs`, `_step_count`, ...). */
  stateDict(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [key, prop] of Object.entries(this.fields)) out[key] = copy((this as unknown as Record<string, unknown>)[prop]);
    out.base_lrs = [...this.baseLrs];
    out.last_epoch = this.lastEpoch;
    out.verbose = this.verbose;
    out._step_count = this.stepCount;
    out._get_lr_called_within_step = false;
    out._last_lr = [...this.lastLr];
    return out;
  }

  /** Restores {@link stateDict} output, or a PyTorch scheduler's `state_dict()`; unknown keys are ignored. */
  loadStateDict(state: Record<string, unknown>): void {
    if (state === null || typeof state !== 'object') {
      throw new TypeError(`${this.constructor.name}.loadStateDict: expected an object from stateDict() but received ${state === null ? 'null' : typeof state}`);
    }
    // Checked first, so that a malformed state changes nothing.
    const name = this.constructor.name;
    const numbers = (key: string) => {
      const v = state[key];
      if (!Array.isArray(v) || v.length !== this.baseLrs.length || !v.every((x) => typeof x === 'number')) {
        throw new TypeError(`${name}.loadStateDict: ${key} must be a list of ${this.baseLrs.length} numbers (one per parameter group) but is ${JSON.stringify(v)}`);
      }
    };
    if ('base_lrs' in state) numbers('base_lrs');
    if ('_last_lr' in state) numbers('_last_lr');
    for (const key of ['last_epoch', '_step_count']) {
      if (key in state && !Number.isInteger(state[key])) throw new TypeError(`${name}.loadStateDict: ${key} must be an integer but is ${JSON.stringify(state[key])}`);
    }
    const self = this as unknown as Record<string, unknown>;
    for (const [key, prop] of Object.entries(this.fields)) if (key in state) self[prop] = copy(state[key]);
    if ('base_lrs' in state) this.baseLrs = [...(state.base_lrs as number[])];
    if ('last_epoch' in state) this.lastEpoch = state.last_epoch as number;
    if ('verbose' in state) this.verbose = !!state.verbose;
    if ('_step_count' in state) this.stepCount = state._step_count as number;
    if ('_last_lr' in state) this.lastLr = [...(state._last_lr as number[])];
  }
}

/** A copy of plain data: arrays, Maps and records are copied, other values returned as they are. */
export function copy<T>(v: T): T {
  if (Array.isArray(v)) return v.map(copy) as T;
  if (v instanceof Map) return new Map([...v].map(([k, x]) => [k, copy(x)])) as T;
  if (v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copy(x)])) as T;
  }
  return v;
}

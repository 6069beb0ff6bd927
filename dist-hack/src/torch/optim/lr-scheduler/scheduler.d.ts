import { Optimizer } from '../optimizer.js';
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
export declare function checkOptimizer(optimizer: unknown, scheduler: string): asserts optimizer is Optimizer<any>;
/** `value` repeated per group, or a list checked to have one entry per group. */
export declare function perGroup<T>(value: T | T[], optimizer: Optimizer<any>, name: string, scheduler: string): T[];
/**
 * The base of the epoch/step-indexed schedulers (PyTorch 1.13's `_LRScheduler`). Construction
 * records each group's `initialLr` (when `lastEpoch` is -1) and performs the first step, so the
 * optimizer's lr is the schedule's value for step 0 right away. Subclasses set their fields and
 * then call {@link initialStep}, since TypeScript initializes subclass fields after `super()`.
 */
export declare abstract class LRScheduler implements Scheduler {
    readonly optimizer: Optimizer<any>;
    /** The lr each group started from (its `initialLr`). */
    baseLrs: number[];
    /** The index of the latest step (PyTorch's `last_epoch`); -1 before the first. */
    lastEpoch: number;
    /** Steps taken, including the one made by the constructor (PyTorch's `_step_count`). */
    stepCount: number;
    verbose: boolean;
    protected lastLr: number[];
    /** This scheduler's own state-dict keys and the properties they hold. */
    protected abstract readonly fields: FieldMap;
    constructor(optimizer: Optimizer<any>, lastEpoch?: number);
    /** The first step, made at construction (PyTorch's `_initial_step`). */
    protected initialStep(): void;
    /** The next lrs, from the current ones (PyTorch's chainable `get_lr`). */
    protected abstract getLr(): number[];
    /** The lrs at `lastEpoch` from `baseLrs` alone, when the schedule has a closed form. */
    protected closedFormLr?(): number[];
    /**
     * Advances one step. Passing `epoch` (deprecated in PyTorch) jumps to that index, using the
     * closed form where the schedule has one.
     */
    step(epoch?: number): void;
    protected applyLrs(values: number[]): void;
    /**
     * Moves the schedule onto new base lrs at its current position (`lastEpoch` is kept): each
     * group's `initialLr` becomes its new base, and its lr what a schedule started from those
     * bases has at this step. A resumed run that accepts a changed lr calls it. Schedules
     * without a closed form compute from the groups' current lrs, as `step(epoch)` does.
     */
    rebase(baseLrs: readonly number[]): void;
    /** The lr of each parameter group after the latest step. */
    getLastLr(): number[];
    /** The scheduler's state under PyTorch's key names (`last_epoch`, `base_lrs`, `_step_count`, ...). */
    stateDict(): Record<string, unknown>;
    /** Restores {@link stateDict} output, or a PyTorch scheduler's `state_dict()`; unknown keys are ignored. */
    loadStateDict(state: Record<string, unknown>): void;
}
/** A copy of plain data: arrays, Maps and records are copied, other values returned as they are. */
export declare function copy<T>(v: T): T;

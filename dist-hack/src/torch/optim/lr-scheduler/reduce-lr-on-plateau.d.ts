import { Tensor } from '../../tensor.js';
import type { Optimizer } from '../optimizer.js';
import { type Scheduler } from './scheduler.js';
/** ReduceLROnPlateau options (PyTorch 1.13 names in camelCase, same defaults). */
export interface ReduceLROnPlateauOptions {
    /** 'min': reduce when the metric stops decreasing; 'max': when it stops increasing. */
    mode?: 'min' | 'max';
    /** new lr = lr * factor (< 1). */
    factor?: number;
    /** Steps without improvement tolerated before reducing. */
    patience?: number;
    /** How much better than the best a metric must be to count as an improvement. */
    threshold?: number;
    /** 'rel': relative to the best; 'abs': absolute. */
    thresholdMode?: 'rel' | 'abs';
    /** Steps to wait after a reduction before counting bad steps again. */
    cooldown?: number;
    /** Lower bound on the lr, one for all groups or one per group. */
    minLr?: number | number[];
    /** Reductions smaller than this are skipped. */
    eps?: number;
}
/**
 * Reduces the lr by `factor` when a metric has stopped improving for `patience` steps
 * (PyTorch's `ReduceLROnPlateau`). Call `step(metric)` after each evaluation.
 */
export declare class ReduceLROnPlateau implements Scheduler {
    readonly optimizer: Optimizer<any>;
    factor: number;
    minLrs: number[];
    patience: number;
    verbose: boolean;
    cooldown: number;
    cooldownCounter: number;
    mode: 'min' | 'max';
    threshold: number;
    thresholdMode: 'rel' | 'abs';
    best: number;
    numBadEpochs: number;
    modeWorse: number;
    eps: number;
    lastEpoch: number;
    private lastLr;
    constructor(optimizer: Optimizer<any>, options?: ReduceLROnPlateauOptions);
    private initIsBetter;
    private isBetter;
    /** True while waiting out the cooldown after a reduction. */
    get inCooldown(): boolean;
    /** Records `metric` (a number or a one-element tensor) and reduces the lr if it has plateaued. */
    step(metric: number | Tensor): void;
    getLastLr(): number[];
    /** PyTorch's keys; `best`/`mode_worse` may be ±Infinity (pickled as float inf). */
    stateDict(): Record<string, unknown>;
    loadStateDict(state: Record<string, unknown>): void;
}

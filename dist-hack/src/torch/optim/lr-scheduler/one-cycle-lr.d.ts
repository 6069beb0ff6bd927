import type { Optimizer } from '../optimizer.js';
import { LRScheduler } from './scheduler.js';
/** OneCycleLR options (PyTorch 1.13 names in camelCase, same defaults). */
export interface OneCycleLROptions {
    /** Peak lr, one for all groups or one per group. */
    maxLr: number | number[];
    /** Steps in the cycle; or give `epochs` and `stepsPerEpoch`. */
    totalSteps?: number;
    epochs?: number;
    stepsPerEpoch?: number;
    /** Fraction of the cycle spent increasing the lr. */
    pctStart?: number;
    annealStrategy?: 'cos' | 'linear';
    /** Cycle momentum (SGD's `momentum`, or Adam's `betas[0]`) inversely to the lr. */
    cycleMomentum?: boolean;
    baseMomentum?: number | number[];
    maxMomentum?: number | number[];
    /** initial lr = maxLr / divFactor. */
    divFactor?: number;
    /** min lr = initial lr / finalDivFactor. */
    finalDivFactor?: number;
    /** Three phases (up, down to the initial lr, down to the min lr) instead of two. */
    threePhase?: boolean;
    lastEpoch?: number;
}
interface Phase {
    end_step: number;
    start_lr: string;
    end_lr: string;
    start_momentum: string;
    end_momentum: string;
}
/**
 * The 1cycle policy (PyTorch's `OneCycleLR`): the lr rises from `maxLr / divFactor` to `maxLr`,
 * then anneals to a far smaller minimum, while momentum moves the opposite way. Step it after
 * every batch; stepping past `totalSteps` throws.
 */
export declare class OneCycleLR extends LRScheduler {
    totalSteps: number;
    schedulePhases: Phase[];
    annealStrategy: 'cos' | 'linear';
    cycleMomentum: boolean;
    useBeta1: boolean;
    protected readonly fields: {
        total_steps: string;
        _schedule_phases: string;
        anneal_strategy: string;
        cycle_momentum: string;
        use_beta1: string;
    };
    constructor(optimizer: Optimizer<any>, options: OneCycleLROptions);
    private anneal;
    protected getLr(): number[];
}
export {};

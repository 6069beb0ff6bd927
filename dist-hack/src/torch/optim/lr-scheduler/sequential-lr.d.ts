import type { Optimizer } from '../optimizer.js';
import { LRScheduler, type Scheduler } from './scheduler.js';
/**
 * Runs `schedulers` one after another, switching at each of `milestones` (PyTorch's
 * `SequentialLR`, including its reset of the lr at construction and the restart of each next
 * scheduler at step 0).
 */
export declare class SequentialLR implements Scheduler {
    readonly optimizer: Optimizer<any>;
    readonly schedulers: LRScheduler[];
    milestones: number[];
    lastEpoch: number;
    private lastLr;
    constructor(optimizer: Optimizer<any>, options: {
        schedulers: LRScheduler[];
        milestones: number[];
        lastEpoch?: number;
    });
    step(): void;
    getLastLr(): number[];
    stateDict(): Record<string, unknown>;
    loadStateDict(state: Record<string, unknown>): void;
}

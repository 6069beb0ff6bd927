import type { Optimizer } from '../optimizer.js';
import { LRScheduler } from './scheduler.js';
/**
 * Multiplies the lr by `gamma` at each milestone step (PyTorch's `MultiStepLR`); a milestone
 * listed twice applies `gamma` twice. In the state dict, `milestones` is a Map from step to count
 * (PyTorch's `Counter`).
 */
export declare class MultiStepLR extends LRScheduler {
    milestones: Map<number, number>;
    gamma: number;
    protected readonly fields: {
        milestones: string;
        gamma: string;
    };
    constructor(optimizer: Optimizer<any>, options: {
        milestones: number[];
        gamma?: number;
        lastEpoch?: number;
    });
    protected getLr(): number[];
    protected closedFormLr(): number[];
    loadStateDict(state: Record<string, unknown>): void;
}

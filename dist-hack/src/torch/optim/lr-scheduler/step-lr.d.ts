import type { Optimizer } from '../optimizer.js';
import { LRScheduler } from './scheduler.js';
/** Multiplies the lr by `gamma` every `stepSize` steps (PyTorch's `StepLR`). */
export declare class StepLR extends LRScheduler {
    stepSize: number;
    gamma: number;
    protected readonly fields: {
        step_size: string;
        gamma: string;
    };
    constructor(optimizer: Optimizer<any>, options: {
        stepSize: number;
        gamma?: number;
        lastEpoch?: number;
    });
    protected getLr(): number[];
    protected closedFormLr(): number[];
}

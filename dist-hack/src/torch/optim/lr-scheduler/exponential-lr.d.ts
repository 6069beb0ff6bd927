import type { Optimizer } from '../optimizer.js';
import { LRScheduler } from './scheduler.js';
/** Multiplies the lr by `gamma` every step (PyTorch's `ExponentialLR`). */
export declare class ExponentialLR extends LRScheduler {
    gamma: number;
    protected readonly fields: {
        gamma: string;
    };
    constructor(optimizer: Optimizer<any>, options: {
        gamma: number;
        lastEpoch?: number;
    });
    protected getLr(): number[];
    protected closedFormLr(): number[];
}

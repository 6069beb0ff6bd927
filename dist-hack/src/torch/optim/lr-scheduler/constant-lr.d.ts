import type { Optimizer } from '../optimizer.js';
import { LRScheduler } from './scheduler.js';
/** Scales the lr by `factor` for the first `totalIters` steps (PyTorch's `ConstantLR`). */
export declare class ConstantLR extends LRScheduler {
    factor: number;
    totalIters: number;
    protected readonly fields: {
        factor: string;
        total_iters: string;
    };
    constructor(optimizer: Optimizer<any>, options?: {
        factor?: number;
        totalIters?: number;
        lastEpoch?: number;
    });
    protected getLr(): number[];
    protected closedFormLr(): number[];
}

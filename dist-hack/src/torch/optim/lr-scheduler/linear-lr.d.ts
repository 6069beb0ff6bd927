import type { Optimizer } from '../optimizer.js';
import { LRScheduler } from './scheduler.js';
/**
 * Scales the lr by a factor that moves linearly from `startFactor` to `endFactor` over
 * `totalIters` steps, then stays (PyTorch's `LinearLR`, recursive form).
 */
export declare class LinearLR extends LRScheduler {
    startFactor: number;
    endFactor: number;
    totalIters: number;
    protected readonly fields: {
        start_factor: string;
        end_factor: string;
        total_iters: string;
    };
    constructor(optimizer: Optimizer<any>, options?: {
        startFactor?: number;
        endFactor?: number;
        totalIters?: number;
        lastEpoch?: number;
    });
    protected getLr(): number[];
    protected closedFormLr(): number[];
}

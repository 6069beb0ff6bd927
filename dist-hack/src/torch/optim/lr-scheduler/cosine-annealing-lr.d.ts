import type { Optimizer } from '../optimizer.js';
import { LRScheduler } from './scheduler.js';
/**
 * Cosine annealing from the initial lr to `etaMin` over `tMax` steps, then back up, and so on
 * (PyTorch's `CosineAnnealingLR`, in its recursive form: it composes with outside lr changes).
 */
export declare class CosineAnnealingLR extends LRScheduler {
    tMax: number;
    etaMin: number;
    protected readonly fields: {
        T_max: string;
        eta_min: string;
    };
    constructor(optimizer: Optimizer<any>, options: {
        tMax: number;
        etaMin?: number;
        lastEpoch?: number;
    });
    protected getLr(): number[];
    protected closedFormLr(): number[];
}

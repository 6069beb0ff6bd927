import type { Optimizer } from '../optimizer.js';
import { LRScheduler } from './scheduler.js';
/**
 * Cosine annealing with warm restarts (SGDR; PyTorch's `CosineAnnealingWarmRestarts`): the lr
 * restarts from the initial lr after `t0` steps, then after `t0 * tMult`, and so on. `step(epoch)`
 * accepts fractional epochs (`epoch + i / itersPerEpoch`).
 */
export declare class CosineAnnealingWarmRestarts extends LRScheduler {
    t0: number;
    tI: number;
    tMult: number;
    etaMin: number;
    tCur: number;
    protected readonly fields: {
        T_0: string;
        T_i: string;
        T_mult: string;
        eta_min: string;
        T_cur: string;
    };
    constructor(optimizer: Optimizer<any>, options: {
        t0: number;
        tMult?: number;
        etaMin?: number;
        lastEpoch?: number;
    });
    protected getLr(): number[];
    /** Advances one step, or jumps to `epoch` (which may be fractional). */
    step(epoch?: number): void;
}

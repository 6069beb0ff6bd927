import type { Optimizer } from '../optimizer.js';
import { LRScheduler } from './scheduler.js';
/** Warmup-stable-decay schedule options. Steps count from 0 (the value right after construction). */
export interface WarmupStableDecayLROptions {
    /** Steps of linear warmup from `warmupStartFactor * lr` towards `lr` (0: no warmup). */
    warmupSteps: number;
    /** Steps at the full lr after warmup. */
    stableSteps: number;
    /** Steps of decay from `lr` to `minLrFactor * lr`; the lr then stays at that floor. */
    decaySteps: number;
    /** Shape of the decay: 'linear' or 'cosine' (half a cosine). Default 'cosine'. */
    decay?: 'linear' | 'cosine';
    /** The multiplier at step 0. Default 0. */
    warmupStartFactor?: number;
    /** The multiplier after the decay. Default 0. */
    minLrFactor?: number;
    lastEpoch?: number;
}
/**
 * Warmup-stable-decay (WSD): with `w = warmupSteps`, `s = stableSteps`, `d = decaySteps`, the lr
 * at step `t` is the initial lr times
 *
 * - `t < w`: `warmupStartFactor + (1 - warmupStartFactor) * t / w` (linear warmup),
 * - `w <= t < w + s`: 1,
 * - after: with `p = min(t - w - s, d) / d`, `1 - (1 - minLrFactor) * p` ('linear') or
 *   `minLrFactor + (1 - minLrFactor) * (1 + cos(pi * p)) / 2` ('cosine').
 *
 * Equivalent to PyTorch's `LambdaLR` with that function, and closed-form (not chainable).
 */
export declare class WarmupStableDecayLR extends LRScheduler {
    warmupSteps: number;
    stableSteps: number;
    decaySteps: number;
    decay: 'linear' | 'cosine';
    warmupStartFactor: number;
    minLrFactor: number;
    protected readonly fields: {
        warmup_steps: string;
        stable_steps: string;
        decay_steps: string;
        decay: string;
        warmup_start_factor: string;
        min_lr_factor: string;
    };
    constructor(optimizer: Optimizer<any>, options: WarmupStableDecayLROptions);
    /** The multiplier of the initial lr at `step`. */
    factor(step: number): number;
    protected getLr(): number[];
    protected closedFormLr(): number[];
}

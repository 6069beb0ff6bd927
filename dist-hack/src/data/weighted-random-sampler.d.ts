import { SeededSampler } from './seeded-sampler.js';
export interface WeightedRandomSamplerOptions {
    /** Draw with replacement (default true, as PyTorch). */
    replacement?: boolean;
    /** Fixed base seed: pass `e` uses `seed + e`. Default: drawn from torch's generator at each pass start. */
    seed?: number;
}
/**
 * Yields `numSamples` indices drawn with probability proportional to `weights`, like
 * PyTorch's `WeightedRandomSampler` (`torch.multinomial` on a generator seeded once per pass).
 */
export declare class WeightedRandomSampler extends SeededSampler {
    readonly weights: readonly number[];
    readonly replacement: boolean;
    readonly length: number;
    constructor(weights: ArrayLike<number>, numSamples: number, options?: WeightedRandomSamplerOptions);
    protected draw(seed: number): number[];
}

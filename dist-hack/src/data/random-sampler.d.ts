import { SeededSampler } from './seeded-sampler.js';
export interface RandomSamplerOptions {
    /** Draw with replacement (`numSamples` independent uniform draws). Default false. */
    replacement?: boolean;
    /** Indices per pass; default the dataset length. Without replacement it may exceed it (whole permutations are chained). */
    numSamples?: number;
    /** Fixed base seed: pass `e` uses `seed + e`. Default: a seed drawn from torch's generator at each pass start. */
    seed?: number;
}
/**
 * Yields a random order of indices, like PyTorch's `RandomSampler`: a permutation drawn by
 * `torch.randperm` (or `torch.randint` with replacement) from a generator seeded once per pass.
 * Checkpointable: the state holds the epoch and the pass seed, never the permutation.
 */
export declare class RandomSampler extends SeededSampler {
    readonly dataLength: number;
    readonly replacement: boolean;
    readonly length: number;
    /** `source` is a dataset (its `length` is read now) or a number of samples. */
    constructor(source: number | {
        readonly length: number;
    }, options?: RandomSamplerOptions);
    protected draw(seed: number): number[];
}

import { type Sampler, type SamplerState } from './sampler.js';
/**
 * The seed bookkeeping shared by the shuffling samplers. A pass draws with one seed: the
 * fixed `seed + epoch` when a seed was given, else a seed drawn from torch's default
 * generator when the pass starts (so `torch.manualSeed` makes it reproducible). The pass seed
 * is part of the state until the pass completes, so a pass interrupted and restored replays
 * the same order. A completed pass advances the epoch.
 */
export declare abstract class SeededSampler implements Sampler {
    abstract readonly length: number;
    private _epoch;
    private passSeed;
    readonly seed: number | undefined;
    constructor(seed: number | undefined, owner: string);
    get epoch(): number;
    /** Selects the order of the next pass (with a fixed seed, the pass uses `seed + epoch`). */
    setEpoch(epoch: number): void;
    /** The indices of one pass drawn with `seed`. */
    protected abstract draw(seed: number): number[];
    [Symbol.iterator](): Iterator<number>;
    stateDict(): SamplerState;
    loadStateDict(state: SamplerState): void;
}

import { type Sampler, type SamplerState } from './sampler.js';
export interface DistributedSamplerOptions {
    /** Number of processes; default `WORLD_SIZE` from the environment, else 1. */
    numReplicas?: number;
    /** This process's rank; default `RANK` from the environment, else 0. */
    rank?: number;
    /** Shuffle with `randperm` seeded by `seed + epoch`. Default true. */
    shuffle?: boolean;
    /** Must be the same on every rank. Default 0. */
    seed?: number;
    /** Drop the tail so every rank gets the same count (else pad by repeating indices). Default false. */
    dropLast?: boolean;
}
/**
 * Gives each of `numReplicas` ranks a disjoint share of the dataset, exactly as PyTorch's
 * `DistributedSampler`: the same `randperm` (seeded with `seed + epoch`), padded by repeating
 * the first indices (or truncated with `dropLast`) to a multiple of `numReplicas`, then rank
 * `r` takes positions `r, r + numReplicas, …`. Call `setEpoch` (or let the DataLoader do it)
 * so each epoch is shuffled differently.
 */
export declare class DistributedSampler implements Sampler {
    readonly dataLength: number;
    readonly numReplicas: number;
    readonly rank: number;
    readonly shuffle: boolean;
    readonly seed: number;
    readonly dropLast: boolean;
    /** Indices per rank. */
    readonly length: number;
    /** `length * numReplicas`. */
    readonly totalSize: number;
    private _epoch;
    constructor(source: number | {
        readonly length: number;
    }, options?: DistributedSamplerOptions);
    get epoch(): number;
    setEpoch(epoch: number): void;
    /** This rank's indices for the current epoch. */
    indices(): number[];
    [Symbol.iterator](): Iterator<number>;
    stateDict(): SamplerState;
    loadStateDict(state: SamplerState): void;
}

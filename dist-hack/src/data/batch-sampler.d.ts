import type { BatchSamplerLike, Sampler, SamplerState } from './sampler.js';
/**
 * Groups a sampler's indices into lists of `batchSize`, like PyTorch's `BatchSampler`;
 * with `dropLast` the final short batch is dropped. Epoch and state pass through to the
 * wrapped sampler.
 */
export declare class BatchSampler implements BatchSamplerLike {
    readonly sampler: Sampler;
    readonly batchSize: number;
    readonly dropLast: boolean;
    constructor(sampler: Sampler, batchSize: number, dropLast?: boolean);
    get length(): number;
    get epoch(): number | undefined;
    setEpoch(epoch: number): void;
    stateDict(): SamplerState;
    loadStateDict(state: SamplerState): void;
    [Symbol.iterator](): Iterator<number[]>;
}

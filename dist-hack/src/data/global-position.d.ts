import type { SamplerState } from './sampler.js';
/** How many ranks share a sampler's epoch: a DistributedSampler's `numReplicas`, else 1. */
export declare function replicasOf(sampler: unknown): number;
/** The replicas a saved sampler state was written with (a DistributedSampler's state says; others are 1). */
export declare function savedReplicas(state: SamplerState | null | undefined): number;
/**
 * A loader position saved by a different number of ranks, moved to this one: the global
 * sample position (`batchesYielded × globalBatch`, the same samples in the same global order
 * whatever the split across ranks) over this loader's global batch, and the saved sampler
 * state in this sampler's own form (its epoch and seed carried over).
 *
 * @throws RangeError when the position is not a whole number of this loader's global
 *   batches (the global batch, batchSize × ranks, must stay the same to continue exactly)
 */
export declare function rescalePosition(saved: {
    batchesYielded: number;
    globalBatch: number;
    sampler: SamplerState | null;
}, here: {
    batchSize: number;
    replicas: number;
    samplerState: SamplerState | null;
}): {
    batchesYielded: number;
    sampler: SamplerState | null;
};

/** A sampler's checkpointable state: small JSON-friendly values, never a whole permutation. */
export type SamplerState = Record<string, number | boolean | string | null>;
/**
 * Yields dataset indices for one pass each time it is iterated, like PyTorch's `Sampler`.
 * Samplers that shuffle implement `setEpoch` (the epoch selects the permutation) and
 * `stateDict`/`loadStateDict` (what, with the epoch, fixes the permutation).
 */
export interface Sampler extends Iterable<number> {
    /** The number of indices one pass yields. */
    readonly length: number;
    /** The epoch whose order the next pass yields, for samplers whose order depends on it. */
    readonly epoch?: number | undefined;
    setEpoch?(epoch: number): void;
    stateDict?(): SamplerState;
    loadStateDict?(state: SamplerState): void;
}
/** Yields lists of indices (one list per batch), like PyTorch's `BatchSampler`. */
export interface BatchSamplerLike extends Iterable<number[]> {
    readonly length: number;
    readonly epoch?: number | undefined;
    setEpoch?(epoch: number): void;
    stateDict?(): SamplerState;
    loadStateDict?(state: SamplerState): void;
}
/** A number field of a sampler state, checked, with a message naming the sampler. */
export declare function readNumber(state: SamplerState, key: string, owner: string): number;
/** A number-or-null field of a sampler state. */
export declare function readNullableNumber(state: SamplerState, key: string, owner: string): number | null;

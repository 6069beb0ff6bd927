import { Tensor } from '../torch/tensor.js';
/** The tensor-parallel stream's name (Megatron's `model-parallel-rng`). */
export declare const MODEL_PARALLEL_RNG = "model-parallel-rng";
/** Megatron's offset of the tensor-parallel seed from the run's seed. */
export declare const MODEL_PARALLEL_SEED_OFFSET = 2718;
/** Named generator states; see the file's header. One process-wide instance: {@link rngTracker}. */
export declare class RngStatesTracker {
    private states;
    private seeds;
    /** The tensor rank whose streams these are (set by {@link seedModelParallelRng}); checkpoints carry it. */
    tensorRank: number | null;
    /** Whether a stream `name` exists. */
    has(name: string): boolean;
    /** The streams' names. */
    get names(): string[];
    /** Forgets every stream. */
    reset(): void;
    /**
     * Adds stream `name` seeded with `seed`; the default generator is left as it was.
     *
     * @throws Error when the name or the seed is taken (two streams from one seed would draw the same numbers)
     */
    add(name: string, seed: number): void;
    /**
     * Runs `fn` with the default generator switched to stream `name`: what `fn` draws comes from
     * the stream, which then holds the advanced state; the default generator is put back as it was.
     *
     * @throws Error when there is no stream `name` (the tracker is seeded by ParallelRunner at
     *   setup with a tensor axis above 1, or by {@link seedModelParallelRng})
     */
    fork<T>(fn: () => T, name?: string): T;
    /** The streams' states as bytes, by name. */
    stateBytes(): Record<string, Uint8Array>;
    /** Copies of the streams' states, by name (for checkpoints). */
    stateDict(): Record<string, Tensor>;
    /**
     * Sets the states of the streams named in `states` (a checkpoint's); streams it does not name are kept.
     *
     * @throws TypeError when a state is not a generator state tensor
     */
    loadStateDict(states: Record<string, unknown>): void;
}
/** The process's tracker (Megatron's `get_cuda_rng_tracker()`). */
export declare const rngTracker: RngStatesTracker;
/**
 * Seeds the tracker's tensor-parallel stream for this rank (Megatron's
 * `model_parallel_cuda_manual_seed`): `seed + 2718 + tensorRank`, after forgetting every stream.
 */
export declare function seedModelParallelRng(seed: number, tensorRank: number): void;
/** The tracker's part of a checkpoint's `state.rng`: its streams and the tensor rank they belong to. */
export interface TrackerCheckpoint {
    tensor_rank: number;
    streams: Record<string, Tensor>;
}
/** The tracker's checkpoint entry, or undefined when it has no streams. */
export declare function trackerCheckpoint(): TrackerCheckpoint | undefined;
/**
 * Restores the tracker from a checkpoint's entry when it belongs to this tensor rank. An entry
 * of another tensor rank (a file checkpoint holds rank 0's state only; a resume onto another
 * layout) is left out, so the ranks keep distinct streams: then masks after the resume differ
 * from the uninterrupted run's.
 *
 * @returns whether the streams were restored
 * @throws TypeError for a malformed entry
 */
export declare function loadTrackerCheckpoint(entry: unknown): boolean;

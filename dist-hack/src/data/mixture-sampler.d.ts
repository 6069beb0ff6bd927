import { type Sampler, type SamplerState } from './sampler.js';
/** From global step `step` on, draw with `weights` (until the next phase). */
export interface MixturePhase {
    step: number;
    weights: readonly number[];
}
export interface MixtureSamplerOptions {
    /** Samples per micro-batch on each rank: the DataLoader's `batchSize`. */
    batchSize: number;
    /** Micro-batches per optimizer step (the runner's `accumSteps`). Default 1. */
    accumSteps?: number;
    /** Sampling weight of each source (any positive scale). Default: the dataset's `weights`. */
    weights?: readonly number[];
    /** Weights that change at given global steps (a curriculum); before the first phase, `weights` apply. */
    phases?: readonly MixturePhase[];
    /** Each source in its own shuffled order (a new permutation each time it is used up). Default true. */
    shuffle?: boolean;
    /** Must be the same on every rank. Default 0. */
    seed?: number;
    /** Ranks of the data domain. Default 1. */
    numReplicas?: number;
    /** This rank. Default 0. */
    rank?: number;
    /**
     * Every pass draws the same samples (those of pass 0), so each evaluation over the split
     * sees the same mixture; the runner sets it for evaluation splits. Default false: each pass
     * continues the draws.
     */
    fixed?: boolean;
    /**
     * Samples per pass (epoch) on each rank, a multiple of `batchSize × accumSteps`. Default:
     * the dataset's length split over the ranks, rounded down to whole steps (at least one).
     */
    numSamples?: number;
}
/** What a mixture sampler needs of its dataset: the sources' index ranges (a {@link MixtureDataset}). */
export interface MixtureSources {
    readonly length: number;
    /** `offsets[s]`: the first index of source `s`; source `s` ends where `s + 1` starts. */
    readonly offsets: readonly number[];
    readonly weights?: readonly number[];
}
/**
 * Draws from the sources of a {@link MixtureDataset} with given weights: each draw picks a
 * source with probability proportional to its weight, then yields that source's next sample
 * in the source's own order (a seeded permutation per pass over the source, or sequential).
 *
 * Draws are numbered globally (across ranks and epochs), and global step `t` is draws
 * `[t·S, (t+1)·S)` with `S = batchSize × numReplicas × accumSteps`, the samples of one
 * optimizer step. The sources of a step's draws are stratified: the step's S draws are the
 * weights' quantiles at S evenly spaced points with a seeded random offset, in a seeded
 * random order. Each draw is still of source `s` with probability `w_s`, and every global
 * step holds each source in proportion to its weight up to one sample. Everything is a pure
 * function of (seed, draw number), so:
 *
 * - `phases` switch weights at an exact step: step `k`'s draws use the phase of step `k`;
 * - ranks partition each global batch: rank `r` takes the draws `≡ r (mod numReplicas)`, so
 *   the ranks' micro-batches together are the one-process micro-batch of
 *   `batchSize × numReplicas` (row `i` of it on rank `i mod numReplicas`);
 * - the state is small: the epoch, the draw counter and each source's position (samples
 *   taken from it) at the start of the pass; the generator is counter-based, so the seed and
 *   the draw counter are its whole state.
 *
 * Like the shuffling samplers, `stateDict()` describes the start of the pass in progress
 * (or the next one) and a pass replays the same draws from it: a DataLoader saves it with
 * the batches already yielded and resumes exactly, on the same or (same global batch)
 * another number of ranks.
 *
 * Memory: a shuffled source keeps its current permutation (4 bytes per sample of the source).
 */
export declare class MixtureSampler implements Sampler {
    readonly numSources: number;
    readonly sourceLengths: readonly number[];
    readonly offsets: readonly number[];
    readonly batchSize: number;
    readonly accumSteps: number;
    readonly numReplicas: number;
    readonly rank: number;
    readonly seed: number;
    readonly shuffle: boolean;
    /** Every pass draws pass 0's samples. */
    readonly fixed: boolean;
    /** The weights before the first phase. */
    readonly weights: readonly number[];
    readonly phases: readonly MixturePhase[];
    /** Samples per pass on this rank. */
    readonly length: number;
    /** Global draws per optimizer step: `batchSize × numReplicas × accumSteps`. */
    readonly samplesPerStep: number;
    private _epoch;
    /** Global draws before the pass that starts at `_epoch`. */
    private _draws;
    /** Samples taken from each source before that pass. */
    private _positions;
    private block;
    private readonly orders;
    private readonly cumulatives;
    constructor(dataset: MixtureSources, options: MixtureSamplerOptions);
    get epoch(): number;
    /** Global draws before the pass in progress (or the next one). */
    get draws(): number;
    /** Samples taken from each source before the pass in progress (or the next one). */
    get positions(): readonly number[];
    /** Global draws per pass (all ranks). */
    get drawsPerPass(): number;
    /** The weights (normalised) that global step `step` draws with. */
    weightsAt(step: number): number[];
    /** The source of global draw `k`. */
    sourceOf(k: number): number;
    /**
     * Selects the pass: pass `e` follows pass `e - 1`. Moving forward from the current pass
     * counts the draws in between (sources only, no data); moving back counts from the start.
     * With `fixed`, every pass is pass 0's draws.
     */
    setEpoch(epoch: number): void;
    [Symbol.iterator](): Iterator<number>;
    /** The start of the pass in progress (or the next one): epoch, draw counter, per-source positions, seed. */
    stateDict(): SamplerState;
    loadStateDict(state: SamplerState): void;
    private cumulativeAt;
    /** The sources of one step's draws: stratified quantiles of the step's weights, in a seeded order. */
    private blockSources;
    /** Sample `p` (counted from the start) of source `s` in the source's order. */
    private localIndex;
}

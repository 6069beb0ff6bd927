// Megatron-LM's CudaRNGStatesTracker for CPU generators: named generator states beside the
// default one. Code run inside `fork(fn)` draws from the named stream instead of the default
// generator, which is left where it was. The tensor-parallel stream is seeded per tensor rank
// (seed + 2718 + tensor rank, as model_parallel_cuda_manual_seed does), so dropout on split
// activations draws a different mask on each tensor rank, the same on every data-parallel
// replica of that rank; the default generator, seeded alike everywhere, serves the replicated
// regions, whose masks must agree across the tensor group.
import { tensor } from '../torch/creation.js';
import { getRngState, manualSeed, setRngState } from '../torch/random.js';
import { registerRngStateKeeper } from '../torch/rng-keepers.js';
import { Tensor } from '../torch/tensor.js';
/** The tensor-parallel stream's name (Megatron's `model-parallel-rng`). */
export const MODEL_PARALLEL_RNG = 'model-parallel-rng';
/** Megatron's offset of the tensor-parallel seed from the run's seed. */
export const MODEL_PARALLEL_SEED_OFFSET = 2718;
/** Named generator states; see the file's header. One process-wide instance: {@link rngTracker}. */
export class RngStatesTracker {
    states = new Map();
    seeds = new Map();
    /** The tensor rank whose streams these are (set by {@link seedModelParallelRng}); checkpoints carry it. */
    tensorRank = null;
    /** Whether a stream `name` exists. */
    has(name) {
        return this.states.has(name);
    }
    /** The streams' names. */
    get names() {
        return [...this.states.keys()];
    }
    /** Forgets every stream. */
    reset() {
        for (const s of this.states.values())
            s.dispose();
        this.states.clear();
        this.seeds.clear();
        this.tensorRank = null;
    }
    /**
     * Adds stream `name` seeded with `seed`; the default generator is left as it was.
     *
     * @throws Error when the name or the seed is taken (two streams from one seed would draw the same numbers)
     */
    add(name, seed) {
        if (this.states.has(name))
            throw new Error(`rngTracker.add: a stream named '${name}' exists already; reset() the tracker first`);
        const other = this.seeds.get(seed);
        if (other !== undefined)
            throw new Error(`rngTracker.add: seed ${seed} already seeds stream '${other}'; give '${name}' another seed`);
        const saved = getRngState();
        try {
            manualSeed(seed);
            this.states.set(name, getRngState().keep());
        }
        finally {
            setRngState(saved);
            saved.dispose();
        }
        this.seeds.set(seed, name);
    }
    /**
     * Runs `fn` with the default generator switched to stream `name`: what `fn` draws comes from
     * the stream, which then holds the advanced state; the default generator is put back as it was.
     *
     * @throws Error when there is no stream `name` (the tracker is seeded by ParallelRunner at
     *   setup with a tensor axis above 1, or by {@link seedModelParallelRng})
     */
    fork(fn, name = MODEL_PARALLEL_RNG) {
        const state = this.states.get(name);
        if (state === undefined) {
            throw new Error(`rngTracker.fork: no stream named '${name}'${this.states.size > 0 ? ` (streams: ${this.names.join(', ')})` : ''}; ParallelRunner seeds '${MODEL_PARALLEL_RNG}' at setup when parallel.tensor is above 1, or call seedModelParallelRng(seed, tensorRank)`);
        }
        const saved = getRngState();
        setRngState(state);
        try {
            return fn();
        }
        finally {
            const advanced = getRngState().keep();
            state.dispose();
            this.states.set(name, advanced);
            setRngState(saved);
            saved.dispose();
        }
    }
    /** The streams' states as bytes, by name. */
    stateBytes() {
        return Object.fromEntries([...this.states].map(([name, s]) => [name, s.toArray()]));
    }
    /** Copies of the streams' states, by name (for checkpoints). */
    stateDict() {
        return Object.fromEntries([...this.states].map(([name, s]) => [name, s.clone()]));
    }
    /**
     * Sets the states of the streams named in `states` (a checkpoint's); streams it does not name are kept.
     *
     * @throws TypeError when a state is not a generator state tensor
     */
    loadStateDict(states) {
        for (const [name, s] of Object.entries(states)) {
            if (!(s instanceof Tensor) || s.dtype !== 'uint8')
                throw new TypeError(`rngTracker.loadStateDict: the state of stream '${name}' must be a generator state (a uint8 tensor)`);
            this.states.get(name)?.dispose();
            this.states.set(name, s.clone().keep());
        }
    }
}
/** The process's tracker (Megatron's `get_cuda_rng_tracker()`). */
export const rngTracker = new RngStatesTracker();
// Captured as bytes, not tensors: a recomputation may run after the scope that captured them ended.
registerRngStateKeeper({
    capture: () => rngTracker.stateBytes(),
    restore: (states) => rngTracker.loadStateDict(Object.fromEntries(Object.entries(states).map(([name, bytes]) => [name, tensor(bytes, { dtype: 'uint8' })]))),
});
/**
 * Seeds the tracker's tensor-parallel stream for this rank (Megatron's
 * `model_parallel_cuda_manual_seed`): `seed + 2718 + tensorRank`, after forgetting every stream.
 */
export function seedModelParallelRng(seed, tensorRank) {
    rngTracker.reset();
    rngTracker.add(MODEL_PARALLEL_RNG, seed + MODEL_PARALLEL_SEED_OFFSET + tensorRank);
    rngTracker.tensorRank = tensorRank;
}
/** The tracker's checkpoint entry, or undefined when it has no streams. */
export function trackerCheckpoint() {
    if (rngTracker.names.length === 0 || rngTracker.tensorRank === null)
        return undefined;
    return { tensor_rank: rngTracker.tensorRank, streams: rngTracker.stateDict() };
}
/**
 * Restores the tracker from a checkpoint's entry when it belongs to this tensor rank. An entry
 * of another tensor rank (a file checkpoint holds rank 0's state only; a resume onto another
 * layout) is left out, so the ranks keep distinct streams: then masks after the resume differ
 * from the uninterrupted run's.
 *
 * @returns whether the streams were restored
 * @throws TypeError for a malformed entry
 */
export function loadTrackerCheckpoint(entry) {
    if (entry === undefined || entry === null)
        return false;
    const e = entry;
    if (typeof e !== 'object' || typeof e.tensor_rank !== 'number' || typeof e.streams !== 'object' || e.streams === null) {
        throw new TypeError("RunnerState.loadStateDict: rng.model_parallel must be { tensor_rank, streams } (a model-parallel RNG tracker's checkpoint)");
    }
    if (rngTracker.tensorRank !== e.tensor_rank)
        return false;
    rngTracker.loadStateDict(e.streams);
    return true;
}
//# sourceMappingURL=rng-tracker.js.map
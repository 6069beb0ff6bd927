// Megatron-LM's CudaRNGStatesTracker for CPU generators: named generator states beside the
// default one. Code run inside `fork(fn)` draws from the named stream instead of the default
// generator, which is left where it was. The tensor-parallel stream is seeded per tensor rank
// (seed + 2718 + tensor rank, as model_parallel_cuda_manual_seed does), so dropout on split
// activations draws a different mask on each tensor rank, the same on every data-parallel
// replica of that rank; the default generator, seeded alike everywhere, serves the replicated
// regions, whose masks must agree across the tensor group. With a context axis, each context
// rank holds other tokens: the tensor-parallel stream is seeded per (context, tensor) pair, and
// a context stream (seed + 1729 + context rank, the same on the tensor ranks of a context rank)
// serves dropout on the replicated regions of sequence-split activations.
import { tensor } from '../torch/creation.js';
import { getRngState, manualSeed, setRngState } from '../torch/random.js';
import { registerRngStateKeeper } from '../torch/rng-keepers.js';
import { Tensor } from '../torch/tensor.js';

/** The tensor-parallel stream's name (Megatron's `model-parallel-rng`). */
export const MODEL_PARALLEL_RNG = 'model-parallel-rng';

/** Megatron's offset of the tensor-parallel seed from the run's seed. */
export const MODEL_PARALLEL_SEED_OFFSET = 2718;

/** The context-parallel stream's name: dropout on this context rank's tokens, outside tensor-split regions. */
export const CONTEXT_PARALLEL_RNG = 'context-parallel-rng';

/** The context stream's offset from the run's seed (below the tensor-parallel streams' for any context under 990). */
export const CONTEXT_PARALLEL_SEED_OFFSET = 1729;

/** Named generator states; see the file's header. One process-wide instance: {@link rngTracker}. */
export class RngStatesTracker {
  private states = new Map<string, Tensor>();
  private seeds = new Map<number, string>();
  /** The tensor rank whose streams these are (set by {@link seedModelParallelRng}); checkpoints carry it. */
  tensorRank: number | null = null;
  /** The context rank whose streams these are (0 without a context axis); checkpoints carry it. */
  contextRank = 0;

  /** Whether a stream `name` exists. */
  has(name: string): boolean {
    return this.states.has(name);
  }

  /** The streams' names. */
  get names(): string[] {
    return [...this.states.keys()];
  }

  /** Forgets every stream. */
  reset(): void {
    for (const s of this.states.values()) s.dispose();
    this.states.clear();
    this.seeds.clear();
    this.tensorRank = null;
    this.contextRank = 0;
  }

  /**
   * Adds stream `name` seeded with `seed`; the default generator is left as it was.
   *
   * @throws Error when the name or the seed is taken (two streams from one seed would draw the same numbers)
   */
  add(name: string, seed: number): void {
    if (this.states.has(name)) throw new Error(`rngTracker.add: a stream named '${name}' exists already; reset() the tracker first`);
    const other = this.seeds.get(seed);
    if (other !== undefined) throw new Error(`rngTracker.add: seed ${seed} already seeds stream '${other}'; give '${name}' another seed`);
    const saved = getRngState();
    try {
      manualSeed(seed);
      this.states.set(name, getRngState().keep());
    } finally {
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
  fork<T>(fn: () => T, name: string = MODEL_PARALLEL_RNG): T {
    const state = this.states.get(name);
    if (state === undefined) {
      throw new Error(`rngTracker.fork: no stream named '${name}'${this.states.size > 0 ? ` (streams: ${this.names.join(', ')})` : ''}; ParallelRunner seeds '${MODEL_PARALLEL_RNG}' at setup when parallel.tensor is above 1 (and '${CONTEXT_PARALLEL_RNG}' when parallel.context is), or call seedModelParallelRng(seed, tensorRank, contextPlace?)`);
    }
    const saved = getRngState();
    setRngState(state);
    try {
      return fn();
    } finally {
      const advanced = getRngState().keep();
      state.dispose();
      this.states.set(name, advanced);
      setRngState(saved);
      saved.dispose();
    }
  }

  /** The streams' states as bytes, by name. */
  stateBytes(): Record<string, Uint8Array> {
    return Object.fromEntries([...this.states].map(([name, s]) => [name, s.toArray() as Uint8Array]));
  }

  /** Copies of the streams' states, by name (for checkpoints). */
  stateDict(): Record<string, Tensor> {
    return Object.fromEntries([...this.states].map(([name, s]) => [name, s.clone()]));
  }

  /**
   * Sets the states of the streams named in `states` (a checkpoint's); streams it does not name are kept.
   *
   * @throws TypeError when a state is not a generator state tensor
   */
  loadStateDict(states: Record<string, unknown>): void {
    for (const [name, s] of Object.entries(states)) {
      if (!(s instanceof Tensor) || s.dtype !== 'uint8') throw new TypeError(`rngTracker.loadStateDict: the state of stream '${name}' must be a generator state (a uint8 tensor)`);
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
  restore: (states) => rngTracker.loadStateDict(Object.fromEntries(Object.entries(states as Record<string, Uint8Array>).map(([name, bytes]) => [name, tensor(bytes, { dtype: 'uint8' })]))),
});

/** This rank's place on a context axis above 1, for {@link seedModelParallelRng}. */
export interface ContextRngPlace {
  /** This rank's index in its context group. */
  rank: number;
  /** The tensor axis's size (1 without one). */
  tensorSize: number;
}

/**
 * Seeds the tracker's tensor-parallel stream for this rank (Megatron's
 * `model_parallel_cuda_manual_seed`): `seed + 2718 + tensorRank`, after forgetting every stream.
 * With `context` (a context axis above 1), the tensor-parallel stream is seeded per (context,
 * tensor) pair, `seed + 2718 + tensorRank + tensorSize × context rank`, and the context stream
 * ({@link CONTEXT_PARALLEL_RNG}) with `seed + 1729 + context rank`.
 */
export function seedModelParallelRng(seed: number, tensorRank: number, context?: ContextRngPlace): void {
  rngTracker.reset();
  rngTracker.add(MODEL_PARALLEL_RNG, seed + MODEL_PARALLEL_SEED_OFFSET + tensorRank + (context ? context.tensorSize * context.rank : 0));
  if (context) rngTracker.add(CONTEXT_PARALLEL_RNG, seed + CONTEXT_PARALLEL_SEED_OFFSET + context.rank);
  rngTracker.tensorRank = tensorRank;
  rngTracker.contextRank = context?.rank ?? 0;
}

/** The tracker's part of a checkpoint's `state.rng`: its streams and the tensor (and context) rank they belong to. */
export interface TrackerCheckpoint {
  tensor_rank: number;
  /** Absent without a context axis (rank 0). */
  context_rank?: number;
  streams: Record<string, Tensor>;
}

/** The tracker's checkpoint entry, or undefined when it has no streams. */
export function trackerCheckpoint(): TrackerCheckpoint | undefined {
  if (rngTracker.names.length === 0 || rngTracker.tensorRank === null) return undefined;
  const context = rngTracker.contextRank > 0 ? { context_rank: rngTracker.contextRank } : {};
  return { tensor_rank: rngTracker.tensorRank, ...context, streams: rngTracker.stateDict() };
}

/**
 * Restores the tracker from a checkpoint's entry when it belongs to this tensor rank and
 * context rank. An entry of another (a file checkpoint holds rank 0's state only; a resume onto another
 * layout) is left out, so the ranks keep distinct streams: then masks after the resume differ
 * from the uninterrupted run's.
 *
 * @returns whether the streams were restored
 * @throws TypeError for a malformed entry
 */
export function loadTrackerCheckpoint(entry: unknown): boolean {
  if (entry === undefined || entry === null) return false;
  const e = entry as Partial<TrackerCheckpoint>;
  if (typeof e !== 'object' || typeof e.tensor_rank !== 'number' || typeof e.streams !== 'object' || e.streams === null) {
    throw new TypeError("RunnerState.loadStateDict: rng.model_parallel must be { tensor_rank, streams } (a model-parallel RNG tracker's checkpoint)");
  }
  if (rngTracker.tensorRank !== e.tensor_rank || rngTracker.contextRank !== (e.context_rank ?? 0)) return false;
  rngTracker.loadStateDict(e.streams);
  return true;
}

import { native } from '../torch/native.js';
import { BatchMaker } from './batch-maker.js';
import { BatchSampler } from './batch-sampler.js';
import type { CollateFn, Collated } from './collate.js';
import { isIterableDataset, isMapDataset, type Dataset, type IterableDataset, type MaybePromise } from './dataset.js';
import { checkCount } from './errors.js';
import { LoaderIterator, type LoaderCursor } from './loader-iterator.js';
import { IndexPass, StreamPass, type Pass } from './passes.js';
import { RandomSampler } from './random-sampler.js';
import { drawSeed } from './seeded.js';
import { replicasOf, rescalePosition, savedReplicas } from './global-position.js';
import type { BatchSamplerLike, Sampler, SamplerState } from './sampler.js';
import { SequentialSampler } from './sequential-sampler.js';

export interface DataLoaderOptions<T = unknown, B = unknown> {
  /** Samples per batch. Default 1. */
  batchSize?: number;
  /** Shuffle each epoch (a seeded RandomSampler). Default false. */
  shuffle?: boolean;
  /** Base seed of the shuffle: epoch `e` uses `seed + e`. Default: drawn from torch's generator each epoch. */
  seed?: number;
  /** Where indices come from (excludes `shuffle`). */
  sampler?: Sampler;
  /** Where whole batches of indices come from (excludes batchSize, shuffle, sampler, dropLast). */
  batchSampler?: BatchSamplerLike;
  /** Drop the last short batch. Default false. */
  dropLast?: boolean;
  /**
   * Turns a list of samples into a batch; default {@link defaultCollate}. Without it, a dataset
   * with `getBatch` (TensorDataset, MNIST, TokenDataset) builds whole batches itself.
   */
  collateFn?: CollateFn<T, B>;
  /** Batches built ahead of the one being consumed (0 builds on demand). Default 2. */
  prefetch?: number;
  /** Put batches in page-locked memory for fast host-to-GPU copies; ignored without CUDA. */
  pinMemory?: boolean;
}

/** A DataLoader's position: enough to yield exactly the batches it would have yielded next. */
export interface DataLoaderState {
  /** The epoch in progress. */
  epoch: number;
  /** Batches handed out in this epoch. */
  batchesYielded: number;
  /** The sampler's state at the start of this epoch's pass (seed, epoch), or null. */
  sampler: SamplerState | null;
  /**
   * Samples per batch across all ranks of the data domain (batchSize × replicas), so the
   * position is also a global sample position (`batchesYielded × globalBatch`): a loader on
   * another number of ranks with the same global batch continues the same global order.
   * Absent for custom batch samplers.
   */
  globalBatch?: number;
}

/** A map-style dataset that builds whole batches of type `B` itself (TensorDataset, MNIST, TokenDataset). */
export type BatchingDataset<T, B> = Dataset<T, B> & { getBatch(indices: readonly number[]): MaybePromise<B> };

const MUTUALLY_EXCLUSIVE = 'batchSampler is mutually exclusive with batchSize, shuffle, sampler and dropLast; give the batch sampler alone';

/**
 * Batches from a dataset, like PyTorch's `DataLoader`, and a cursor that checkpoints:
 * `stateDict()` records the epoch, the sampler's seed and the batches already handed out;
 * `loadStateDict()` on a fresh loader over the same dataset makes it yield exactly the batches
 * the original would have yielded next (shuffled, distributed and with prefetch in flight).
 *
 * Iterating (`for await (const batch of loader)`) continues from the loader's position and
 * ends at the end of the epoch, which then advances the epoch (and the sampler's, as
 * `DistributedSampler.setEpoch` would). Breaking out keeps the position: the next loop
 * continues the same epoch. `setEpoch(e)` with a different epoch starts epoch `e` from its
 * first batch. One iteration runs at a time: starting another (or `setEpoch`,
 * `loadStateDict`) closes the one in progress. Map-style datasets also iterate
 * synchronously (`for (const b of loader)`, without prefetch) when their `get` is synchronous.
 *
 * Distributed resume is exact for the same world size. With another world size and the same
 * global batch (batchSize × ranks), the loader continues the same global sample order from
 * the same global position (`globalBatch` in the state); a shuffled single-rank loader and a
 * DistributedSampler draw the same permutation for a seed and epoch, so 2 ranks can resume
 * on 1 and back.
 *
 * Prefetch: batches are built on the JS thread, not in worker threads. Building a batch
 * is native work (one `index_select` per tensor with `getBatch`, or `stack` in collate) that
 * takes microseconds for MNIST-sized batches, far below a training step; worker threads
 * would need a copy of the dataset per worker and a copy of every batch across threads,
 * which costs more than it saves here. What prefetch does overlap is asynchronous loading:
 * a dataset whose `get`/`getBatch` returns a promise (file reads on the libuv thread pool,
 * network) has the next `prefetch` batches' reads in flight while the current step runs.
 * Batches are built outside any `torch.scope` and join the consumer's scope when handed
 * out; each handed-out batch belongs to the consumer, who may dispose it. Batches built
 * ahead and never handed out are disposed when the iteration is closed.
 */
export class DataLoader<T = unknown, B = Collated<T>> implements AsyncIterable<B>, Iterable<B> {
  readonly dataset: Dataset<T> | IterableDataset<T>;
  readonly batchSize: number;
  readonly dropLast: boolean;
  readonly prefetch: number;
  readonly pinMemory: boolean;
  /** The index sampler (map-style datasets built without a custom batch sampler), else undefined. */
  readonly sampler: Sampler | undefined;
  /** The batch sampler (map-style datasets), else undefined. */
  readonly batchSampler: BatchSamplerLike | undefined;
  private readonly maker: BatchMaker<B>;
  private _epoch = 0;
  private position = 0;
  /** The sampler state at the start of the current pass, once the pass has started. */
  private passState: SamplerState | null = null;
  private active: { close(): void } | undefined;
  /**
   * The seed drawn from torch's generator when the current iteration started, as PyTorch's
   * DataLoader iterator draws it (`_base_seed`, low 32 bits); null before the first iteration.
   */
  get baseSeed(): number | null {
    return this._baseSeed;
  }
  private _baseSeed: number | null = null;
  private generation = 0;

  /**
   * Batches are `collateFn`'s results. The batch type `B` is the collate function's return type.
   */
  constructor(dataset: Dataset<T, unknown> | IterableDataset<T>, options: DataLoaderOptions<T, B> & { collateFn: CollateFn<T, B> });
  /** Batches are built by the dataset's `getBatch`, so `B` is its return type. */
  constructor(dataset: BatchingDataset<T, B>, options?: DataLoaderOptions<T, B> & { collateFn?: undefined });
  /** Batches are the samples collated by {@link defaultCollate}: `B` is `Collated<T>`. */
  constructor(dataset: Dataset<T, unknown> | IterableDataset<T>, options?: DataLoaderOptions<T, B> & { collateFn?: undefined });
  constructor(dataset: Dataset<T, unknown> | IterableDataset<T>, options: DataLoaderOptions<T, B> = {}) {
    const o = options;
    this.prefetch = checkCount(o.prefetch ?? 2, 'DataLoader prefetch', true);
    this.pinMemory = (o.pinMemory ?? false) && native.cudaAvailable() === true;
    if (o.collateFn !== undefined && typeof o.collateFn !== 'function') {
      throw new TypeError('DataLoader: collateFn must be a function (samples: T[]) => batch');
    }
    if (isMapDataset(dataset)) {
      if (o.batchSampler !== undefined) {
        if (o.batchSize !== undefined || o.shuffle || o.sampler !== undefined || o.dropLast) throw new TypeError(`DataLoader: ${MUTUALLY_EXCLUSIVE}`);
        this.batchSampler = o.batchSampler;
        this.batchSize = 0;
        this.dropLast = false;
      } else {
        if (o.sampler !== undefined && o.shuffle) throw new TypeError('DataLoader: sampler is mutually exclusive with shuffle; shuffle in the sampler instead');
        this.batchSize = checkCount(o.batchSize ?? 1, 'DataLoader batchSize');
        this.dropLast = o.dropLast ?? false;
        this.sampler = o.sampler ?? (o.shuffle ? new RandomSampler(dataset, { seed: o.seed }) : new SequentialSampler(dataset));
        this.batchSampler = new BatchSampler(this.sampler, this.batchSize, this.dropLast);
      }
    } else if (isIterableDataset(dataset)) {
      if (o.shuffle || o.sampler !== undefined || o.batchSampler !== undefined) {
        throw new TypeError('DataLoader: an IterableDataset yields its own order; it takes no shuffle, sampler or batchSampler');
      }
      this.batchSize = checkCount(o.batchSize ?? 1, 'DataLoader batchSize');
      this.dropLast = o.dropLast ?? false;
    } else {
      throw new TypeError('DataLoader: expected a Dataset (length and get(i)) or an IterableDataset (async iterable)');
    }
    this.dataset = dataset;
    this.maker = new BatchMaker<B>(dataset as Dataset, o.collateFn as CollateFn | undefined, this.pinMemory);
  }

  /** Batches per epoch. Throws for an iterable dataset without a `length`. */
  get length(): number {
    if (this.batchSampler) return this.batchSampler.length;
    const n = (this.dataset as IterableDataset).length;
    if (n === undefined) throw new TypeError('DataLoader: the IterableDataset has no length, so the number of batches is unknown');
    return this.dropLast ? Math.floor(n / this.batchSize) : Math.ceil(n / this.batchSize);
  }

  /** The epoch in progress (or about to start). */
  get epoch(): number {
    return this._epoch;
  }

  /** Batches handed out so far in this epoch. */
  get batchesYielded(): number {
    return this.position;
  }

  /**
   * Selects the epoch. The same epoch as now keeps the position (so calling it at the top of
   * every epoch, PyTorch-style, is harmless after a resume); another epoch starts that epoch
   * from its first batch. The sampler's `setEpoch` follows.
   */
  setEpoch(epoch: number): void {
    checkCount(epoch, 'DataLoader.setEpoch epoch', true);
    if (epoch === this._epoch) return;
    this.invalidate();
    this._epoch = epoch;
    this.position = 0;
    this.passState = null;
    this.batchSampler?.setEpoch?.(epoch);
  }

  /** The loader's position, to store in a checkpoint. */
  stateDict(): DataLoaderState {
    const state: DataLoaderState = {
      epoch: this._epoch,
      batchesYielded: this.position,
      sampler: this.passState ?? this.batchSampler?.stateDict?.() ?? null,
    };
    if (this.batchSize > 0) state.globalBatch = this.batchSize * replicasOf(this.sampler);
    return state;
  }

  /** Restores a position saved by `stateDict()`; an iteration in progress is closed. */
  loadStateDict(state: DataLoaderState): void {
    if (state === null || typeof state !== 'object') throw new TypeError('DataLoader.loadStateDict: expected the object returned by stateDict()');
    const epoch = checkCount(state.epoch, 'DataLoader state epoch', true);
    let position = checkCount(state.batchesYielded, 'DataLoader state batchesYielded', true);
    let samplerState = state.sampler ?? null;
    const replicas = replicasOf(this.sampler);
    if (typeof state.globalBatch === 'number' && this.batchSize > 0 && savedReplicas(samplerState) !== replicas) {
      const moved = rescalePosition(
        { batchesYielded: position, globalBatch: state.globalBatch, sampler: samplerState },
        { batchSize: this.batchSize, replicas, samplerState: this.batchSampler?.stateDict?.() ?? null },
      );
      position = moved.batchesYielded;
      samplerState = moved.sampler;
    }
    if (this.batchSampler && position > this.length) {
      throw new RangeError(`DataLoader.loadStateDict: the state has ${position} batches yielded but an epoch of this loader has only ${this.length}; was it saved for another dataset or batch size?`);
    }
    this.invalidate();
    if (samplerState !== null) this.batchSampler?.loadStateDict?.(samplerState);
    this._epoch = epoch;
    this.position = position;
    this.passState = samplerState;
    if (this.passState === null) this.batchSampler?.setEpoch?.(epoch);
  }

  [Symbol.asyncIterator](): LoaderIterator<B> {
    const pass = this.openPass();
    const it = new LoaderIterator<B>(this.cursorFor(), pass, this.prefetch);
    this.active = it;
    return it;
  }

  *[Symbol.iterator](): Iterator<B> {
    if (!this.batchSampler) throw new TypeError('DataLoader: an IterableDataset is asynchronous; iterate with `for await (const batch of loader)`');
    const pass = this.openPass() as IndexPass<B>;
    const gen = this.generation;
    this.active = { close: () => undefined };
    for (;;) {
      if (gen !== this.generation) return;
      const indices = pass.nextIndices();
      if (indices === undefined) {
        this.finishPass();
        return;
      }
      const batch = this.maker.makeSync(indices);
      this.position += 1;
      yield batch;
    }
  }

  /** Closes the current iteration and starts a pass at the loader's position. */
  private openPass(): Pass<B> {
    this.invalidate();
    // PyTorch's DataLoader iterator draws a base seed (for its workers) from the global
    // generator before the sampler draws its own; drawing it too keeps the shuffle order and
    // the rest of the random stream equal to Python's after the same torch.manualSeed. A pass
    // that continues an epoch (after a break, or restored from a checkpoint) drew it when the
    // epoch started: drawing again would shift the random stream of a resumed run.
    if (this.position === 0) this._baseSeed = drawSeed();
    const bs = this.batchSampler;
    if (!bs) return new StreamPass<B>(this.dataset as IterableDataset, this.batchSize, this.dropLast, this.maker, this.position);
    if (this.passState !== null) bs.loadStateDict?.(this.passState);
    else if (bs.epoch !== undefined && bs.epoch !== this._epoch) this._epoch = bs.epoch; // set on the sampler directly
    const pass = new IndexPass<B>(bs, this.maker, this.position);
    this.passState ??= bs.stateDict?.() ?? null;
    return pass;
  }

  private cursorFor(): LoaderCursor {
    const gen = this.generation;
    return {
      advance: () => {
        if (gen === this.generation) this.position += 1;
      },
      finishPass: () => {
        if (gen === this.generation) this.finishPass();
      },
      release: (it) => {
        if (this.active === it) this.active = undefined;
      },
    };
  }

  private finishPass(): void {
    this.generation += 1;
    this._epoch += 1;
    this.position = 0;
    this.passState = null;
    this.batchSampler?.setEpoch?.(this._epoch);
  }

  private invalidate(): void {
    this.generation += 1;
    const a = this.active;
    this.active = undefined;
    a?.close();
  }
}

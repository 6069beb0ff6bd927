import { native } from '../torch/native.js';
import { BatchMaker } from './batch-maker.js';
import { BatchSampler } from './batch-sampler.js';
import { isIterableDataset, isMapDataset } from './dataset.js';
import { checkCount } from './errors.js';
import { LoaderIterator } from './loader-iterator.js';
import { IndexPass, StreamPass } from './passes.js';
import { RandomSampler } from './random-sampler.js';
import { drawSeed } from './seeded.js';
import { replicasOf, rescalePosition, savedReplicas } from './global-position.js';
import { SequentialSampler } from './sequential-sampler.js';
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
export class DataLoader {
    dataset;
    batchSize;
    dropLast;
    prefetch;
    pinMemory;
    /** The index sampler (map-style datasets built without a custom batch sampler), else undefined. */
    sampler;
    /** The batch sampler (map-style datasets), else undefined. */
    batchSampler;
    maker;
    _epoch = 0;
    position = 0;
    /** The sampler state at the start of the current pass, once the pass has started. */
    passState = null;
    active;
    /**
     * The seed drawn from torch's generator when the current iteration started, as PyTorch's
     * DataLoader iterator draws it (`_base_seed`, low 32 bits); null before the first iteration.
     */
    get baseSeed() {
        return this._baseSeed;
    }
    _baseSeed = null;
    generation = 0;
    constructor(dataset, options = {}) {
        const o = options;
        this.prefetch = checkCount(o.prefetch ?? 2, 'DataLoader prefetch', true);
        this.pinMemory = (o.pinMemory ?? false) && native.cudaAvailable() === true;
        if (o.collateFn !== undefined && typeof o.collateFn !== 'function') {
            throw new TypeError('DataLoader: collateFn must be a function (samples: T[]) => batch');
        }
        if (isMapDataset(dataset)) {
            if (o.batchSampler !== undefined) {
                if (o.batchSize !== undefined || o.shuffle || o.sampler !== undefined || o.dropLast)
                    throw new TypeError(`DataLoader: ${MUTUALLY_EXCLUSIVE}`);
                this.batchSampler = o.batchSampler;
                this.batchSize = 0;
                this.dropLast = false;
            }
            else {
                if (o.sampler !== undefined && o.shuffle)
                    throw new TypeError('DataLoader: sampler is mutually exclusive with shuffle; shuffle in the sampler instead');
                this.batchSize = checkCount(o.batchSize ?? 1, 'DataLoader batchSize');
                this.dropLast = o.dropLast ?? false;
                this.sampler = o.sampler ?? (o.shuffle ? new RandomSampler(dataset, { seed: o.seed }) : new SequentialSampler(dataset));
                this.batchSampler = new BatchSampler(this.sampler, this.batchSize, this.dropLast);
            }
        }
        else if (isIterableDataset(dataset)) {
            if (o.shuffle || o.sampler !== undefined || o.batchSampler !== undefined) {
                throw new TypeError('DataLoader: an IterableDataset yields its own order; it takes no shuffle, sampler or batchSampler');
            }
            this.batchSize = checkCount(o.batchSize ?? 1, 'DataLoader batchSize');
            this.dropLast = o.dropLast ?? false;
        }
        else {
            throw new TypeError('DataLoader: expected a Dataset (length and get(i)) or an IterableDataset (async iterable)');
        }
        this.dataset = dataset;
        this.maker = new BatchMaker(dataset, o.collateFn, this.pinMemory);
    }
    /** Batches per epoch. Throws for an iterable dataset without a `length`. */
    get length() {
        if (this.batchSampler)
            return this.batchSampler.length;
        const n = this.dataset.length;
        if (n === undefined)
            throw new TypeError('DataLoader: the IterableDataset has no length, so the number of batches is unknown');
        return this.dropLast ? Math.floor(n / this.batchSize) : Math.ceil(n / this.batchSize);
    }
    /** The epoch in progress (or about to start). */
    get epoch() {
        return this._epoch;
    }
    /** Batches handed out so far in this epoch. */
    get batchesYielded() {
        return this.position;
    }
    /**
     * Selects the epoch. The same epoch as now keeps the position (so calling it at the top of
     * every epoch, PyTorch-style, is harmless after a resume); another epoch starts that epoch
     * from its first batch. The sampler's `setEpoch` follows.
     */
    setEpoch(epoch) {
        checkCount(epoch, 'DataLoader.setEpoch epoch', true);
        if (epoch === this._epoch)
            return;
        this.invalidate();
        this._epoch = epoch;
        this.position = 0;
        this.passState = null;
        this.batchSampler?.setEpoch?.(epoch);
    }
    /** The loader's position, to store in a checkpoint. */
    stateDict() {
        const state = {
            epoch: this._epoch,
            batchesYielded: this.position,
            sampler: this.passState ?? this.batchSampler?.stateDict?.() ?? null,
        };
        if (this.batchSize > 0)
            state.globalBatch = this.batchSize * replicasOf(this.sampler);
        return state;
    }
    /** Restores a position saved by `stateDict()`; an iteration in progress is closed. */
    loadStateDict(state) {
        if (state === null || typeof state !== 'object')
            throw new TypeError('DataLoader.loadStateDict: expected the object returned by stateDict()');
        const epoch = checkCount(state.epoch, 'DataLoader state epoch', true);
        let position = checkCount(state.batchesYielded, 'DataLoader state batchesYielded', true);
        let samplerState = state.sampler ?? null;
        const replicas = replicasOf(this.sampler);
        if (typeof state.globalBatch === 'number' && this.batchSize > 0 && savedReplicas(samplerState) !== replicas) {
            const moved = rescalePosition({ batchesYielded: position, globalBatch: state.globalBatch, sampler: samplerState }, { batchSize: this.batchSize, replicas, samplerState: this.batchSampler?.stateDict?.() ?? null });
            position = moved.batchesYielded;
            samplerState = moved.sampler;
        }
        if (this.batchSampler && position > this.length) {
            throw new RangeError(`DataLoader.loadStateDict: the state has ${position} batches yielded but an epoch of this loader has only ${this.length}; was it saved for another dataset or batch size?`);
        }
        this.invalidate();
        if (samplerState !== null)
            this.batchSampler?.loadStateDict?.(samplerState);
        this._epoch = epoch;
        this.position = position;
        this.passState = samplerState;
        if (this.passState === null)
            this.batchSampler?.setEpoch?.(epoch);
    }
    [Symbol.asyncIterator]() {
        const pass = this.openPass();
        const it = new LoaderIterator(this.cursorFor(), pass, this.prefetch);
        this.active = it;
        return it;
    }
    *[Symbol.iterator]() {
        if (!this.batchSampler)
            throw new TypeError('DataLoader: an IterableDataset is asynchronous; iterate with `for await (const batch of loader)`');
        const pass = this.openPass();
        const gen = this.generation;
        this.active = { close: () => undefined };
        for (;;) {
            if (gen !== this.generation)
                return;
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
    openPass() {
        this.invalidate();
        // PyTorch's DataLoader iterator draws a base seed (for its workers) from the global
        // generator before the sampler draws its own; drawing it too keeps the shuffle order and
        // the rest of the random stream equal to Python's after the same torch.manualSeed. A pass
        // that continues an epoch (after a break, or restored from a checkpoint) drew it when the
        // epoch started: drawing again would shift the random stream of a resumed run.
        if (this.position === 0)
            this._baseSeed = drawSeed();
        const bs = this.batchSampler;
        if (!bs)
            return new StreamPass(this.dataset, this.batchSize, this.dropLast, this.maker, this.position);
        if (this.passState !== null)
            bs.loadStateDict?.(this.passState);
        else if (bs.epoch !== undefined && bs.epoch !== this._epoch)
            this._epoch = bs.epoch; // set on the sampler directly
        const pass = new IndexPass(bs, this.maker, this.position);
        this.passState ??= bs.stateDict?.() ?? null;
        return pass;
    }
    cursorFor() {
        const gen = this.generation;
        return {
            advance: () => {
                if (gen === this.generation)
                    this.position += 1;
            },
            finishPass: () => {
                if (gen === this.generation)
                    this.finishPass();
            },
            release: (it) => {
                if (this.active === it)
                    this.active = undefined;
            },
        };
    }
    finishPass() {
        this.generation += 1;
        this._epoch += 1;
        this.position = 0;
        this.passState = null;
        this.batchSampler?.setEpoch?.(this._epoch);
    }
    invalidate() {
        this.generation += 1;
        const a = this.active;
        this.active = undefined;
        a?.close();
    }
}
//# sourceMappingURL=dataloader.js.map
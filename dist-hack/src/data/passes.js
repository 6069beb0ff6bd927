// One pass over the data (one epoch), started at a position: the sources a loader iterator pulls from.
import { AsyncResource } from 'node:async_hooks';
import { disposeTensors } from './tensors.js';
/** Marks the end of a pass whose end is only known asynchronously (streams). */
export const END = Symbol('end of pass');
/**
 * Batches are built in the async context of module load, where no `torch.scope` is current:
 * a batch prefetched while the consumer's step runs must not belong to that step's scope
 * (which would free it before it is handed out). The iterator hands each batch to the
 * consumer's scope when it is returned.
 */
const detached = new AsyncResource('torchrunner.DataLoader');
function build(fn) {
    // The await leaves any synchronous `torch.scope` the caller of `next()` may be inside.
    return detached.runInAsyncScope(async () => {
        await undefined;
        return fn();
    });
}
/** A pass over a map-style dataset, driven by a batch sampler. */
export class IndexPass {
    maker;
    it;
    peeked;
    /** Skips `skip` batches (their indices only: no data is loaded) and starts the sampler's pass. */
    constructor(sampler, maker, skip) {
        this.maker = maker;
        this.it = sampler[Symbol.iterator]();
        for (let k = 0; k < skip; k++)
            if (this.it.next().done)
                break;
        this.peeked = this.it.next();
    }
    /** The next batch's indices, synchronously. */
    nextIndices() {
        const r = this.peeked;
        if (r.done)
            return undefined;
        this.peeked = this.it.next();
        return r.value;
    }
    next() {
        const indices = this.nextIndices();
        return indices && build(() => this.maker.make(indices));
    }
}
/** A pass over an iterable dataset: consecutive samples grouped into batches, built in order. */
export class StreamPass {
    batchSize;
    dropLast;
    maker;
    it;
    tail;
    finished = false;
    constructor(dataset, batchSize, dropLast, maker, skip) {
        this.batchSize = batchSize;
        this.dropLast = dropLast;
        this.maker = maker;
        this.it = detached.runInAsyncScope(() => dataset[Symbol.asyncIterator]());
        this.tail = build(async () => {
            for (let k = 0; k < skip * batchSize; k++) {
                const r = await this.it.next();
                if (r.done)
                    break;
                disposeTensors(r.value);
            }
        });
    }
    next() {
        if (this.finished)
            return undefined;
        const p = this.tail.then(() => build(() => this.group()));
        this.tail = p.catch(() => undefined);
        return p;
    }
    async group() {
        if (this.finished)
            return END;
        const samples = [];
        while (samples.length < this.batchSize) {
            const r = await this.it.next();
            if (r.done) {
                this.finished = true;
                break;
            }
            samples.push(r.value);
        }
        if (samples.length === 0 || (this.dropLast && samples.length < this.batchSize)) {
            this.finished = true;
            disposeTensors(samples);
            return END;
        }
        return this.maker.collateSamples(samples);
    }
}
//# sourceMappingURL=passes.js.map
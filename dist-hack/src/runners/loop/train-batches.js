import { knownLength } from '../setup/loaders.js';
/** An epoch-mode pass over `loader` from its position, each batch moved by `toDevice`. */
export function openPass(loader, toDevice) {
    const total = knownLength(loader);
    const it = loader[Symbol.asyncIterator]();
    return {
        next: async () => {
            const next = await it.next();
            return next.done ? next : { done: false, value: toDevice(next.value) };
        },
        last: () => total !== undefined && loader.batchesYielded >= total,
        close: async () => {
            await it.return?.();
        },
    };
}
/**
 * Step mode's open iterators, one per train split: a split's iterator resumes where the last
 * draw left it (across evaluation rounds), and a loader that runs out starts its next epoch.
 */
export class TrainBatches {
    source;
    iterators = new Map();
    constructor(source) {
        this.source = source;
    }
    /** The next result of `split`'s open iterator; undefined when none is open. */
    next(split) {
        return this.iterators.get(split)?.next();
    }
    /**
     * The batch in `next`, the result of `split`'s open iterator; when there is none, it ended or
     * the batch is left out, the promise of one drawn by {@link draw}.
     */
    from(split, next) {
        if (next === undefined || next.done || this.source.leftOut(split, next.value))
            return this.draw(split, next?.done === true);
        return next.value;
    }
    /** The next batch of `split` from its iterator, opened where needed: a loader that runs out (`ended`: already) starts its next epoch. */
    async draw(split, ended = false) {
        const loader = this.source.loader(split);
        if (ended)
            this.endPass(split);
        for (let ends = ended ? 1 : 0; ends < 2;) {
            let it = this.iterators.get(split);
            if (!it) {
                it = loader[Symbol.asyncIterator]();
                this.iterators.set(split, it);
            }
            const next = await it.next();
            if (!next.done) {
                if (this.source.leftOut(split, next.value))
                    continue;
                return next.value;
            }
            this.endPass(split);
            ends += 1;
        }
        throw new Error(`train split '${split}' yielded no batches; check its dataset length, batch size and dropLast`);
    }
    endPass(split) {
        this.iterators.delete(split);
        this.source.passEnded(split);
    }
    /** Forgets the open iterators (a restored state starts them again). */
    clear() {
        this.iterators.clear();
    }
    /** Closes the open iterators. */
    async close() {
        for (const it of this.iterators.values())
            await it.return?.();
        this.iterators.clear();
    }
}
//# sourceMappingURL=train-batches.js.map
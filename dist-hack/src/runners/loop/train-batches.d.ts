import type { DataLoader } from '../../data/index.js';
import type { TrainPass } from './loop-host.js';
/** An epoch-mode pass over `loader` from its position, each batch moved by `toDevice`. */
export declare function openPass(loader: DataLoader, toDevice: (batch: unknown) => unknown): TrainPass;
/** What step mode's batch drawing needs from the run. */
export interface BatchSource {
    loader(split: string): DataLoader;
    /** Whether a batch just drawn is left out (then it is disposed). */
    leftOut(split: string, batch: unknown): boolean;
    /** A pass over `split` ended (its loader starts its next epoch). */
    passEnded(split: string): void;
}
/**
 * Step mode's open iterators, one per train split: a split's iterator resumes where the last
 * draw left it (across evaluation rounds), and a loader that runs out starts its next epoch.
 */
export declare class TrainBatches {
    private readonly source;
    private readonly iterators;
    constructor(source: BatchSource);
    /** The next result of `split`'s open iterator; undefined when none is open. */
    next(split: string): Promise<IteratorResult<unknown>> | undefined;
    /**
     * The batch in `next`, the result of `split`'s open iterator; when there is none, it ended or
     * the batch is left out, the promise of one drawn by {@link draw}.
     */
    from(split: string, next: IteratorResult<unknown> | undefined): unknown;
    /** The next batch of `split` from its iterator, opened where needed: a loader that runs out (`ended`: already) starts its next epoch. */
    private draw;
    private endPass;
    /** Forgets the open iterators (a restored state starts them again). */
    clear(): void;
    /** Closes the open iterators. */
    close(): Promise<void>;
}

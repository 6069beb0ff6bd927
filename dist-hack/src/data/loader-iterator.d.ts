import { type Pass } from './passes.js';
/** What the iterator reports back to its loader. */
export interface LoaderCursor {
    /** A batch was handed to the consumer. */
    advance(): void;
    /** The pass ended: every batch was handed out. */
    finishPass(): void;
    /** The iterator is closed and no longer the loader's active one. */
    release(it: LoaderIterator<unknown>): void;
}
/**
 * Hands out one pass's batches in order, keeping up to `prefetch` later batches in flight.
 * Each queued batch is a promise started in sampler order, so completion order never
 * changes the output order. Closing disposes the batches built but not handed out.
 */
export declare class LoaderIterator<B> implements AsyncIterableIterator<B> {
    private readonly cursor;
    private readonly pass;
    private readonly prefetch;
    private queue;
    private ended;
    private closed;
    constructor(cursor: LoaderCursor, pass: Pass<B>, prefetch: number);
    [Symbol.asyncIterator](): this;
    private pull;
    next(): Promise<IteratorResult<B, undefined>>;
    return(): Promise<IteratorResult<B, undefined>>;
    /** Stops the iteration and disposes the batches built ahead and not handed out. */
    close(): void;
}

import { track } from '../torch/scope.js';
import { END } from './passes.js';
import { disposeTensors, tensorsIn } from './tensors.js';
const DONE = { done: true, value: undefined };
/**
 * Hands out one pass's batches in order, keeping up to `prefetch` later batches in flight.
 * Each queued batch is a promise started in sampler order, so completion order never
 * changes the output order. Closing disposes the batches built but not handed out.
 */
export class LoaderIterator {
    cursor;
    pass;
    prefetch;
    queue = [];
    ended = false;
    closed = false;
    constructor(cursor, pass, prefetch) {
        this.cursor = cursor;
        this.pass = pass;
        this.prefetch = prefetch;
    }
    [Symbol.asyncIterator]() {
        return this;
    }
    pull() {
        if (this.ended)
            return false;
        const p = this.pass.next();
        if (p === undefined) {
            this.ended = true;
            return false;
        }
        p.catch(() => undefined); // a queued failure is reported when it reaches the head
        this.queue.push(p);
        return true;
    }
    async next() {
        if (this.closed)
            return DONE;
        if (this.queue.length === 0)
            this.pull();
        const head = this.queue.shift();
        while (this.queue.length < this.prefetch && this.pull())
            ;
        let batch;
        try {
            if (head === undefined)
                batch = END;
            else
                batch = await head;
        }
        catch (err) {
            this.close();
            throw err;
        }
        if (this.closed) {
            if (batch !== END)
                disposeTensors(batch);
            return DONE;
        }
        if (batch === END) {
            this.close();
            this.cursor.finishPass();
            return DONE;
        }
        this.cursor.advance();
        // The batch was built outside any scope; it now belongs to the consumer's, if any.
        for (const t of tensorsIn(batch))
            track(t);
        return { done: false, value: batch };
    }
    async return() {
        this.close();
        return DONE;
    }
    /** Stops the iteration and disposes the batches built ahead and not handed out. */
    close() {
        if (this.closed)
            return;
        this.closed = true;
        const pending = this.queue;
        this.queue = [];
        for (const p of pending)
            p.then((b) => b !== END && disposeTensors(b), () => undefined);
        this.cursor.release(this);
    }
}
//# sourceMappingURL=loader-iterator.js.map
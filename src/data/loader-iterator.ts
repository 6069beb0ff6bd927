import { track } from '../torch/scope.js';
import { END, type End, type Pass } from './passes.js';
import { disposeTensors, tensorsIn } from './tensors.js';

/** What the iterator reports back to its loader. */
export interface LoaderCursor {
  /** A batch was handed to the consumer. */
  advance(): void;
  /** The pass ended: every batch was handed out. */
  finishPass(): void;
  /** The iterator is closed and no longer the loader's active one. */
  release(it: LoaderIterator<unknown>): void;
}

const DONE = { done: true, value: undefined } as const;

/**
 * Hands out one pass's batches in order, keeping up to `prefetch` later batches in flight.
 * Each queued batch is a promise started in sampler order, so completion order never
 * changes the output order. Closing disposes the batches built but not handed out.
 */
export class LoaderIterator<B> implements AsyncIterableIterator<B> {
  private queue: Promise<B | End>[] = [];
  private ended = false;
  private closed = false;

  constructor(
    private readonly cursor: LoaderCursor,
    private readonly pass: Pass<B>,
    private readonly prefetch: number,
  ) {}

  [Symbol.asyncIterator](): this {
    return this;
  }

  private pull(): boolean {
    if (this.ended) return false;
    const p = this.pass.next();
    if (p === undefined) {
      this.ended = true;
      return false;
    }
    p.catch(() => undefined); // a queued failure is reported when it reaches the head
    this.queue.push(p);
    return true;
  }

  async next(): Promise<IteratorResult<B, undefined>> {
    if (this.closed) return DONE;
    if (this.queue.length === 0) this.pull();
    const head = this.queue.shift();
    while (this.queue.length < this.prefetch && this.pull());
    let batch: B | End;
    try {
      if (head === undefined) batch = END;
      else batch = await head;
    } catch (err) {
      this.close();
      throw err;
    }
    if (this.closed) {
      if (batch !== END) disposeTensors(batch);
      return DONE;
    }
    if (batch === END) {
      this.close();
      this.cursor.finishPass();
      return DONE;
    }
    this.cursor.advance();
    // The batch was built outside any scope; it now belongs to the consumer's, if any.
    for (const t of tensorsIn(batch)) track(t);
    return { done: false, value: batch };
  }

  async return(): Promise<IteratorResult<B, undefined>> {
    this.close();
    return DONE;
  }

  /** Stops the iteration and disposes the batches built ahead and not handed out. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    const pending = this.queue;
    this.queue = [];
    for (const p of pending) p.then((b) => b !== END && disposeTensors(b), () => undefined);
    this.cursor.release(this as LoaderIterator<unknown>);
  }
}

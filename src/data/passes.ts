// One pass over the data (one epoch), started at a position: the sources a loader iterator pulls from.
import { AsyncResource } from 'node:async_hooks';

import type { BatchMaker } from './batch-maker.js';
import type { IterableDataset } from './dataset.js';
import type { BatchSamplerLike } from './sampler.js';
import { disposeTensors } from './tensors.js';

/** Marks the end of a pass whose end is only known asynchronously (streams). */
export const END: unique symbol = Symbol('end of pass');
export type End = typeof END;

/**
 * Batches are built in the async context of module load, where no `torch.scope` is current:
 * a batch prefetched while the consumer's step runs must not belong to that step's scope
 * (which would free it before it is handed out). The iterator hands each batch to the
 * consumer's scope when it is returned.
 */
const detached = new AsyncResource('torchrunner.DataLoader');

function build<R>(fn: () => Promise<R>): Promise<R> {
  // The await leaves any synchronous `torch.scope` the caller of `next()` may be inside.
  return detached.runInAsyncScope(async () => {
    await undefined;
    return fn();
  });
}

export interface Pass<B> {
  /** Starts building the next batch; undefined when the pass is known to be over. */
  next(): Promise<B | End> | undefined;
}

/** A pass over a map-style dataset, driven by a batch sampler. */
export class IndexPass<B> implements Pass<B> {
  private readonly it: Iterator<number[]>;
  private peeked: IteratorResult<number[]>;

  /** Skips `skip` batches (their indices only: no data is loaded) and starts the sampler's pass. */
  constructor(
    sampler: BatchSamplerLike,
    private readonly maker: BatchMaker<B>,
    skip: number,
  ) {
    this.it = sampler[Symbol.iterator]();
    for (let k = 0; k < skip; k++) if (this.it.next().done) break;
    this.peeked = this.it.next();
  }

  /** The next batch's indices, synchronously. */
  nextIndices(): number[] | undefined {
    const r = this.peeked;
    if (r.done) return undefined;
    this.peeked = this.it.next();
    return r.value;
  }

  next(): Promise<B | End> | undefined {
    const indices = this.nextIndices();
    return indices && build(() => this.maker.make(indices));
  }
}

/** A pass over an iterable dataset: consecutive samples grouped into batches, built in order. */
export class StreamPass<B> implements Pass<B> {
  private readonly it: AsyncIterator<unknown>;
  private tail: Promise<unknown>;
  private finished = false;

  constructor(
    dataset: IterableDataset,
    private readonly batchSize: number,
    private readonly dropLast: boolean,
    private readonly maker: BatchMaker<B>,
    skip: number,
  ) {
    this.it = detached.runInAsyncScope(() => dataset[Symbol.asyncIterator]());
    this.tail = build(async () => {
      for (let k = 0; k < skip * batchSize; k++) {
        const r = await this.it.next();
        if (r.done) break;
        disposeTensors(r.value);
      }
    });
  }

  next(): Promise<B | End> | undefined {
    if (this.finished) return undefined;
    const p = this.tail.then(() => build(() => this.group()));
    this.tail = p.catch(() => undefined);
    return p;
  }

  private async group(): Promise<B | End> {
    if (this.finished) return END;
    const samples: unknown[] = [];
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

import { callOp } from '../torch/ops.js';
import { Tensor } from '../torch/tensor.js';
import { defaultCollate, type CollateFn } from './collate.js';
import type { Dataset } from './dataset.js';
import { disposeTensors, mapTensors, tensorsIn } from './tensors.js';

function isPromise(v: unknown): v is Promise<unknown> {
  return typeof (v as Promise<unknown>)?.then === 'function';
}

/**
 * Builds batches from index lists: the dataset's `getBatch` when it has one and no custom
 * collate was given, else `get` per index and the collate function. Sample tensors are
 * disposed once collated (except those the batch still holds and those marked `keep()`).
 */
export class BatchMaker<B> {
  constructor(
    private readonly dataset: Dataset,
    private readonly collate: CollateFn | undefined,
    private readonly pin: boolean,
  ) {}

  /** True when building a batch goes through `getBatch`. */
  get batched(): boolean {
    return this.collate === undefined && typeof this.dataset.getBatch === 'function';
  }

  /** Collates samples (already loaded) into a batch, disposing what the batch does not keep. */
  collateSamples(samples: unknown[]): B {
    let batch: B;
    try {
      batch = (this.collate ?? defaultCollate)(samples) as B;
    } catch (err) {
      disposeTensors(samples);
      throw err;
    }
    disposeTensors(samples, new Set(tensorsIn(batch)));
    return this.pinned(batch);
  }

  /** One batch, synchronously; throws if the dataset loads asynchronously. */
  makeSync(indices: readonly number[]): B {
    if (this.batched) {
      const b = this.dataset.getBatch!(indices);
      if (isPromise(b)) throw asyncError(this.dataset);
      return this.pinned(b as B);
    }
    const samples = indices.map((i) => this.dataset.get(i));
    if (samples.some(isPromise)) {
      for (const s of samples) if (isPromise(s)) s.then(disposeTensors, () => {});
      disposeTensors(samples.filter((s) => !isPromise(s)));
      throw asyncError(this.dataset);
    }
    return this.collateSamples(samples);
  }

  /** One batch; asynchronous dataset loads for the batch run concurrently. */
  async make(indices: readonly number[]): Promise<B> {
    if (this.batched) return this.pinned((await this.dataset.getBatch!(indices)) as B);
    const pending = indices.map((i) => this.dataset.get(i));
    if (!pending.some(isPromise)) return this.collateSamples(pending);
    const settled = await Promise.allSettled(pending);
    const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    const samples = settled.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
    if (failed) {
      disposeTensors(samples);
      throw failed.reason;
    }
    return this.collateSamples(samples);
  }

  /** Moves a batch's tensors to page-locked memory when CUDA is present (else returns it as is). */
  pinned(batch: B): B {
    if (!this.pin) return batch;
    return mapTensors(batch, (t: Tensor) => {
      const p = callOp('aten::pin_memory', [t]) as Tensor;
      if (p !== t) t.dispose();
      return p;
    }) as B;
  }
}

function asyncError(dataset: Dataset): Error {
  return new TypeError(
    `DataLoader: ${dataset.name ?? 'the dataset'} loads samples asynchronously (get or getBatch returned a Promise); iterate with \`for await (const batch of loader)\``,
  );
}

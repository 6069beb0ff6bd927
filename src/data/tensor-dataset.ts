import { fromTypedArray } from '../torch/creation.js';
import { callOp } from '../torch/ops.js';
import { Tensor } from '../torch/tensor.js';
import { Dataset } from './dataset.js';

/** Tensors as an array (samples are arrays) or as named fields (samples are objects). */
export type TensorFields = Tensor[] | Record<string, Tensor>;
/** One sample (or one batch) of a TensorDataset: the same structure as its tensors. */
export type TensorSample<F extends TensorFields> = { [K in keyof F]: Tensor };

/** An index tensor for `index_select`: int32 when every index fits, int64 otherwise. */
export function indexTensor(indices: readonly number[]): Tensor {
  const big = indices.some((i) => i > 0x7fffffff);
  const data = big ? BigInt64Array.from(indices, (i) => BigInt(i)) : Int32Array.from(indices);
  return fromTypedArray(data, [indices.length]);
}

/**
 * Samples are slices along the first dimension of equally long tensors, like PyTorch's
 * `TensorDataset`: `new TensorDataset(images, labels)` yields `[image, label]`,
 * `new TensorDataset({ input, target })` yields `{ input, target }`.
 *
 * Batches are gathered with one `index_select` per tensor (`getBatch`), which the DataLoader
 * uses instead of per-sample `get` + collate. The dataset keeps (`keep()`) its tensors so no
 * `torch.scope` frees them; `dispose()` releases them.
 */
export class TensorDataset<F extends TensorFields = Tensor[]> extends Dataset<TensorSample<F>, TensorSample<F>> {
  readonly length: number;
  readonly tensors: F;
  private readonly entries: [string, Tensor][];

  constructor(...tensors: F & Tensor[]);
  constructor(fields: F);
  constructor(...args: unknown[]) {
    super();
    const fields = (args.length === 1 && !(args[0] instanceof Tensor) ? args[0] : args) as F;
    const entries = Object.entries(fields) as [string, Tensor][];
    if (entries.length === 0) throw new TypeError('TensorDataset: expected at least one tensor');
    for (const [key, t] of entries) {
      if (!(t instanceof Tensor)) throw new TypeError(`TensorDataset: field ${key} is not a Tensor`);
      if (t.isDisposed) throw new TypeError(`TensorDataset: field ${key} is a disposed tensor`);
      if (t.ndim === 0) throw new TypeError(`TensorDataset: field ${key} is a 0-d tensor; every tensor needs a first (sample) dimension`);
    }
    const n = entries[0]![1].shape[0]!;
    const bad = entries.find(([, t]) => t.shape[0] !== n);
    if (bad) {
      const sizes = entries.map(([k, t]) => `${k}: [${t.shape.join(', ')}]`).join(', ');
      throw new RangeError(`TensorDataset: every tensor must have the same size in dimension 0, got ${sizes}`);
    }
    for (const [, t] of entries) t.keep();
    this.tensors = fields;
    this.entries = entries;
    this.length = n;
  }

  get(index: number): TensorSample<F> {
    this.checkIndex(index);
    return this.build((t) => callOp('aten::select.int', [t, 0, index]));
  }

  override getBatch(indices: readonly number[]): TensorSample<F> {
    for (const i of indices) this.checkIndex(i);
    const idx = indexTensor(indices);
    try {
      return this.build((t) => callOp('aten::index_select', [t, 0, idx]));
    } finally {
      idx.dispose();
    }
  }

  /** Releases the dataset's tensors. */
  dispose(): void {
    for (const [, t] of this.entries) t.dispose();
  }

  private build(f: (t: Tensor) => Tensor): TensorSample<F> {
    if (Array.isArray(this.tensors)) return this.entries.map(([, t]) => f(t)) as TensorSample<F>;
    const out: Record<string, Tensor> = {};
    for (const [k, t] of this.entries) out[k] = f(t);
    return out as TensorSample<F>;
  }
}

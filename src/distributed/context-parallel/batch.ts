import { Tensor } from '../../torch/tensor.js';
import type { ContextParallel } from './context-parallel.js';

/** A batch cut for this context rank, and the tensors of the original batch it replaced. */
export interface ShardedBatch {
  batch: unknown;
  /** The original sequence tensors (the caller disposes them once the cut batch is made). */
  replaced: Tensor[];
}

/**
 * This context rank's share of `batch`: every tensor of two or more dims (token ids, targets,
 * document ids, position ids) is cut along dim 1, the sequence, into this rank's chunks; other
 * tensors (one value per sample) and non-tensors are kept as they are. Walks arrays and plain
 * objects, as collate builds batches.
 *
 * @throws RangeError when two sequence tensors differ in length, or a length is not a multiple of 2 × C
 */
export function shardBatch(cp: ContextParallel, batch: unknown): ShardedBatch {
  const replaced: Tensor[] = [];
  let first: { path: string; length: number } | undefined;
  const cut = (value: unknown, path: string): unknown => {
    if (value instanceof Tensor) {
      if (value.dim() < 2) return value;
      const length = value.shape[1]!;
      first ??= { path, length };
      if (length !== first.length) {
        throw new RangeError(
          `parallel.context ${cp.size}: the batch's tensors of two or more dims are cut along dim 1 as sequences, but ${first.path} has ${first.length} there and ${path} ${length}; ` +
            `give every [batch, sequence, …] tensor the same sequence length, and per-sample values as 1-dim tensors`,
        );
      }
      replaced.push(value);
      return cp.shard(value, 1, `dim 1 of ${path}`);
    }
    if (Array.isArray(value)) return value.map((v, i) => cut(v, `${path}[${i}]`));
    if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cut(v, `${path}.${k}`)]));
    }
    return value;
  };
  return { batch: cut(batch, 'batch'), replaced };
}

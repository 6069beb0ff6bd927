import { ShardedTensor } from '../../torch/distributed/sharded-tensor.js';
import { Tensor } from '../../torch/tensor.js';
import { deferredCopies, deferredSizes, snapshotTree } from '../tree.js';
import type { CopyProgress } from '../pending-copies.js';
import type { StagingPool } from '../staging-pool.js';
import type { NamedLeaf } from './names.js';

/** A split payload copied for a background write, and every tensor made (to dispose once written). */
export interface SplitSnapshot {
  leaves: NamedLeaf[];
  rest: Record<string, unknown>;
  tensors: Tensor[];
}

/** What {@link snapshotSplit} returns. */
export interface PendingSplitSnapshot {
  /** Settles when every tensor is copied: the originals may change from then on. */
  copied: Promise<void>;
  snapshot: Promise<SplitSnapshot>;
  /** Which large tensors are copied so far. */
  progress: CopyProgress;
}

/** The storage sizes in bytes of what {@link snapshotSplit} copies of `leaves` on a worker thread. */
export function deferredLeafSizes(leaves: readonly NamedLeaf[]): number[] {
  return deferredSizes(leaves.map((l) => (l.value instanceof ShardedTensor ? l.value.chunks.map((c) => c.tensor) : l.value)));
}

/**
 * Copies the leaves and the rest of a split payload so training may change the originals
 * while an asynchronous save writes the copies. As the file backend's snapshot does, the JS
 * thread clones only the small tensors (which include what a forward changes in place, such
 * as BatchNorm's running statistics); large CPU tensors (weights, optimizer moments, shards)
 * are copied on a worker thread ({@link deferredCopies}), and until its copy is made
 * (`progress`) a large tensor must not change in place (the runner's optimizer step waits for it).
 */
export function snapshotSplit(
  leaves: readonly NamedLeaf[],
  rest: Record<string, unknown>,
  order?: (storageKey: number) => number,
  staging?: StagingPool,
): PendingSplitSnapshot {
  const copies = deferredCopies(order, staging);
  const tensors: Tensor[] = [];
  /** The copy of `t`, now or once the worker thread made it. */
  const copyOf = (t: Tensor): (() => Tensor) => {
    const c = copies.copy(t);
    if (!(c instanceof Tensor)) return c;
    tensors.push(c);
    return () => c;
  };
  let build: (() => NamedLeaf)[];
  let tree: unknown;
  try {
    build = leaves.map((l) => {
      const v = l.value;
      if (v instanceof ShardedTensor) {
        const parts = v.chunks.map((c) => copyOf(c.tensor));
        return () => ({ ...l, value: new ShardedTensor(v.globalShape, v.dtype, v.chunks.map((c, i) => ({ offsets: c.offsets, tensor: parts[i]!() }))) });
      }
      const part = copyOf(v);
      return () => ({ ...l, value: part() });
    });
    const snap = snapshotTree(rest);
    tensors.push(...snap.tensors);
    tree = snap.tree;
  } catch (err) {
    for (const t of tensors) t.dispose();
    throw err;
  }
  const { made, progress } = copies.start();
  const snapshot = made.then(
    (copied) => ({ leaves: build.map((b) => b()), rest: tree as Record<string, unknown>, tensors: [...tensors, ...copied] }),
    (err: Error) => {
      for (const t of tensors) t.dispose();
      throw err;
    },
  );
  return { copied: snapshot.then(() => undefined, () => undefined), snapshot, progress };
}

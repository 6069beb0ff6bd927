import { noGrad } from '../../torch/autograd.js';
import { ShardedTensor } from '../../torch/distributed/sharded-tensor.js';
import { native } from '../../torch/native.js';
import { Tensor } from '../../torch/tensor.js';
import { COPY_LATER_ELEMENTS, snapshotTree } from '../tree.js';
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
}

/**
 * Copies the leaves and the rest of a split payload so training may change the originals
 * while an asynchronous save writes the copies. As the file backend's snapshot does, the JS
 * thread clones only the small tensors (which include what a forward changes in place, such
 * as BatchNorm's running statistics); large CPU tensors (2^18 elements and more: weights,
 * optimizer moments, shards) are copied on a worker thread, and until `copied` settles they
 * must not change in place (the runner's optimizer step waits for it).
 */
export function snapshotSplit(leaves: readonly NamedLeaf[], rest: Record<string, unknown>): PendingSplitSnapshot {
  const tensors: Tensor[] = [];
  const later: Tensor[] = [];
  let made: Tensor[] = [];
  /** The copy of `t`, now or once the worker thread made it. */
  const copyOf = (t: Tensor): (() => Tensor) => {
    if (t.device !== 'cpu' || t.numel() < COPY_LATER_ELEMENTS) {
      const c = noGrad(() => t.clone()).keep();
      tensors.push(c);
      return () => c;
    }
    const i = later.push(t) - 1;
    return () => made[i]!;
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
  const copies = later.length === 0 ? Promise.resolve([]) : native.copyTensorsAsync(later.map((t) => t._h));
  const snapshot = copies.then(
    (handles) => {
      made = handles.map((h) => new Tensor(h).keep());
      return { leaves: build.map((b) => b()), rest: tree as Record<string, unknown>, tensors: [...tensors, ...made] };
    },
    (err: Error) => {
      for (const t of tensors) t.dispose();
      throw err;
    },
  );
  return { copied: snapshot.then(() => undefined, () => undefined), snapshot };
}

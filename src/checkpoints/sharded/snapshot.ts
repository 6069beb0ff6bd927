import { noGrad } from '../../torch/autograd.js';
import { ShardedTensor } from '../../torch/distributed/sharded-tensor.js';
import { Tensor } from '../../torch/tensor.js';
import { snapshotTree } from '../tree.js';
import type { NamedLeaf } from './names.js';

/**
 * Copies the leaves and the rest of a split payload so training may change the originals
 * while an asynchronous save writes the copies. Returns the copies and every tensor made,
 * to dispose once written.
 */
export function snapshotSplit(leaves: readonly NamedLeaf[], rest: Record<string, unknown>): { leaves: NamedLeaf[]; rest: Record<string, unknown>; tensors: Tensor[] } {
  const tensors: Tensor[] = [];
  const clone = (t: Tensor): Tensor => {
    const c = noGrad(() => t.clone()).keep();
    tensors.push(c);
    return c;
  };
  try {
    const copied = leaves.map((l) => ({
      ...l,
      value: l.value instanceof ShardedTensor ? new ShardedTensor(l.value.globalShape, l.value.dtype, l.value.chunks.map((c) => ({ offsets: c.offsets, tensor: clone(c.tensor) }))) : clone(l.value),
    }));
    const snap = snapshotTree(rest);
    tensors.push(...snap.tensors);
    return { leaves: copied, rest: snap.tree as Record<string, unknown>, tensors };
  } catch (err) {
    for (const t of tensors) t.dispose();
    throw err;
  }
}

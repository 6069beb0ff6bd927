import { noGrad } from '../torch/autograd.js';
import { Tensor } from '../torch/tensor.js';

/**
 * Copies a checkpoint payload so that training may go on changing the original: every
 * tensor is cloned (and exempted from `torch.scope`, so a scope around the training step
 * cannot free it before it is written); arrays, plain objects and Maps are copied; other
 * values are kept as they are. Returns the copy and the clones, to dispose once written.
 */
export function snapshotTree(value: unknown): { tree: unknown; tensors: Tensor[] } {
  const tensors: Tensor[] = [];
  const copy = (v: unknown): unknown => {
    if (v instanceof Tensor) {
      const c = noGrad(() => v.clone()).keep();
      tensors.push(c);
      return c;
    }
    if (Array.isArray(v)) return v.map(copy);
    if (v instanceof Map) return new Map([...v].map(([k, x]) => [k, copy(x)]));
    if (v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = copy(x);
      return out;
    }
    return v;
  };
  try {
    return { tree: copy(value), tensors };
  } catch (err) {
    for (const t of tensors) t.dispose();
    throw err;
  }
}

/** Every tensor in a loaded tree (arrays, plain objects, Maps). */
export function tensorsIn(value: unknown, out: Tensor[] = []): Tensor[] {
  if (value instanceof Tensor) out.push(value);
  else if (Array.isArray(value)) for (const v of value) tensorsIn(v, out);
  else if (value instanceof Map) for (const v of value.values()) tensorsIn(v, out);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) tensorsIn(v, out);
  return out;
}

/** Disposes every tensor in a loaded tree, for example a checkpoint read only to check it. */
export function disposeTree(value: unknown): void {
  for (const t of tensorsIn(value)) t.dispose();
}

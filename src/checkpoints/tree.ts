import { noGrad } from '../torch/autograd.js';
import { native } from '../torch/native.js';
import { isConstantTree } from '../torch/serialize/values.js';
import { Tensor } from '../torch/tensor.js';
import { CopyProgress } from './pending-copies.js';
import type { StagingPool } from './staging-pool.js';

/**
 * Copies a checkpoint payload so that training may go on changing the original: every
 * tensor is cloned (and exempted from `torch.scope`, so a scope around the training step
 * cannot free it before it is written); arrays, plain objects and Maps are copied; other
 * values are kept as they are. Returns the copy and the clones, to dispose once written.
 */
export function snapshotTree(value: unknown): { tree: unknown; tensors: Tensor[] } {
  return snapshotTreeWith(value, (v) => noGrad(() => v.clone()).keep());
}

type Place = () => { holder: Record<string | number, unknown> | Map<unknown, unknown>; key: unknown };

/** Copies the containers of a tree, each tensor through `copy` (which may fill it in later, at `place()`). */
function snapshotTreeWith(value: unknown, copyTensor: (t: Tensor, place: Place) => Tensor | null): { tree: unknown; tensors: Tensor[] } {
  const tensors: Tensor[] = [];
  const copy = (v: unknown, place: Place): unknown => {
    if (v instanceof Tensor) {
      const c = copyTensor(v, place);
      if (c) tensors.push(c);
      return c;
    }
    // A constant tree is frozen: the snapshot shares it.
    if (v === null || typeof v !== 'object' || isConstantTree(v)) return v;
    if (Array.isArray(v)) {
      const out: unknown[] = [];
      v.forEach((x, i) => (out[i] = copy(x, () => ({ holder: out as unknown as Record<number, unknown>, key: i }))));
      return out;
    }
    if (v instanceof Map) {
      const out = new Map<unknown, unknown>();
      for (const [k, x] of v) out.set(k, copy(x, () => ({ holder: out, key: k })));
      return out;
    }
    if (Object.getPrototypeOf(v) === Object.prototype) {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = copy(x, () => ({ holder: out, key: k }));
      return out;
    }
    return v;
  };
  try {
    return { tree: copy(value, () => ({ holder: {}, key: '' })), tensors };
  } catch (err) {
    for (const t of tensors) t.dispose();
    throw err;
  }
}

/** Every tensor in a loaded tree (arrays, plain objects, Maps). */
export function tensorsIn(value: unknown, out: Tensor[] = []): Tensor[] {
  if (value instanceof Tensor) out.push(value);
  else if (value === null || typeof value !== 'object' || isConstantTree(value)) return out;
  else if (Array.isArray(value)) for (const v of value) tensorsIn(v, out);
  else if (value instanceof Map) for (const v of value.values()) tensorsIn(v, out);
  else for (const v of Object.values(value)) tensorsIn(v, out);
  return out;
}

/** Disposes every tensor in a loaded tree, for example a checkpoint read only to check it. */
export function disposeTree(value: unknown): void {
  for (const t of tensorsIn(value)) t.dispose();
}

/** Tensors of at least this many elements are copied off the JS thread by {@link snapshotTreeAsync}. */
const COPY_LATER_ELEMENTS = 1 << 18;

function copiedLater(t: Tensor): boolean {
  return t.device === 'cpu' && t.numel() >= COPY_LATER_ELEMENTS;
}

/** The storage sizes in bytes of what {@link deferredCopies} copies of `value`'s tensors on a worker thread. */
export function deferredSizes(value: unknown): number[] {
  return tensorsIn(value)
    .filter(copiedLater)
    .map((t) => native.storageNbytes(t._h));
}

/**
 * The copies an asynchronous snapshot makes: `copy` clones a small or non-CPU tensor at once
 * on the JS thread (returning the clone) and puts off a large CPU one (2^18 elements and more,
 * so everything but biases, norms and counters), returning a function that gives its copy once
 * `start().made` has resolved. `start()` copies the put-off tensors on a worker thread, those
 * whose storage `order` ranks lower first (the order training will change them; default: as
 * met), and its `progress` tells which are copied so far; `made` resolves with the copies (to
 * dispose once written). Until its copy is made, an original must not change in place.
 */
export function deferredCopies(
  order?: (storageKey: number) => number,
  staging?: StagingPool,
): {
  copy(t: Tensor): Tensor | (() => Tensor);
  start(): { made: Promise<Tensor[]>; progress: CopyProgress };
} {
  const later: Tensor[] = [];
  let made: Tensor[] = [];
  return {
    copy(t) {
      if (!copiedLater(t)) return noGrad(() => t.clone()).keep();
      const i = later.push(t) - 1;
      return () => made[i]!;
    },
    start() {
      const keys = later.map((t) => native.storageKey(t._h));
      const ranks = order ? keys.map(order) : null;
      const sequence = later.map((_, i) => i);
      if (ranks) sequence.sort((a, b) => ranks[a]! - ranks[b]! || a - b);
      const progress = new CopyProgress(sequence.map((i) => keys[i]!));
      const sizes = sequence.map((i) => native.storageNbytes(later[i]!._h));
      const into = staging ? sizes.map((n) => staging.take(n)) : [];
      const copying =
        later.length === 0 ? Promise.resolve([]) : native.copyTensorsAsync(sequence.map((i) => later[i]!._h), (n) => progress.report(n), into.map((t) => t?._h ?? null));
      const done = copying.then((handles) => {
        made = new Array<Tensor>(later.length);
        sequence.forEach((i, j) => (made[i] = new Tensor(handles[j]!).keep()));
        progress.report(later.length);
        staging?.adopt(made, sizes);
        return made;
      });
      // The copies hold the buffers now (or, where the copy failed, nothing does).
      const drop = () => into.forEach((t) => t?.dispose());
      done.then(drop, drop);
      return { made: done, progress };
    },
  };
}

/** What {@link snapshotTreeAsync} returns. */
export interface PendingSnapshot {
  /** Settles when every tensor is copied: the originals may change from then on. */
  copied: Promise<void>;
  /** The copy of the tree and the copies of its tensors (to dispose once written). */
  snapshot: Promise<{ tree: unknown; tensors: Tensor[] }>;
  /** Which large tensors are copied so far. */
  progress: CopyProgress;
}

/**
 * Like {@link snapshotTree}, with the data of large CPU tensors copied on a worker thread
 * ({@link deferredCopies}): the JS thread only clones the small ones (which include what a
 * forward changes in place, such as BatchNorm's running statistics) and goes on. Until
 * its copy is made (`progress`), a large tensor must not be changed in place (the runner's
 * optimizer step waits for it).
 */
export function snapshotTreeAsync(value: unknown, order?: (storageKey: number) => number, staging?: StagingPool): PendingSnapshot {
  const copies = deferredCopies(order, staging);
  const fills: (() => void)[] = [];
  const { tree, tensors } = snapshotTreeWith(value, (v, place) => {
    const c = copies.copy(v);
    if (c instanceof Tensor) return c;
    const { holder, key } = place();
    fills.push(() => (holder instanceof Map ? holder.set(key, c()) : (holder[key as string] = c())));
    return null;
  });
  const { made, progress } = copies.start();
  const snapshot = made.then(
    (copied) => {
      for (const fill of fills) fill();
      return { tree, tensors: [...tensors, ...copied] };
    },
    (err: Error) => {
      for (const t of tensors) t.dispose();
      throw err;
    },
  );
  return { copied: snapshot.then(() => undefined, () => undefined), snapshot, progress };
}

import type { PendingCopies } from '../checkpoints/pending-copies.js';
import { native } from '../torch/native.js';
import type { Optimizer } from '../torch/optim/index.js';
import { Tensor } from '../torch/tensor.js';

/** The storages a step of `p` changes in place: the parameter's and its state tensors'. */
function changedBy(optimizer: Optimizer<any>, p: Tensor): number[] {
  const keys = [native.storageKey(p._h)];
  for (const v of Object.values(optimizer.state.get(p) ?? {})) if (v instanceof Tensor) keys.push(native.storageKey(v._h));
  return keys;
}

/**
 * For an asynchronous checkpoint's copy: ranks storages in the order the optimizer's next step
 * changes them (each parameter, then its state), so the copy makes those first.
 */
export function updateOrder(optimizer: Optimizer<any>): (storageKey: number) => number {
  const rank = new Map<number, number>();
  let next = 0;
  for (const group of optimizer.paramGroups) {
    for (const p of group.params) {
      for (const key of changedBy(optimizer, p)) if (!rank.has(key)) rank.set(key, next);
      next += 1;
    }
  }
  return (key) => rank.get(key) ?? Infinity;
}

/**
 * `optimizer.step()` while asynchronous checkpoint copies may still be in progress: each
 * parameter steps as soon as the copies of what its update changes (the parameter and its
 * optimizer state) are made, so the step waits only while nothing it may change is copied yet.
 * An optimizer that cannot step by parameter (LBFGS, or one that replaces its update) steps once
 * every copy is made.
 *
 * Returns: the milliseconds spent waiting for copies.
 */
export async function stepAsCopied(optimizer: Optimizer<any>, copies: PendingCopies | undefined): Promise<number> {
  let pending = copies?.pendingKeys();
  if (!copies || !pending || pending.size === 0) {
    optimizer.step();
    return 0;
  }
  const start = performance.now();
  if (!optimizer.stepsByParameter) {
    await copies.settled();
    optimizer.step();
    return performance.now() - start;
  }
  let waited = 0;
  let left = optimizer.paramGroups.flatMap((g) => g.params);
  const changes = new Map(left.map((p) => [p, changedBy(optimizer, p)]));
  for (;;) {
    const ready = new Set<Tensor>();
    const rest: Tensor[] = [];
    for (const p of left) {
      if (changes.get(p)!.some((k) => pending!.has(k))) rest.push(p);
      else ready.add(p);
    }
    if (rest.length === 0) {
      optimizer.stepParameters(ready, true);
      return waited;
    }
    if (ready.size > 0) optimizer.stepParameters(ready, false);
    left = rest;
    const t = performance.now();
    await copies.changed();
    waited += performance.now() - t;
    pending = copies.pendingKeys();
  }
}

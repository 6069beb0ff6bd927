import { native } from '../../torch/native.js';
import { Tensor } from '../../torch/tensor.js';
/** The tensors a step of `p` changes in place: the parameter and its state tensors. */
function changedBy(optimizer, p) {
    return [p, ...Object.values(optimizer.state.get(p) ?? {}).filter((v) => v instanceof Tensor)];
}
/** Their storages (`native.storageKey`). */
function storageKeys(tensors) {
    return tensors.map((t) => native.storageKey(t._h));
}
/**
 * For an asynchronous checkpoint's copy: ranks storages so that each parameter's are copied
 * together (the parameter, then its state) and the smallest such sets first (in the optimizer's
 * order among equals): the next step can start on a parameter once its set is copied, and
 * waits least when the first sets are small (a large embedding table goes last, not first).
 */
export function updateOrder(optimizer) {
    const sets = optimizer.paramGroups
        .flatMap((g) => g.params)
        .map((p, index) => {
        const tensors = changedBy(optimizer, p);
        return { keys: storageKeys(tensors), index, bytes: tensors.reduce((n, t) => n + native.storageNbytes(t._h), 0) };
    })
        .sort((a, b) => a.bytes - b.bytes || a.index - b.index);
    const rank = new Map();
    sets.forEach((set, r) => {
        for (const key of set.keys)
            if (!rank.has(key))
                rank.set(key, r);
    });
    return (key) => rank.get(key) ?? Infinity;
}
/**
 * `optimizer.step()` while asynchronous checkpoint copies may still be in progress: each
 * parameter steps as soon as the copies of what its update changes (the parameter and its
 * optimizer state) are made, so the step waits only while nothing it may change is copied yet.
 * An optimizer that cannot step by parameter (LBFGS, or one that replaces its `step` or update)
 * steps once every copy is made.
 *
 * Returns: the milliseconds spent waiting for copies; 0, at once (no promise), when nothing is
 * being copied.
 */
export function stepAsCopied(optimizer, copies) {
    const pending = copies?.pendingKeys();
    if (!copies || !pending || pending.size === 0) {
        optimizer.step();
        return 0;
    }
    return stepWhileCopying(optimizer, copies, pending);
}
async function stepWhileCopying(optimizer, copies, pending) {
    const start = performance.now();
    if (!optimizer.stepsByParameter) {
        await copies.settled();
        optimizer.step();
        return performance.now() - start;
    }
    let waited = 0;
    let left = optimizer.paramGroups.flatMap((g) => g.params);
    const changes = new Map(left.map((p) => [p, storageKeys(changedBy(optimizer, p))]));
    for (;;) {
        const ready = new Set();
        const rest = [];
        for (const p of left) {
            if (changes.get(p).some((k) => pending.has(k)))
                rest.push(p);
            else
                ready.add(p);
        }
        if (rest.length === 0) {
            optimizer.stepParameters(ready, true);
            return waited;
        }
        if (ready.size > 0)
            optimizer.stepParameters(ready, false);
        left = rest;
        const t = performance.now();
        await copies.changed();
        waited += performance.now() - t;
        pending = copies.pendingKeys();
    }
}
//# sourceMappingURL=step-as-copied.js.map
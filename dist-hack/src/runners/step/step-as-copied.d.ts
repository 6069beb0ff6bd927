import type { PendingCopies } from '../../checkpoints/pending-copies.js';
import type { Optimizer } from '../../torch/optim/index.js';
/**
 * For an asynchronous checkpoint's copy: ranks storages so that each parameter's are copied
 * together (the parameter, then its state) and the smallest such sets first (in the optimizer's
 * order among equals): the next step can start on a parameter once its set is copied, and
 * waits least when the first sets are small (a large embedding table goes last, not first).
 */
export declare function updateOrder(optimizer: Optimizer<any>): (storageKey: number) => number;
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
export declare function stepAsCopied(optimizer: Optimizer<any>, copies: PendingCopies | undefined): number | Promise<number>;

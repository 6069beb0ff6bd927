import { Tensor } from '../torch/tensor.js';
import { CopyProgress } from './pending-copies.js';
import type { StagingPool } from './staging-pool.js';
/**
 * Copies a checkpoint payload so that training may go on changing the original: every
 * tensor is cloned (and exempted from `torch.scope`, so a scope around the training step
 * cannot free it before it is written); arrays, plain objects and Maps are copied; other
 * values are kept as they are. Returns the copy and the clones, to dispose once written.
 */
export declare function snapshotTree(value: unknown): {
    tree: unknown;
    tensors: Tensor[];
};
/** Every tensor in a loaded tree (arrays, plain objects, Maps). */
export declare function tensorsIn(value: unknown, out?: Tensor[]): Tensor[];
/** Disposes every tensor in a loaded tree, for example a checkpoint read only to check it. */
export declare function disposeTree(value: unknown): void;
/**
 * The copies an asynchronous snapshot makes: `copy` clones a small or non-CPU tensor at once
 * on the JS thread (returning the clone) and puts off a large CPU one (2^18 elements and more,
 * so everything but biases, norms and counters), returning a function that gives its copy once
 * `start().made` has resolved. `start()` copies the put-off tensors on a worker thread, those
 * whose storage `order` ranks lower first (the order training will change them; default: as
 * met), and its `progress` tells which are copied so far; `made` resolves with the copies (to
 * dispose once written). Until its copy is made, an original must not change in place.
 */
export declare function deferredCopies(order?: (storageKey: number) => number, staging?: StagingPool): {
    copy(t: Tensor): Tensor | (() => Tensor);
    start(): {
        made: Promise<Tensor[]>;
        progress: CopyProgress;
    };
};
/** What {@link snapshotTreeAsync} returns. */
export interface PendingSnapshot {
    /** Settles when every tensor is copied: the originals may change from then on. */
    copied: Promise<void>;
    /** The copy of the tree and the copies of its tensors (to dispose once written). */
    snapshot: Promise<{
        tree: unknown;
        tensors: Tensor[];
    }>;
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
export declare function snapshotTreeAsync(value: unknown, order?: (storageKey: number) => number, staging?: StagingPool): PendingSnapshot;

import { Tensor } from '../../torch/tensor.js';
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
/**
 * Copies the leaves and the rest of a split payload so training may change the originals
 * while an asynchronous save writes the copies. As the file backend's snapshot does, the JS
 * thread clones only the small tensors (which include what a forward changes in place, such
 * as BatchNorm's running statistics); large CPU tensors (weights, optimizer moments, shards)
 * are copied on a worker thread ({@link deferredCopies}), and until its copy is made
 * (`progress`) a large tensor must not change in place (the runner's optimizer step waits for it).
 */
export declare function snapshotSplit(leaves: readonly NamedLeaf[], rest: Record<string, unknown>, order?: (storageKey: number) => number, staging?: StagingPool): PendingSplitSnapshot;

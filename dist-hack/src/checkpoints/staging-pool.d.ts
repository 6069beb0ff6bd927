import type { Tensor } from '../torch/tensor.js';
/**
 * The buffers an asynchronous manager's snapshots were copied into, kept once written for the
 * next snapshot's copies: memory already mapped is copied into at memory speed, while a first
 * touch of new pages costs a page fault each (several µs per 4 KiB on some VMs, seconds per
 * GB). It keeps at most what the newest snapshot copied, so one copy of the large tensors stays
 * resident between saves; `close()` (the manager's) frees it.
 */
export declare class StagingPool {
    private readonly free;
    private readonly ours;
    private wanted;
    private closed;
    /** A kept buffer of exactly `nbytes` (no longer the pool's), or null. */
    take(nbytes: number): Tensor | null;
    /** The copies a snapshot made (of these storage sizes): reusable once {@link recycle}d. */
    adopt(copies: readonly Tensor[], sizes: readonly number[]): void;
    /** A snapshot's tensors, written or dropped: its copies are kept for the next one (up to what it wants), the rest disposed. */
    recycle(tensors: readonly Tensor[]): void;
    /** Frees every kept buffer; what is recycled from now on is disposed. */
    close(): void;
}

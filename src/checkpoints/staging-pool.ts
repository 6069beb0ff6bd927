import { native } from '../torch/native.js';
import { Tensor } from '../torch/tensor.js';

/**
 * The buffers an asynchronous manager's snapshots were copied into, kept once written for the
 * next snapshot's copies: memory already mapped is copied into at memory speed, while a first
 * touch of new pages costs a page fault each (several µs per 4 KiB on some VMs, seconds per
 * GB). It keeps at most what the newest snapshot copied, so one copy of the large tensors stays
 * resident between saves; `close()` (the manager's) frees it.
 */
export class StagingPool {
  private readonly free = new Map<number, Tensor[]>();
  private readonly ours = new WeakSet<Tensor>();
  private wanted = new Map<number, number>();
  private adopted = false;
  private closed = false;

  /** A kept buffer of exactly `nbytes` (no longer the pool's), or null. */
  take(nbytes: number): Tensor | null {
    return this.free.get(nbytes)?.pop() ?? null;
  }

  /** The copies a snapshot made (of these storage sizes): reusable once {@link recycle}d. */
  adopt(copies: readonly Tensor[], sizes: readonly number[]): void {
    for (const t of copies) this.ours.add(t);
    this.adopted = true;
    this.wanted = countOf(sizes);
    for (const [n, kept] of this.free) for (const t of kept.splice(this.wanted.get(n) ?? 0)) t.dispose();
  }

  /** A snapshot's tensors, written or dropped: its copies are kept for the next one (up to what it wants), the rest disposed. */
  recycle(tensors: readonly Tensor[]): void {
    for (const t of tensors) {
      if (t.isDisposed) continue;
      const n = this.ours.has(t) ? native.storageNbytes(t._h) : -1;
      const kept = this.free.get(n) ?? [];
      if (!this.closed && n > 0 && kept.length < (this.wanted.get(n) ?? 0)) {
        kept.push(t);
        this.free.set(n, kept);
      } else {
        t.dispose();
      }
    }
  }

  /**
   * Maps buffers of these byte sizes (a snapshot's, see `deferredSizes`) on a worker thread and
   * keeps them as if a snapshot had copied into them, so that the first snapshot copies into
   * memory already mapped. Those a snapshot made meanwhile leaves unwanted are freed.
   */
  async reserve(sizes: readonly number[]): Promise<void> {
    if (this.closed || sizes.length === 0) return;
    if (!this.adopted) this.wanted = countOf(sizes);
    const made = (await native.reserveBuffersAsync([...sizes])).map((h) => new Tensor(h).keep());
    for (const t of made) this.ours.add(t);
    this.recycle(made);
  }

  /** Frees every kept buffer; what is recycled from now on is disposed. */
  close(): void {
    this.closed = true;
    for (const kept of this.free.values()) for (const t of kept) t.dispose();
    this.free.clear();
  }
}

function countOf(sizes: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const n of sizes) counts.set(n, (counts.get(n) ?? 0) + 1);
  return counts;
}

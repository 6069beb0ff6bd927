import { native } from '../torch/native.js';
/**
 * The buffers an asynchronous manager's snapshots were copied into, kept once written for the
 * next snapshot's copies: memory already mapped is copied into at memory speed, while a first
 * touch of new pages costs a page fault each (several µs per 4 KiB on some VMs, seconds per
 * GB). It keeps at most what the newest snapshot copied, so one copy of the large tensors stays
 * resident between saves; `close()` (the manager's) frees it.
 */
export class StagingPool {
    free = new Map();
    ours = new WeakSet();
    wanted = new Map();
    closed = false;
    /** A kept buffer of exactly `nbytes` (no longer the pool's), or null. */
    take(nbytes) {
        return this.free.get(nbytes)?.pop() ?? null;
    }
    /** The copies a snapshot made (of these storage sizes): reusable once {@link recycle}d. */
    adopt(copies, sizes) {
        for (const t of copies)
            this.ours.add(t);
        const wanted = new Map();
        for (const n of sizes)
            wanted.set(n, (wanted.get(n) ?? 0) + 1);
        this.wanted = wanted;
        for (const [n, kept] of this.free)
            for (const t of kept.splice(wanted.get(n) ?? 0))
                t.dispose();
    }
    /** A snapshot's tensors, written or dropped: its copies are kept for the next one (up to what it wants), the rest disposed. */
    recycle(tensors) {
        for (const t of tensors) {
            if (t.isDisposed)
                continue;
            const n = this.ours.has(t) ? native.storageNbytes(t._h) : -1;
            const kept = this.free.get(n) ?? [];
            if (!this.closed && n > 0 && kept.length < (this.wanted.get(n) ?? 0)) {
                kept.push(t);
                this.free.set(n, kept);
            }
            else {
                t.dispose();
            }
        }
    }
    /** Frees every kept buffer; what is recycled from now on is disposed. */
    close() {
        this.closed = true;
        for (const kept of this.free.values())
            for (const t of kept)
                t.dispose();
        this.free.clear();
    }
}
//# sourceMappingURL=staging-pool.js.map
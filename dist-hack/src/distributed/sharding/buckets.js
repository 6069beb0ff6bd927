// Flat communication buckets: parameters of one dtype, each rank's slot holding the padded
// chunk of every parameter of the bucket in order (rank-major: slot r is rank r's chunks).
import { noGrad } from '../../torch/autograd.js';
import { scope } from '../../torch/scope.js';
/** One bucket: its parameters and where each one's chunk sits in a rank's slot. */
export class ShardBucket {
    params;
    worldSize;
    /** Element offset of each parameter's padded chunk within a slot. */
    offsets = [];
    /** Elements of one rank's slot: Σ padded chunk sizes. */
    slot;
    constructor(params, worldSize) {
        this.params = params;
        this.worldSize = worldSize;
        let off = 0;
        for (const p of params) {
            this.offsets.push(off);
            off += p.paddedNumel;
        }
        this.slot = off;
    }
    get dtype() {
        return this.params[0].dtype;
    }
    /**
     * Each parameter's `[N, chunkRows, rowNumel]` window of a full flat buffer (`N × slot`
     * elements), as a function of the parameter's index, applied to `fn(window, i)`; rows past
     * the parameter's end (padding) are left out of the copies by the callers.
     */
    eachWindow(flat, fn) {
        scope(() => noGrad(() => {
            const bySlot = flat.view([this.worldSize, this.slot]);
            this.params.forEach((p, i) => {
                if (p.paddedNumel === 0)
                    return;
                fn(bySlot.narrow(1, this.offsets[i], p.paddedNumel).view([this.worldSize, p.chunkRows, p.rowNumel]), p, i);
            });
        }));
    }
    /** Copies full tensors (one per parameter, null for none: zeros) into `flat`, padding with zeros. */
    pack(flat, sources) {
        flat.zero_();
        this.eachWindow(flat, (window, p, i) => {
            const src = sources[i];
            if (src)
                copyRows(window, p.asRows(src), p, 'in');
        });
    }
    /** Copies `flat` (all ranks' slots) into full tensors, one per parameter, dropping the padding. */
    unpack(flat, targets) {
        this.eachWindow(flat, (window, p, i) => copyRows(window, p.asRows(targets[i]), p, 'out'));
    }
    /** Copies each parameter's chunk (`chunks[i]`, this rank's rows) into `slotTensor` (`slot` elements), padding with zeros. */
    packSlot(slotTensor, chunks) {
        scope(() => noGrad(() => {
            slotTensor.zero_();
            this.params.forEach((p, i) => {
                const c = chunks[i];
                if (c.numel() > 0)
                    slotTensor.narrow(0, this.offsets[i], c.numel()).copy_(c.reshape([-1]));
            });
        }));
    }
    /** Parameter `i`'s chunk of rank `rank` inside `slotTensor` (a view, shaped like the chunk). */
    chunkView(slotTensor, i, rank) {
        const p = this.params[i];
        return slotTensor.narrow(0, this.offsets[i], p.length(rank) * p.rowNumel).view(p.chunkShape(rank));
    }
}
/**
 * Moves the rows of `rows` (`[rows, rowNumel]`) to or from `window` (`[N, chunkRows,
 * rowNumel]`): the whole chunks in one copy, the short last chunk in another.
 */
function copyRows(window, rows, p, direction) {
    const whole = Math.floor(p.rows / p.chunkRows);
    const rest = p.rows - whole * p.chunkRows;
    const move = (a, b) => (direction === 'in' ? a.copy_(b) : b.copy_(a));
    if (whole > 0)
        move(window.narrow(0, 0, whole), rows.narrow(0, 0, whole * p.chunkRows).view([whole, p.chunkRows, p.rowNumel]));
    if (rest > 0)
        move(window.select(0, whole).narrow(0, 0, rest), rows.narrow(0, whole * p.chunkRows, rest));
}
/**
 * Splits `params` into buckets of one dtype, in order, each holding at most `capBytes` of
 * full (all ranks') bucket data (a parameter larger than the cap gets a bucket of its own).
 */
export function makeBuckets(params, worldSize, capBytes, bytesOf) {
    const buckets = [];
    const open = new Map();
    const close = (d) => {
        const b = open.get(d);
        if (b && b.params.length > 0)
            buckets.push(new ShardBucket(b.params, worldSize));
        open.delete(d);
    };
    for (const p of params) {
        const bytes = p.paddedNumel * worldSize * bytesOf(p.dtype);
        const cur = open.get(p.dtype);
        if (cur && cur.bytes + bytes > capBytes)
            close(p.dtype);
        const b = open.get(p.dtype) ?? { params: [], bytes: 0 };
        b.params.push(p);
        b.bytes += bytes;
        open.set(p.dtype, b);
    }
    for (const d of [...open.keys()])
        close(d);
    return buckets;
}
//# sourceMappingURL=buckets.js.map
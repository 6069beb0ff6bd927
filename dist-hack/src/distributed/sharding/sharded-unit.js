// One stage-3 unit at run time: its parameters' storage freed between uses, gathered from the
// ranks' master chunks (float32, float64 for float64 parameters) into the parameters' own storage (so autograd's saved
// references see it, and their version counters do not move), and freed again.
import { inferenceMode, noGrad } from '../../torch/autograd.js';
import { empty } from '../../torch/creation.js';
import { elementBytes } from '../../torch/dtype.js';
import { scope } from '../../torch/scope.js';
import '../../torch/storage.js';
import { makeBuckets } from './buckets.js';
export class ShardedUnit {
    index;
    name;
    module;
    partitions;
    masters;
    group;
    gatherDtype;
    timeoutMs;
    persistent;
    buckets;
    /** Storage bytes of each partition's parameter when gathered. */
    nbytes;
    gathered = true;
    inflight = null;
    constructor(index, name, module, 
    /** The unit's partitions and their master chunks, in the same order. */
    partitions, masters, group, gatherDtype, timeoutMs, 
    /** Stays gathered between uses (DeepSpeed's persistence threshold): only {@link reshard} with `force` frees it. */
    persistent = false) {
        this.index = index;
        this.name = name;
        this.module = module;
        this.partitions = partitions;
        this.masters = masters;
        this.group = group;
        this.gatherDtype = gatherDtype;
        this.timeoutMs = timeoutMs;
        this.persistent = persistent;
        this.buckets = makeBuckets(partitions, group.size, Infinity, () => 1);
        this.nbytes = partitions.map((p) => {
            const storage = p.param.untypedStorage().nbytes();
            const own = p.param.numel() * elementBytes(p.dtype);
            if (!p.param.isContiguous() || storage !== own) {
                throw new Error(`ZeRO stage 3: parameter '${p.name}' shares its storage with other tensors (a view or a slice of a flat buffer); stage 3 frees each parameter's storage, so give it storage of its own`);
            }
            return storage;
        });
    }
    get isGathered() {
        return this.gathered;
    }
    get isGathering() {
        return this.inflight !== null;
    }
    /** Bytes of the parameters' storage while gathered. */
    get gatheredBytes() {
        return this.nbytes.reduce((a, b) => a + b, 0);
    }
    /** Starts all-gathering the unit's chunks (one flat buffer per dtype). */
    startGather() {
        if (this.gathered || this.inflight)
            return;
        // Gloo writes from its own threads, outside any inference mode: no inference tensors.
        this.inflight = this.buckets.map((b) => scope(() => inferenceMode(() => {
            const dtype = this.gatherDtype(b.dtype);
            const slot = empty([b.slot], { dtype }).keep();
            const full = empty([this.group.size * b.slot], { dtype }).keep();
            b.packSlot(slot, b.params.map((p) => this.masters[this.partitions.indexOf(p)]));
            const work = this.group.allGatherIntoTensor(full, slot, { async: true, ...(this.timeoutMs !== undefined ? { timeoutMs: this.timeoutMs } : {}) });
            return { work, full, slot };
        }, false)));
    }
    /** Waits for the gather (blocking this thread) and writes the full parameters into their storage. */
    finishGather() {
        if (this.gathered)
            return;
        if (!this.inflight)
            this.startGather();
        const inflight = this.inflight;
        this.inflight = null;
        try {
            { const t0=performance.now(); for (const f of inflight) f.work.waitSync(); globalThis.__w=(globalThis.__w??0)+performance.now()-t0; globalThis.__wn=(globalThis.__wn??0)+1; }
            scope(() => noGrad(() => {
                this.buckets.forEach((b, k) => {
                    const bySlot = inflight[k].full.view([this.group.size, b.slot]);
                    b.params.forEach((p, i) => {
                        const j = this.partitions.indexOf(p);
                        const storage = p.param.untypedStorage();
                        storage.resize_(this.nbytes[j]);
                        if (p.paddedNumel === 0)
                            return;
                        const rows = bySlot
                            .narrow(1, b.offsets[i], p.paddedNumel)
                            .reshape([this.group.size * p.chunkRows, p.rowNumel])
                            .narrow(0, 0, p.rows);
                        storage.copy_(rows.dtype === p.dtype ? rows.contiguous() : rows.to({ dtype: p.dtype }));
                    });
                });
            }));
            this.gathered = true;
        }
        finally {
            for (const f of inflight) {
                f.full.dispose();
                f.slot.dispose();
            }
        }
    }
    /** Elements of the unit's parameters. */
    get numel() {
        return this.partitions.reduce((n, p) => n + p.param.numel(), 0);
    }
    /** Frees the parameters' storage (waiting for a gather in flight first); a persistent unit only with `force`. */
    reshard(force = false) {
        if (this.persistent && !force)
            return;
        if (this.inflight)
            this.finishGather();
        if (!this.gathered)
            return;
        for (const p of this.partitions)
            p.param.untypedStorage().resize_(0);
        this.gathered = false;
    }
}
//# sourceMappingURL=sharded-unit.js.map
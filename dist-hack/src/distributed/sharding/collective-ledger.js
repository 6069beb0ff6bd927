// Stage 3 issues collectives from hooks, so a rank whose forward skips or adds a module would
// pair its collectives with the wrong ones on the other ranks: Gloo aborts the process when
// message sizes differ and mixes data silently when they match. Before each of its
// collectives the engine all-gathers a fixed-size descriptor (sequence number, kind, unit)
// and compares: a divergence becomes an error on every rank, naming the collective, the
// units and the ranks, before any data moves.
import { inferenceMode } from '../../torch/autograd.js';
import { empty, tensor } from '../../torch/creation.js';
const KINDS = ['forward all-gather', 'backward all-gather', 'reduce-scatter', 'end of backward'];
/** The error every rank throws when the ranks' collectives diverge. */
export class DivergentCollectiveError extends Error {
    name = 'DivergentCollectiveError';
}
export class CollectiveLedger {
    group;
    units;
    timeoutMs;
    engine;
    seq = 0;
    constructor(group, 
    /** Unit names by index, for messages. */
    units, timeoutMs, 
    /** Names the engine in messages. */
    engine = 'ZeRO stage 3') {
        this.group = group;
        this.units = units;
        this.timeoutMs = timeoutMs;
        this.engine = engine;
    }
    /** Blocks until every rank announced its next collective; throws unless all announced the same one. */
    check(kind, unit) {
        const seq = ++this.seq;
        const size = this.group.size;
        // Gloo writes from its own threads, outside any inference mode: no inference tensors.
        const [mine, all] = inferenceMode(() => [tensor(Float64Array.from([seq, KINDS.indexOf(kind), unit])), empty([3 * size], { dtype: 'float64' })], false);
        try {
            try {
                const t0 = performance.now(); this.group.allGatherIntoTensor(all, mine, this.timeoutMs !== undefined ? { timeoutMs: this.timeoutMs } : {}); globalThis.__l=(globalThis.__l??0)+performance.now()-t0; globalThis.__ln=(globalThis.__ln??0)+1;
            }
            catch (err) {
                throw new DivergentCollectiveError(`${this.engine}: collective #${seq} (${this.describe(kind, unit)}) did not complete on rank ${this.group.rank}: ${err.message}. ` +
                    'A rank that stopped calling the model, or runs other collectives meanwhile, leaves the others waiting');
            }
            const v = Array.from(all.toArray());
            const byRank = Array.from({ length: size }, (_, r) => ({ seq: v[3 * r], kind: KINDS[v[3 * r + 1]], unit: v[3 * r + 2] }));
            if (byRank.every((d) => d.seq === seq && d.kind === kind && d.unit === unit))
                return;
            const groups = new Map();
            byRank.forEach((d, r) => {
                const text = `${this.describe(d.kind, d.unit)}${d.seq === seq ? '' : ` as its collective #${d.seq}`}`;
                groups.set(text, [...(groups.get(text) ?? []), r]);
            });
            const parts = [...groups].map(([text, ranks]) => `${ranks.length > 1 ? 'ranks' : 'rank'} ${ranks.join(', ')}: ${text}`);
            throw new DivergentCollectiveError(`${this.engine}: the ranks diverged at collective #${seq}: ${parts.join('; ')}. Every rank must call the same sharded modules in the same order in each forward and backward (a rank skipped or added a module)`);
        }
        finally {
            mine.dispose();
            all.dispose();
        }
    }
    describe(kind, unit) {
        return kind === 'end of backward' ? 'the end of backward' : `the ${kind} of unit '${this.units[unit] || '(root)'}'`;
    }
}
//# sourceMappingURL=collective-ledger.js.map
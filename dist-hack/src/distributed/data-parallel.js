import { native } from '../torch/native.js';
import { broadcastFromRank0, GroupSource, reduceNumbers } from './group-source.js';
import { ReplicatedStrategyBase, worldRoles } from './strategy.js';
import { checkRanksAgree, modelFacts, textOfRank0 } from './rank-agreement.js';
/**
 * Data parallelism over a c10d process group, PyTorch DDP's algorithm: `prepare` makes every
 * rank's parameters and buffers rank 0's and installs a hook on every parameter's gradient
 * accumulator; during a synchronized backward, gradients fill buckets (about 25 MiB, in reverse
 * parameter order) and each full bucket's SUM all-reduce starts while backward goes on.
 * `finishGradientSync` waits for them (off the JS thread) and writes the sums back.
 */
export class DataParallelStrategy extends ReplicatedStrategyBase {
    options;
    rank;
    localRank;
    worldSize;
    isMain;
    roles;
    source;
    reducer = null;
    /**
     * Over `options.group` when given; otherwise over the default process group, which the first
     * call that communicates (`prepare`, `allReduceSum`, `barrier`) initializes from the
     * environment (torchrun's or SLURM's, with `options.init`) unless it already is. A group the
     * strategy initialized is destroyed by `close()`. Rank and world size are known at once.
     */
    constructor(options = {}) {
        super();
        this.options = options;
        this.source = new GroupSource(options);
        this.rank = this.source.rank;
        this.worldSize = this.source.worldSize;
        this.localRank = this.source.localRank;
        this.isMain = this.rank === 0;
        this.roles = worldRoles(this.rank, this.worldSize);
    }
    /** The process group, initialized on first use. */
    group() {
        return this.source.get();
    }
    async agree(facts) {
        await checkRanksAgree(await this.group(), facts, 'the config and the model');
    }
    async textOfRank0(text) {
        return textOfRank0(await this.group(), text);
    }
    async prepare(model) {
        if (this.reducer)
            throw new Error('DataParallelStrategy.prepare: already prepared; one strategy serves one model');
        const params = model.parameters();
        const buffers = this.options.broadcastBuffers === false ? [] : model.buffers();
        const group = await this.group();
        // Gloo aborts the process on a broadcast whose shapes differ between ranks: compare first.
        await checkRanksAgree(group, modelFacts(model), 'the model');
        await broadcastFromRank0(group, [...params, ...buffers], 'DataParallelStrategy.prepare');
        this.recordParameters(model);
        const trainable = this.trainable.map((p) => p.tensor);
        const mib = 1024 * 1024;
        const cap = Math.max(1, Math.round((this.options.bucketCapMb ?? 25) * mib));
        const firstCap = Math.max(1, Math.round((this.options.firstBucketCapMb ?? 1) * mib));
        this.reducer = native.gradReducerCreate(group._g, trainable.map((p) => p._h), cap, firstCap);
    }
    setGradientSync(enabled) {
        native.gradReducerSetEnabled(this.requireReducer('setGradientSync'), enabled);
    }
    async finishGradientSync() {
        await this.source.naming('the gradient all-reduce', () => native.gradReducerFinish(this.requireReducer('finishGradientSync')));
    }
    /** Figures of the gradient synchronization (see {@link GradientSyncStats}). */
    syncStats() {
        return native.gradReducerStats(this.requireReducer('syncStats'));
    }
    async allReduceSum(values) {
        return this.reduce(values, 'data', 'sum');
    }
    /** Both domains are the whole group. */
    async reduce(values, _domain, op = 'sum') {
        const group = await this.group();
        return this.source.naming(`reduce (${op})`, () => reduceNumbers(group, values, op));
    }
    async barrier() {
        const group = await this.group();
        await this.source.naming('barrier', () => group.barrier({ async: true }).wait());
    }
    async close() {
        if (this.reducer) {
            native.gradReducerDestroy(this.reducer);
            this.reducer = null;
        }
        await this.source.close();
    }
    requireReducer(where) {
        if (!this.reducer)
            throw new Error(`DataParallelStrategy.${where}: call prepare(model) first`);
        return this.reducer;
    }
}
//# sourceMappingURL=data-parallel.js.map
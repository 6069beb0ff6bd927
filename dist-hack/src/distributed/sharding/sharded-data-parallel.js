import { noGrad } from '../../torch/autograd.js';
import { empty, zeros } from '../../torch/creation.js';
import { elementBytes } from '../../torch/dtype.js';
import { scope } from '../../torch/scope.js';
import { clipGradientsByNorm, gradientsOf, nonfiniteFlag } from '../gradient-ops.js';
import { broadcastFromRank0, GroupSource, reduceNumbers } from '../group-source.js';
import { checkRanksAgree, modelFacts, textOfRank0 } from '../rank-agreement.js';
import { worldRoles } from '../strategy.js';
import { makeBuckets } from './buckets.js';
import { masterDtypeOf, reduceDtypeOf, resolveMixedPrecision } from './mixed-precision.js';
import { allGatherInto, startReduceScatter } from './ordered-collectives.js';
import { ParamPartition } from './partition.js';
import { CollectiveLedger } from './collective-ledger.js';
import { ShardedUnit } from './sharded-unit.js';
import { UnitHooks } from './unit-hooks.js';
import { GradientReadiness } from './gradient-readiness.js';
import { buildUnits } from './units.js';
import { localOptimizerState, shardedOptimizerStateDict } from './state-dict.js';
import { prepareShardedModelLoad, shardedModelStateDict } from './model-state.js';
import { optimizerStateBytes, tensorBytes } from './memory.js';
/**
 * Sharded data parallelism, ZeRO's stages over dim-0 chunks (FSDP2's partition rule): each
 * trainable parameter is split into chunks of ceil(rows / N) rows; rank r's optimizer steps
 * only chunk r (its optimizer state is shard-sized); gradients are reduce-scattered in flat
 * per-dtype buckets laid out rank-major, by an all-to-all and a sum in rank order (bitwise
 * the same on every run); after the step the updated chunks are all-gathered into every
 * rank's parameters.
 *
 * Domains: data and optimizer are the whole group. The clip norm is a float64 sum of
 * squares of the local chunks, summed over ranks; the non-finite decision a MAX.
 */
export class ShardedDataParallelStrategy {
    options;
    rank;
    localRank;
    worldSize;
    isMain;
    roles;
    stage;
    accumulation;
    optimizerStateIsSharded;
    source;
    policy;
    groupHandle = null;
    partitions = [];
    buckets = [];
    /** What the optimizer steps: the chunk of each parameter (a view of it when its dtype is the master dtype), or the whole parameter at stage 0. */
    masters = [];
    mastersAreViews = true;
    syncEnabled = true;
    /** Whether the bucket gradient buffers hold this window's sums. */
    holdingShardGrads = false;
    checkedOptimizer = null;
    peakGradBytes = 0;
    peakTransientGradBytes = 0;
    /**
     * Stages 2 and 3: the groups reduced from backward hooks, the descriptor check, the
     * reduce-scatters in flight and the groups reduced in the running backward; stage 3's units
     * and their hooks; stage 2's readiness hooks.
     */
    groups = [];
    ledger = null;
    pending = [];
    reducedGroups = new Set();
    units = [];
    hooks = null;
    readiness = null;
    constructor(options) {
        this.options = options;
        if (![0, 1, 2, 3].includes(options.stage))
            throw new RangeError(`ShardedDataParallelStrategy: stage must be 0, 1, 2 or 3, got ${String(options.stage)}`);
        this.stage = options.stage;
        this.accumulation = options.accumulation ?? (options.stage >= 2 ? 'reduce-each' : 'hold-full');
        this.policy = resolveMixedPrecision(options.mixedPrecision);
        this.source = new GroupSource(options);
        this.rank = this.source.rank;
        this.worldSize = this.source.worldSize;
        this.localRank = this.source.localRank;
        this.isMain = this.rank === 0;
        this.roles = worldRoles(this.rank, this.worldSize);
        this.optimizerStateIsSharded = this.stage >= 1 && this.worldSize > 1;
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
        if (this.groupHandle)
            throw new Error('ShardedDataParallelStrategy.prepare: already prepared; one strategy serves one model');
        const group = await this.group();
        if (group.backend === 'gloo' && (this.policy.paramDtype === 'bfloat16' || this.policy.reduceDtype === 'bfloat16')) {
            throw new TypeError('ShardedDataParallelStrategy: mixedPrecision bfloat16 needs NCCL; Gloo in libtorch 1.13 has no bfloat16 collectives. Use float16 or float32 for paramDtype and reduceDtype on CPU');
        }
        // Gloo aborts the process on a broadcast whose shapes differ between ranks: compare first.
        await checkRanksAgree(group, modelFacts(model), 'the model');
        const buffers = this.options.broadcastBuffers === false ? [] : model.buffers();
        const replicas = this.options.replicateGroup;
        if (replicas && replicas.size > 1) {
            if (this.stage === 0)
                throw new Error(`ShardedDataParallelStrategy: hybrid sharding (replicateGroup) runs at stages 1 to 3, not 0`);
            // Replica 0 first, then shard 0 of each group: every rank ends with global rank 0's values.
            await broadcastFromRank0(replicas, [...model.parameters(), ...buffers], 'ShardedDataParallelStrategy.prepare');
        }
        await broadcastFromRank0(group, [...model.parameters(), ...buffers], 'ShardedDataParallelStrategy.prepare');
        this.groupHandle = group;
        const named = model.namedParameters().filter(([, p]) => p.requiresGrad);
        this.partitions = named.map(([name, p]) => new ParamPartition(name, p, this.worldSize));
        if (this.stage === 3) {
            this.prepareUnits(model, group);
            return;
        }
        const cap = (this.options.bucketElements ?? 5e8 / 1024) * elementBytes(this.policy.reduceDtype ?? 'float32');
        const buckets = makeBuckets(this.partitions, this.worldSize, cap, (d) => elementBytes(reduceDtypeOf(this.policy, d)));
        this.buckets = buckets.map((bucket) => ({ bucket, indices: bucket.params.map((p) => this.partitions.indexOf(p)), grad: null }));
        this.masters = this.partitions.map((p) => this.makeMaster(p));
        if (this.stage === 2)
            this.hookBuckets(group);
    }
    /** Stage 2: each bucket is reduce-scattered as soon as backward has accumulated all its gradients. */
    hookBuckets(group) {
        this.groups = this.buckets.map((s) => ({ buckets: [s] }));
        this.ledger = new CollectiveLedger(group, this.buckets.map((s, k) => `bucket ${k} (${s.bucket.params[0].name}…)`), this.options.timeoutMs, 'ZeRO stage 2');
        this.readiness = new GradientReadiness(this.buckets.map((s) => s.indices.map((i) => this.partitions[i].param)), (k) => {
            if (this.accumulation === 'reduce-each' || this.syncEnabled)
                this.startGroupReduce(k);
        });
    }
    /**
     * Stage 3: master chunks (copies), the units with their hooks, and every parameter's
     * storage freed until a unit's forward gathers it.
     */
    prepareUnits(model, group) {
        this.masters = this.partitions.map((p) => this.makeMaster(p));
        const gatherDtype = (d) => (this.policy.paramDtype === 'float32' ? d : this.policy.paramDtype);
        this.units = buildUnits(model, this.partitions, this.options.unitPolicy).map((spec, k) => new ShardedUnit(k, spec.name, spec.module, spec.partitions, spec.partitions.map((p) => this.masters[this.partitions.indexOf(p)]), group, gatherDtype, this.options.timeoutMs, spec.partitions.reduce((n, p) => n + p.param.numel(), 0) < (this.options.persistenceThreshold ?? 0)));
        this.buckets = this.units.flatMap((unit) => unit.buckets.map((bucket) => ({ bucket, indices: bucket.params.map((p) => this.partitions.indexOf(p)), grad: null, unit })));
        this.groups = this.units.map((unit) => ({ buckets: this.buckets.filter((s) => s.unit === unit), unit }));
        this.ledger = new CollectiveLedger(group, this.units.map((u) => u.name), this.options.timeoutMs);
        this.hooks = new UnitHooks(model, this.units, this.ledger, {
            reshardAfterForward: this.options.reshardAfterForward ?? true,
            ...(this.options.prefetchElements !== undefined ? { prefetchElements: this.options.prefetchElements } : {}),
            onGradientsReady: (unit) => {
                if (this.accumulation === 'reduce-each' || this.syncEnabled)
                    this.startGroupReduce(unit.index);
            },
        });
        for (const u of this.units)
            u.reshard();
    }
    makeMaster(p) {
        if (this.stage === 0)
            return p.param;
        return scope(() => noGrad(() => {
            const chunk = p.chunkOf(p.param.detach(), this.rank);
            if (p.dtype === masterDtypeOf(p.dtype) && this.stage < 3)
                return chunk;
            this.mastersAreViews = false;
            return chunk.to({ dtype: masterDtypeOf(p.dtype), copy: true });
        })).keep();
    }
    optimizerParameters() {
        return this.partitions.map((p, i) => ({ name: p.name, tensor: this.masters[i] }));
    }
    setGradientSync(enabled) {
        this.syncEnabled = enabled;
    }
    async afterBackward() {
        if (this.stage >= 2)
            return this.endHookedBackward(this.accumulation === 'reduce-each' || this.syncEnabled);
        if (this.accumulation === 'reduce-each' || this.syncEnabled)
            await this.reduceGradients();
    }
    /**
     * Stages 2 and 3, after a backward: groups whose gradients never all arrived (parameters
     * unused on this step) are reduced now, with zeros for the missing ones, and every unit is
     * freed; the ranks confirm they all reached this point; then the reduce-scatters land in
     * the shard buffers.
     */
    async endHookedBackward(reduce) {
        this.hooks?.unpin(true);
        for (let k = this.groups.length - 1; k >= 0; k--) {
            if (reduce && !this.reducedGroups.has(k))
                this.startGroupReduce(k);
            this.groups[k].unit?.reshard();
        }
        this.ledger.check('end of backward', -1);
        this.hooks?.resetBackward();
        this.readiness?.reset();
        this.reducedGroups.clear();
        if (!reduce)
            return;
        const pending = this.pending;
        this.pending = [];
        for (const [s, p] of pending) {
            s.grad ??= zeros([s.bucket.slot], { dtype: masterDtypeOf(s.bucket.dtype) }).keep();
            await p.finish(s.grad, this.holdingShardGrads);
        }
        this.holdingShardGrads = true;
        this.attachMasterGrads();
    }
    /** Stage 3: gathers the persistent units again from the master chunks (after a step or a load). */
    refreshPersistentUnits() {
        for (const u of this.units) {
            if (!u.persistent)
                continue;
            u.reshard(true);
            this.hooks.gather(u, 'forward all-gather');
        }
    }
    /** Reduce-scatters group `k`'s full gradients (packed, then freed). */
    startGroupReduce(k) {
        const group = this.requireGroup('reduceGradients');
        this.ledger.check('reduce-scatter', k);
        // Every full gradient alive as the group's reduction starts: its own and those of groups still incomplete.
        const alive = this.heldGradientBytes();
        for (const s of this.groups[k].buckets)
            this.pending.push([s, this.startBucketReduce(group, s)]);
        this.reducedGroups.add(k);
        const shards = this.buckets.reduce((n, s) => n + (s.grad ? tensorBytes(s.grad) : 0), 0);
        // Full gradients held across micro-steps are this rank's to count; in reduce-each mode they live only around a group's reduction (transient).
        if (this.accumulation === 'hold-full')
            this.peakGradBytes = Math.max(this.peakGradBytes, shards + alive);
        else
            this.peakGradBytes = Math.max(this.peakGradBytes, shards);
        this.peakTransientGradBytes = Math.max(this.peakTransientGradBytes, alive);
    }
    heldGradientBytes() {
        return this.partitions.reduce((n, p) => n + gradBytes(p.param), 0);
    }
    startBucketReduce(group, s) {
        return scope(() => {
            const grads = s.indices.map((i) => this.partitions[i].param.grad);
            const flat = empty([this.worldSize * s.bucket.slot], { dtype: reduceDtypeOf(this.policy, s.bucket.dtype) });
            s.bucket.pack(flat, grads);
            for (const i of s.indices)
                this.partitions[i].param.grad = null;
            return startReduceScatter(group, flat, s.bucket.slot, this.options.timeoutMs);
        });
    }
    async finishGradientSync() {
        // A window closed without a synchronized backward (a short last window) still holds full gradients.
        const held = this.partitions.some((p) => hasGrad(p.param));
        if (this.stage >= 2) {
            if (held)
                await this.endHookedBackward(true);
        }
        else {
            if (held)
                await this.reduceGradients();
            if (this.stage === 0 && this.holdingShardGrads)
                await this.gatherGradients();
        }
        await this.sumOverReplicas();
    }
    /** Hybrid sharding: sums the window's reduced gradient shards across the replicas, in place. */
    async sumOverReplicas() {
        const replicas = this.options.replicateGroup;
        if (!replicas || replicas.size <= 1 || !this.holdingShardGrads)
            return;
        const works = this.buckets.filter((s) => s.grad).map((s) => replicas.allReduce(s.grad, { async: true, ...(this.options.timeoutMs !== undefined ? { timeoutMs: this.options.timeoutMs } : {}) }));
        for (const w of works)
            await w.wait();
    }
    /**
     * Reduce-scatters every parameter's full gradient into the bucket buffers, two buckets in
     * flight, freeing each bucket's full gradients once they are packed.
     */
    async reduceGradients() {
        const group = this.requireGroup('reduceGradients');
        this.notePeakGradientBytes();
        const start = (s) => this.startBucketReduce(group, s);
        const finish = async (s, pending) => {
            s.grad ??= zeros([s.bucket.slot], { dtype: masterDtypeOf(s.bucket.dtype) }).keep();
            await pending.finish(s.grad, this.holdingShardGrads);
        };
        let previous = null;
        for (const s of this.buckets) {
            const pending = start(s);
            if (previous)
                await finish(...previous);
            previous = [s, pending];
        }
        if (previous)
            await finish(...previous);
        this.holdingShardGrads = true;
        if (this.stage > 0)
            this.attachMasterGrads();
    }
    /** Gradient bytes alive when a reduction starts: the full gradients plus the shard buffers. */
    notePeakGradientBytes() {
        let bytes = this.buckets.reduce((n, s) => n + (s.grad ? tensorBytes(s.grad) : 0), 0);
        for (const p of this.partitions) {
            const g = p.param.grad;
            if (g)
                bytes += tensorBytes(g);
            g?.dispose();
        }
        this.peakGradBytes = Math.max(this.peakGradBytes, bytes);
    }
    attachMasterGrads() {
        // The views' handles go with the scope; the gradient slot keeps its own reference.
        scope(() => {
            for (const s of this.buckets)
                s.indices.forEach((i, k) => (this.masters[i].grad = s.bucket.chunkView(s.grad, k, this.rank)));
        });
    }
    /** Stage 0: all-gathers the reduced chunks into every parameter's full gradient. */
    async gatherGradients() {
        const group = this.requireGroup('gatherGradients');
        for (const s of this.buckets) {
            const full = empty([this.worldSize * s.bucket.slot], { dtype: masterDtypeOf(s.bucket.dtype) });
            try {
                await allGatherInto(group, full, s.grad, this.options.timeoutMs);
                const grads = s.indices.map((i) => zerosLike(this.partitions[i].param));
                s.bucket.unpack(full, grads);
                s.indices.forEach((i, k) => {
                    this.partitions[i].param.grad = grads[k];
                    grads[k].dispose();
                });
            }
            finally {
                full.dispose();
            }
        }
        this.holdingShardGrads = false;
    }
    gradients() {
        return gradientsOf(this.masters);
    }
    async nonfiniteGradients() {
        const [flag] = await this.reduce([nonfiniteFlag(this.masters)], 'optimizer', 'max');
        return flag > 0;
    }
    async clipGradNorm(maxNorm) {
        // Stage 0 steps whole, replicated gradients: the local norm is the global one.
        return clipGradientsByNorm(this.masters, maxNorm, async (sq) => (this.stage === 0 ? sq : (await this.reduce([sq], 'optimizer', 'sum'))[0]));
    }
    /** All-gathers the updated chunks into every rank's parameters (two buckets in flight). */
    async afterOptimizerStep() {
        // Stage 3 gathers the updated chunks when a unit next runs; persistent units now.
        if (this.stage === 3)
            return this.refreshPersistentUnits();
        if (this.stage === 0)
            return;
        const group = this.requireGroup('afterOptimizerStep');
        const dtypeOf = (s) => (this.policy.paramDtype === 'float32' ? s.bucket.dtype : this.policy.paramDtype);
        const start = (s) => {
            const slot = empty([s.bucket.slot], { dtype: dtypeOf(s) }).keep();
            const full = empty([this.worldSize * s.bucket.slot], { dtype: dtypeOf(s) }).keep();
            s.bucket.packSlot(slot, s.indices.map((i) => this.masters[i]));
            return { full, slot, done: allGatherInto(group, full, slot, this.options.timeoutMs) };
        };
        const finish = async (s, g) => {
            try {
                await g.done;
                s.bucket.unpack(g.full, s.indices.map((i) => this.partitions[i].param));
            }
            finally {
                g.full.dispose();
                g.slot.dispose();
            }
        };
        let previous = null;
        for (const s of this.buckets) {
            const g = start(s);
            if (previous)
                await finish(...previous);
            previous = [s, g];
        }
        if (previous)
            await finish(...previous);
    }
    zeroGrad(optimizer) {
        if (this.checkedOptimizer !== optimizer) {
            this.checkOptimizer(optimizer);
            this.checkedOptimizer = optimizer;
        }
        optimizer.zeroGrad();
        for (const p of this.partitions)
            p.param.grad = null;
        // Shard buffers live from the first reduction of a window to the step (gradients at 1/N between steps: none).
        for (const s of this.buckets) {
            s.grad?.dispose();
            s.grad = null;
        }
        this.holdingShardGrads = false;
    }
    checkOptimizer(optimizer) {
        const mine = new Set(this.masters);
        const stepped = optimizer.paramGroups.flatMap((g) => g.params);
        if (stepped.some((t) => !mine.has(t))) {
            throw new Error(`ZeRO stage ${this.stage}: the optimizer must step this rank's shards, not the model's parameters. Build it from config.optim, or over runner.strategy.optimizerParameters() (new optim.Adam(strategy.optimizerParameters().map((p) => p.tensor), ...))`);
        }
    }
    /** Stage 3: the model's state with each trainable parameter as a `ShardedTensor` of this rank's chunk; below, the model's own. */
    modelStateDict(model) {
        return this.stage === 3 ? shardedModelStateDict(model, this.partitions, this.masters, this.rank) : model.stateDict();
    }
    /** Stage 3: loads trainable parameters into the master chunks (and frees any gathered unit, now stale); below, the model's own load. */
    prepareModelLoad(model, stateDict) {
        if (this.stage !== 3)
            return model.prepareLoadStateDict(stateDict);
        return prepareShardedModelLoad(model, stateDict, this.partitions, this.masters, this.rank, () => {
            this.hooks?.unpin(true);
            this.reshardParameters();
            this.refreshPersistentUnits();
        });
    }
    optimizerStateDict(optimizer) {
        if (this.stage === 0)
            return optimizer.stateDict();
        return shardedOptimizerStateDict(optimizer, this.partitionOfMaster(), this.rank);
    }
    localOptimizerState(optimizer, stateDict) {
        if (this.stage === 0)
            return stateDict;
        return localOptimizerState(stateDict, optimizer, this.partitionOfMaster(), this.rank);
    }
    partitionOfMaster() {
        return new Map(this.masters.map((m, i) => [m, this.partitions[i]]));
    }
    async reduce(values, _domain, op = 'sum') {
        return reduceNumbers(await this.group(), values, op);
    }
    async allReduceSum(values) {
        return this.reduce(values, 'data', 'sum');
    }
    async barrier() {
        await (await this.group()).barrier({ async: true }).wait();
    }
    /**
     * Bytes this rank holds in tensors: the model's parameters (and float32 master chunks when
     * they are copies), gradients (stages 0-1: the largest total of full gradients and shard
     * buffers alive when a reduction started, since the last report; stage 2: the shard buffers,
     * plus the full gradients held across micro-steps in `hold-full` mode, with the full
     * gradients alive while a bucket is reduced from backward under `transient`), and the
     * optimizer's state. Communication buffers (two buckets) are not counted.
     */
    memoryReport(optimizer) {
        if (this.stage === 3)
            return this.unitMemoryReport(optimizer);
        const parameters = this.partitions.reduce((n, p) => n + tensorBytes(p.param), 0) + (this.mastersAreViews || this.stage === 0 ? 0 : this.masters.reduce((n, m) => n + tensorBytes(m), 0));
        const optimizerState = optimizerStateBytes(optimizer);
        const gradients = Math.max(this.peakGradBytes, this.stage === 2 ? this.buckets.reduce((n, s) => n + (s.grad ? tensorBytes(s.grad) : 0), 0) : 0);
        this.peakGradBytes = 0;
        const report = { parameters, gradients, optimizerState, total: parameters + gradients + optimizerState };
        if (this.stage === 2)
            report.transient = { parameters: 0, gradients: this.peakTransientGradBytes };
        this.peakTransientGradBytes = 0;
        return report;
    }
    /**
     * Stage 3: the master chunks, the parameters gathered at the time of the report, the shard
     * gradient buffers (and full gradients held across micro-steps in `hold-full` mode) and the
     * optimizer state; under `transient`, the most parameter bytes gathered at once (a unit and
     * the next one prefetched) and the largest unit's full gradients alive while it is reduced.
     */
    unitMemoryReport(optimizer) {
        const gathered = this.units.reduce((n, u) => n + (u.isGathered ? u.gatheredBytes : 0), 0);
        const parameters = this.masters.reduce((n, m) => n + tensorBytes(m), 0) + gathered;
        const optimizerState = optimizerStateBytes(optimizer);
        const gradients = Math.max(this.peakGradBytes, this.buckets.reduce((n, s) => n + (s.grad ? tensorBytes(s.grad) : 0), 0));
        const transient = { parameters: this.hooks.takePeakGatheredBytes(), gradients: this.peakTransientGradBytes };
        this.peakGradBytes = 0;
        this.peakTransientGradBytes = 0;
        return { parameters, gradients, optimizerState, total: parameters + gradients + optimizerState, transient };
    }
    /** Stage 3: backward's all-gathers since the last call, those a prefetch had started and those their unit waited for from the start. */
    takeBackwardGathers() {
        return this.hooks?.takeBackwardGathers() ?? { prefetched: 0, onDemand: 0 };
    }
    /**
     * Stage 3: gathers every unit's parameters into the model and keeps them there, for reading
     * the model whole or running it on one rank only (sampling, exporting): every rank must call
     * it, as a collective. They stay until {@link reshardParameters} or the end of the next
     * backward. Below stage 3 parameters are always whole.
     */
    gatherFullParameters() {
        this.hooks?.pin();
    }
    /** Stage 3: undoes one {@link gatherFullParameters} (they nest); the last one frees every gathered unit. */
    reshardParameters() {
        if (this.hooks && !this.hooks.unpin())
            return;
        for (const u of this.units)
            u.reshard();
    }
    async close() {
        this.hooks?.remove();
        this.hooks = null;
        this.readiness?.remove();
        this.readiness = null;
        for (const s of this.buckets)
            s.grad?.dispose();
        this.buckets = [];
        if (this.stage > 0)
            this.masters.forEach((m) => m.dispose());
        this.masters = [];
        await this.source.close();
    }
    requireGroup(where) {
        if (!this.groupHandle)
            throw new Error(`ShardedDataParallelStrategy.${where}: call prepare(model) first`);
        return this.groupHandle;
    }
}
function hasGrad(t) {
    const g = t.grad;
    if (!g)
        return false;
    g.dispose();
    return true;
}
function gradBytes(t) {
    const g = t.grad;
    if (!g)
        return 0;
    const n = tensorBytes(g);
    g.dispose();
    return n;
}
function zerosLike(t) {
    return zeros(t.shape, { dtype: t.dtype });
}
//# sourceMappingURL=sharded-data-parallel.js.map
import { noGrad } from '../../torch/autograd.js';
import { empty, zeros } from '../../torch/creation.js';
import { elementBytes, type DType } from '../../torch/dtype.js';
import { destroyProcessGroup } from '../../torch/distributed/init.js';
import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import type { Module, StateDict } from '../../torch/nn/index.js';
import type { PreparedLoad } from '../../torch/prepared-load.js';
import type { Optimizer } from '../../torch/optim/index.js';
import { scope } from '../../torch/scope.js';
import type { Tensor } from '../../torch/tensor.js';
import { clipGradientsByNorm, gradientsOf, nonfiniteFlag } from '../gradient-ops.js';
import { broadcastFromRank0, GroupSource, reduceNumbers, type GroupOptions } from '../group-source.js';
import { checkRanksAgree, modelFacts, textOfRank0 } from '../rank-agreement.js';
import { worldRoles, type DomainReduceOp, type OptimizerParameter, type ParallelStrategy, type ReductionDomain } from '../strategy.js';
import { makeBuckets, type ShardBucket } from './buckets.js';
import { masterDtypeOf, reduceDtypeOf, resolveMixedPrecision, type MixedPrecisionPolicy, type ResolvedMixedPrecision } from './mixed-precision.js';
import { allGatherInto, startReduceScatter, type PendingReduceScatter } from './ordered-collectives.js';
import { ParamPartition } from './partition.js';
import { CollectiveLedger } from './collective-ledger.js';
import { ledgerGroup } from './control-group.js';
import { ShardedUnit } from './sharded-unit.js';
import { UnitHooks } from './unit-hooks.js';
import { GradientReadiness } from './gradient-readiness.js';
import { buildUnits, type UnitPolicy } from './units.js';
import { localOptimizerState, shardedOptimizerStateDict } from './state-dict.js';
import { prepareShardedModelLoad, shardedModelStateDict } from './model-state.js';
import { optimizerStateBytes, tensorBytes, type ShardingMemoryReport } from './memory.js';

/** The ZeRO stage: what is partitioned across ranks. */
export type ShardingStage = 0 | 1 | 2 | 3;

/**
 * When gradients cross ranks within an accumulation window:
 * - `reduce-each`: every micro-step's gradients are reduce-scattered into a shard-sized
 *   buffer and the full ones freed (gradient memory 1/N between micro-steps);
 * - `hold-full`: full gradients accumulate locally and are reduced once at the boundary
 *   (traffic 1/accumSteps).
 */
export type ShardedAccumulation = 'reduce-each' | 'hold-full';

/** Options of {@link ShardedDataParallelStrategy}. */
export interface ShardingOptions extends GroupOptions {
  /**
   * 0: nothing partitioned, gradients reduced by the same ordered reduce-scatter and
   * all-gather (data parallelism with a deterministic reduction, the reference the stages
   * are compared against); 1: optimizer state; 2: also gradients; 3: also parameters, gathered
   * per unit around its forward and backward.
   */
  stage: ShardingStage;
  /** Default: `reduce-each` at stage 2, `hold-full` below. */
  accumulation?: ShardedAccumulation;
  /** Elements of a full (all ranks') communication bucket (DeepSpeed's `reduce_bucket_size`; default 5e8 / 1024). */
  bucketElements?: number;
  /** Parameter and reduction dtypes; master shards are float32 (float64 for float64 parameters). */
  mixedPrecision?: MixedPrecisionPolicy;
  /** Timeout of each collective in ms (default: the process group's). */
  timeoutMs?: number;
  /** Broadcast rank 0's buffers in `prepare` (default true). */
  broadcastBuffers?: boolean;
  /**
   * Hybrid sharding (FSDP's HSDP): the group of this rank's replicas, which hold the same
   * shards. Parameters are sharded within `group`; at each accumulation boundary the reduced
   * gradient shards are summed across the replicas. Stages 1 and 2.
   */
  replicateGroup?: ProcessGroup;
  /**
   * Stages 2 and 3: a second group of `group`'s ranks over which the ranks confirm each
   * collective before it starts, so that these small blocking checks do not wait behind the
   * transfers in flight on `group`. Default: one made in `prepare` when `group` is the default
   * group, else `group` itself.
   */
  controlGroup?: ProcessGroup;
  /** Stage 3: which modules are units, gathered and freed together (default: the model's direct children). */
  unitPolicy?: UnitPolicy;
  /** Stage 3: free each unit's parameters after its forward and gather them again for backward (default true). */
  reshardAfterForward?: boolean;
  /** Stage 3: elements gathered ahead of the unit running in forward (DeepSpeed's `stage3_prefetch_bucket_size`; default: the next unit; 0: none). */
  prefetchElements?: number;
  /**
   * Stage 3: units with fewer parameter elements than this stay gathered between steps,
   * refreshed by one all-gather after each optimizer step (DeepSpeed's
   * `stage3_param_persistence_threshold`, applied per unit). Default 0: none.
   */
  persistenceThreshold?: number;
}

/** Buckets reduced together from backward hooks: a bucket (stage 2) or a unit's buckets (stage 3). */
interface ReductionGroup {
  buckets: BucketState[];
  unit?: ShardedUnit;
}

interface BucketState {
  bucket: ShardBucket;
  /** Indices into the partitions of the bucket's parameters. */
  indices: number[];
  /** This rank's summed gradient chunks (in the master dtype, `slot` elements), allocated on first use. */
  grad: Tensor | null;
  /** Stage 3: the unit whose parameters the bucket holds. */
  unit?: ShardedUnit;
}

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
export class ShardedDataParallelStrategy implements ParallelStrategy {
  readonly rank: number;
  readonly localRank: number;
  readonly worldSize: number;
  readonly isMain: boolean;
  readonly roles: ParallelStrategy['roles'];
  readonly stage: ShardingStage;
  readonly accumulation: ShardedAccumulation;
  readonly optimizerStateIsSharded: boolean;
  private readonly source: GroupSource;
  private readonly policy: ResolvedMixedPrecision;
  private groupHandle: ProcessGroup | null = null;
  private partitions: ParamPartition[] = [];
  private buckets: BucketState[] = [];
  /** What the optimizer steps: the chunk of each parameter (a view of it when its dtype is the master dtype), or the whole parameter at stage 0. */
  private masters: Tensor[] = [];
  private mastersAreViews = true;
  private syncEnabled = true;
  /** Whether the bucket gradient buffers hold this window's sums. */
  private holdingShardGrads = false;
  private checkedOptimizer: Optimizer<any> | null = null;
  private peakGradBytes = 0;
  private peakTransientGradBytes = 0;
  /**
   * Stages 2 and 3: the groups reduced from backward hooks, the descriptor check, the
   * reduce-scatters in flight and the groups reduced in the running backward; stage 3's units
   * and their hooks; stage 2's readiness hooks.
   */
  private groups: ReductionGroup[] = [];
  private ledger: CollectiveLedger | null = null;
  /** The ledger's group, when {@link prepare} made it. */
  private ownedControlGroup: ProcessGroup | null = null;
  private pending: [BucketState, PendingReduceScatter][] = [];
  private readonly reducedGroups = new Set<number>();
  private units: ShardedUnit[] = [];
  private hooks: UnitHooks | null = null;
  private readiness: GradientReadiness | null = null;

  constructor(private readonly options: ShardingOptions) {
    if (![0, 1, 2, 3].includes(options.stage)) throw new RangeError(`ShardedDataParallelStrategy: stage must be 0, 1, 2 or 3, got ${String(options.stage)}`);
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
  group(): Promise<ProcessGroup> {
    return this.source.get();
  }

  async agree(facts: Readonly<Record<string, string>>): Promise<void> {
    await checkRanksAgree(await this.group(), facts, 'the config and the model');
  }

  async textOfRank0(text: string): Promise<string> {
    return textOfRank0(await this.group(), text);
  }

  async prepare(model: Module): Promise<void> {
    if (this.groupHandle) throw new Error('ShardedDataParallelStrategy.prepare: already prepared; one strategy serves one model');
    const group = await this.group();
    if (group.backend === 'gloo' && (this.policy.paramDtype === 'bfloat16' || this.policy.reduceDtype === 'bfloat16')) {
      throw new TypeError('ShardedDataParallelStrategy: mixedPrecision bfloat16 needs NCCL; Gloo in libtorch 1.13 has no bfloat16 collectives. Use float16 or float32 for paramDtype and reduceDtype on CPU');
    }
    // Gloo aborts the process on a broadcast whose shapes differ between ranks: compare first.
    await checkRanksAgree(group, modelFacts(model), 'the model');
    const buffers = this.options.broadcastBuffers === false ? [] : model.buffers();
    const replicas = this.options.replicateGroup;
    if (replicas && replicas.size > 1) {
      if (this.stage === 0) throw new Error(`ShardedDataParallelStrategy: hybrid sharding (replicateGroup) runs at stages 1 to 3, not 0`);
      // Replica 0 first, then shard 0 of each group: every rank ends with global rank 0's values.
      await broadcastFromRank0(replicas, [...model.parameters(), ...buffers], 'ShardedDataParallelStrategy.prepare');
    }
    await broadcastFromRank0(group, [...model.parameters(), ...buffers], 'ShardedDataParallelStrategy.prepare');
    this.groupHandle = group;
    const named = model.namedParameters().filter(([, p]) => p.requiresGrad);
    this.partitions = named.map(([name, p]) => new ParamPartition(name, p, this.worldSize));
    const control = this.stage >= 2 ? await ledgerGroup(group, this.options.controlGroup) : { group, owned: false };
    if (control.owned) this.ownedControlGroup = control.group;
    if (this.stage === 3) {
      this.prepareUnits(model, group, control.group);
      return;
    }
    const cap = (this.options.bucketElements ?? 5e8 / 1024) * elementBytes(this.policy.reduceDtype ?? 'float32');
    const buckets = makeBuckets(this.partitions, this.worldSize, cap, (d) => elementBytes(reduceDtypeOf(this.policy, d)));
    this.buckets = buckets.map((bucket) => ({ bucket, indices: bucket.params.map((p) => this.partitions.indexOf(p)), grad: null }));
    this.masters = this.partitions.map((p) => this.makeMaster(p));
    if (this.stage === 2) this.hookBuckets(control.group);
  }

  /** Stage 2: each bucket is reduce-scattered as soon as backward has accumulated all its gradients. */
  private hookBuckets(control: ProcessGroup): void {
    this.groups = this.buckets.map((s) => ({ buckets: [s] }));
    this.ledger = new CollectiveLedger(control, this.buckets.map((s, k) => `bucket ${k} (${s.bucket.params[0]!.name}…)`), this.options.timeoutMs, 'ZeRO stage 2');
    this.readiness = new GradientReadiness(
      this.buckets.map((s) => s.indices.map((i) => this.partitions[i]!.param)),
      (k) => {
        if (this.accumulation === 'reduce-each' || this.syncEnabled) this.startGroupReduce(k);
      },
    );
  }

  /**
   * Stage 3: master chunks (copies), the units with their hooks, and every parameter's
   * storage freed until a unit's forward gathers it.
   */
  private prepareUnits(model: Module, group: ProcessGroup, control: ProcessGroup): void {
    this.masters = this.partitions.map((p) => this.makeMaster(p));
    const gatherDtype = (d: DType): DType => (this.policy.paramDtype === 'float32' ? d : this.policy.paramDtype);
    this.units = buildUnits(model, this.partitions, this.options.unitPolicy).map(
      (spec, k) =>
        new ShardedUnit(
          k,
          spec.name,
          spec.module,
          spec.partitions,
          spec.partitions.map((p) => this.masters[this.partitions.indexOf(p)]!),
          group,
          gatherDtype,
          this.options.timeoutMs,
          spec.partitions.reduce((n, p) => n + p.param.numel(), 0) < (this.options.persistenceThreshold ?? 0),
        ),
    );
    this.buckets = this.units.flatMap((unit) => unit.buckets.map((bucket) => ({ bucket, indices: bucket.params.map((p) => this.partitions.indexOf(p)), grad: null, unit })));
    this.groups = this.units.map((unit) => ({ buckets: this.buckets.filter((s) => s.unit === unit), unit }));
    this.ledger = new CollectiveLedger(control, this.units.map((u) => u.name), this.options.timeoutMs);
    this.hooks = new UnitHooks(model, this.units, this.ledger, {
      reshardAfterForward: this.options.reshardAfterForward ?? true,
      ...(this.options.prefetchElements !== undefined ? { prefetchElements: this.options.prefetchElements } : {}),
      onGradientsReady: (unit) => {
        if (this.accumulation === 'reduce-each' || this.syncEnabled) this.startGroupReduce(unit.index);
      },
    });
    for (const u of this.units) u.reshard();
  }

  private makeMaster(p: ParamPartition): Tensor {
    if (this.stage === 0) return p.param;
    return scope(() =>
      noGrad(() => {
        const chunk = p.chunkOf(p.param.detach(), this.rank);
        if (p.dtype === masterDtypeOf(p.dtype) && this.stage < 3) return chunk;
        this.mastersAreViews = false;
        return chunk.to({ dtype: masterDtypeOf(p.dtype), copy: true });
      }),
    ).keep();
  }

  optimizerParameters(): OptimizerParameter[] {
    return this.partitions.map((p, i) => ({ name: p.name, tensor: this.masters[i]! }));
  }

  setGradientSync(enabled: boolean): void {
    this.syncEnabled = enabled;
  }

  async afterBackward(): Promise<void> {
    if (this.stage >= 2) return this.endHookedBackward(this.accumulation === 'reduce-each' || this.syncEnabled);
    if (this.accumulation === 'reduce-each' || this.syncEnabled) await this.reduceGradients();
  }

  /**
   * Stages 2 and 3, after a backward: groups whose gradients never all arrived (parameters
   * unused on this step) are reduced now, with zeros for the missing ones, and every unit is
   * freed; the ranks confirm they all reached this point; then the reduce-scatters land in
   * the shard buffers.
   */
  private async endHookedBackward(reduce: boolean): Promise<void> {
    this.hooks?.unpin(true);
    for (let k = this.groups.length - 1; k >= 0; k--) {
      if (reduce && !this.reducedGroups.has(k)) this.startGroupReduce(k);
      this.groups[k]!.unit?.reshard();
    }
    this.ledger!.check('end of backward', -1);
    this.hooks?.resetBackward();
    this.readiness?.reset();
    this.reducedGroups.clear();
    if (!reduce) return;
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
  private refreshPersistentUnits(): void {
    for (const u of this.units) {
      if (!u.persistent) continue;
      u.reshard(true);
      this.hooks!.gather(u, 'forward all-gather');
    }
  }

  /** Reduce-scatters group `k`'s full gradients (packed, then freed). */
  private startGroupReduce(k: number): void {
    const group = this.requireGroup('reduceGradients');
    this.ledger!.check('reduce-scatter', k);
    // Every full gradient alive as the group's reduction starts: its own and those of groups still incomplete.
    const alive = this.heldGradientBytes();
    for (const s of this.groups[k]!.buckets) this.pending.push([s, this.startBucketReduce(group, s)]);
    this.reducedGroups.add(k);
    const shards = this.buckets.reduce((n, s) => n + (s.grad ? tensorBytes(s.grad) : 0), 0);
    // Full gradients held across micro-steps are this rank's to count; in reduce-each mode they live only around a group's reduction (transient).
    if (this.accumulation === 'hold-full') this.peakGradBytes = Math.max(this.peakGradBytes, shards + alive);
    else this.peakGradBytes = Math.max(this.peakGradBytes, shards);
    this.peakTransientGradBytes = Math.max(this.peakTransientGradBytes, alive);
  }

  private heldGradientBytes(): number {
    return this.partitions.reduce((n, p) => n + gradBytes(p.param), 0);
  }

  private startBucketReduce(group: ProcessGroup, s: BucketState): PendingReduceScatter {
    return scope(() => {
      const grads = s.indices.map((i) => this.partitions[i]!.param.grad);
      const flat = empty([this.worldSize * s.bucket.slot], { dtype: reduceDtypeOf(this.policy, s.bucket.dtype) });
      s.bucket.pack(flat, grads);
      for (const i of s.indices) this.partitions[i]!.param.grad = null;
      return startReduceScatter(group, flat, s.bucket.slot, this.options.timeoutMs);
    });
  }

  async finishGradientSync(): Promise<void> {
    // A window closed without a synchronized backward (a short last window) still holds full gradients.
    const held = this.partitions.some((p) => hasGrad(p.param));
    if (this.stage >= 2) {
      if (held) await this.endHookedBackward(true);
    } else {
      if (held) await this.reduceGradients();
      if (this.stage === 0 && this.holdingShardGrads) await this.gatherGradients();
    }
    await this.sumOverReplicas();
  }

  /** Hybrid sharding: sums the window's reduced gradient shards across the replicas, in place. */
  private async sumOverReplicas(): Promise<void> {
    const replicas = this.options.replicateGroup;
    if (!replicas || replicas.size <= 1 || !this.holdingShardGrads) return;
    const works = this.buckets.filter((s) => s.grad).map((s) => replicas.allReduce(s.grad!, { async: true, ...(this.options.timeoutMs !== undefined ? { timeoutMs: this.options.timeoutMs } : {}) }));
    for (const w of works) await w.wait();
  }

  /**
   * Reduce-scatters every parameter's full gradient into the bucket buffers, two buckets in
   * flight, freeing each bucket's full gradients once they are packed.
   */
  private async reduceGradients(): Promise<void> {
    const group = this.requireGroup('reduceGradients');
    this.notePeakGradientBytes();
    const start = (s: BucketState): PendingReduceScatter => this.startBucketReduce(group, s);
    const finish = async (s: BucketState, pending: PendingReduceScatter) => {
      s.grad ??= zeros([s.bucket.slot], { dtype: masterDtypeOf(s.bucket.dtype) }).keep();
      await pending.finish(s.grad, this.holdingShardGrads);
    };
    let previous: [BucketState, PendingReduceScatter] | null = null;
    for (const s of this.buckets) {
      const pending = start(s);
      if (previous) await finish(...previous);
      previous = [s, pending];
    }
    if (previous) await finish(...previous);
    this.holdingShardGrads = true;
    if (this.stage > 0) this.attachMasterGrads();
  }

  /** Gradient bytes alive when a reduction starts: the full gradients plus the shard buffers. */
  private notePeakGradientBytes(): void {
    let bytes = this.buckets.reduce((n, s) => n + (s.grad ? tensorBytes(s.grad) : 0), 0);
    for (const p of this.partitions) {
      const g = p.param.grad;
      if (g) bytes += tensorBytes(g);
      g?.dispose();
    }
    this.peakGradBytes = Math.max(this.peakGradBytes, bytes);
  }

  private attachMasterGrads(): void {
    // The views' handles go with the scope; the gradient slot keeps its own reference.
    scope(() => {
      for (const s of this.buckets) s.indices.forEach((i, k) => (this.masters[i]!.grad = s.bucket.chunkView(s.grad!, k, this.rank)));
    });
  }

  /** Stage 0: all-gathers the reduced chunks into every parameter's full gradient. */
  private async gatherGradients(): Promise<void> {
    const group = this.requireGroup('gatherGradients');
    for (const s of this.buckets) {
      const full = empty([this.worldSize * s.bucket.slot], { dtype: masterDtypeOf(s.bucket.dtype) });
      try {
        await allGatherInto(group, full, s.grad!, this.options.timeoutMs);
        const grads = s.indices.map((i) => zerosLike(this.partitions[i]!.param));
        s.bucket.unpack(full, grads);
        s.indices.forEach((i, k) => {
          this.partitions[i]!.param.grad = grads[k]!;
          grads[k]!.dispose();
        });
      } finally {
        full.dispose();
      }
    }
    this.holdingShardGrads = false;
  }

  gradients(): Tensor[] {
    return gradientsOf(this.masters);
  }

  async nonfiniteGradients(): Promise<boolean> {
    const [flag] = await this.reduce([nonfiniteFlag(this.masters)], 'optimizer', 'max');
    return flag! > 0;
  }

  async clipGradNorm(maxNorm: number): Promise<number> {
    // Stage 0 steps whole, replicated gradients: the local norm is the global one.
    return clipGradientsByNorm(this.masters, maxNorm, async (sq) => (this.stage === 0 ? sq : (await this.reduce([sq], 'optimizer', 'sum'))[0]!));
  }

  /** All-gathers the updated chunks into every rank's parameters (two buckets in flight). */
  async afterOptimizerStep(): Promise<void> {
    // Stage 3 gathers the updated chunks when a unit next runs; persistent units now.
    if (this.stage === 3) return this.refreshPersistentUnits();
    if (this.stage === 0) return;
    const group = this.requireGroup('afterOptimizerStep');
    const dtypeOf = (s: BucketState): DType => (this.policy.paramDtype === 'float32' ? s.bucket.dtype : this.policy.paramDtype);
    const start = (s: BucketState) => {
      const slot = empty([s.bucket.slot], { dtype: dtypeOf(s) }).keep();
      const full = empty([this.worldSize * s.bucket.slot], { dtype: dtypeOf(s) }).keep();
      s.bucket.packSlot(slot, s.indices.map((i) => this.masters[i]!));
      return { full, slot, done: allGatherInto(group, full, slot, this.options.timeoutMs) };
    };
    const finish = async (s: BucketState, g: ReturnType<typeof start>) => {
      try {
        await g.done;
        s.bucket.unpack(g.full, s.indices.map((i) => this.partitions[i]!.param));
      } finally {
        g.full.dispose();
        g.slot.dispose();
      }
    };
    let previous: [BucketState, ReturnType<typeof start>] | null = null;
    for (const s of this.buckets) {
      const g = start(s);
      if (previous) await finish(...previous);
      previous = [s, g];
    }
    if (previous) await finish(...previous);
  }

  zeroGrad(optimizer: Optimizer<any>): void {
    if (this.checkedOptimizer !== optimizer) {
      this.checkOptimizer(optimizer);
      this.checkedOptimizer = optimizer;
    }
    optimizer.zeroGrad();
    for (const p of this.partitions) p.param.grad = null;
    // Shard buffers live from the first reduction of a window to the step (gradients at 1/N between steps: none).
    for (const s of this.buckets) {
      s.grad?.dispose();
      s.grad = null;
    }
    this.holdingShardGrads = false;
  }

  private checkOptimizer(optimizer: Optimizer<any>): void {
    const mine = new Set(this.masters);
    const stepped = optimizer.paramGroups.flatMap((g) => g.params as Tensor[]);
    if (stepped.some((t) => !mine.has(t))) {
      throw new Error(
        `ZeRO stage ${this.stage}: the optimizer must step this rank's shards, not the model's parameters. Build it from config.optim, or over runner.strategy.optimizerParameters() (new optim.Adam(strategy.optimizerParameters().map((p) => p.tensor), ...))`,
      );
    }
  }

  /** Stage 3: the model's state with each trainable parameter as a `ShardedTensor` of this rank's chunk; below, the model's own. */
  modelStateDict(model: Module): StateDict {
    return this.stage === 3 ? shardedModelStateDict(model, this.partitions, this.masters, this.rank) : model.stateDict();
  }

  /** Stage 3: loads trainable parameters into the master chunks (and frees any gathered unit, now stale); below, the model's own load. */
  prepareModelLoad(model: Module, stateDict: StateDict | Map<string, unknown>): PreparedLoad {
    if (this.stage !== 3) return model.prepareLoadStateDict(stateDict as StateDict);
    return prepareShardedModelLoad(model, stateDict, this.partitions, this.masters, this.rank, () => {
      this.hooks?.unpin(true);
      this.reshardParameters();
      this.refreshPersistentUnits();
    });
  }

  optimizerStateDict(optimizer: Optimizer<any>): Record<string, unknown> {
    if (this.stage === 0) return optimizer.stateDict() as unknown as Record<string, unknown>;
    return shardedOptimizerStateDict(optimizer, this.partitionOfMaster(), this.rank);
  }

  localOptimizerState(optimizer: Optimizer<any>, stateDict: unknown): unknown {
    if (this.stage === 0) return stateDict;
    return localOptimizerState(stateDict, optimizer, this.partitionOfMaster(), this.rank);
  }

  private partitionOfMaster(): Map<Tensor, ParamPartition> {
    return new Map(this.masters.map((m, i) => [m, this.partitions[i]!]));
  }

  async reduce(values: readonly number[], _domain: ReductionDomain, op: DomainReduceOp = 'sum'): Promise<number[]> {
    return reduceNumbers(await this.group(), values, op);
  }

  async allReduceSum(values: readonly number[]): Promise<number[]> {
    return this.reduce(values, 'data', 'sum');
  }

  async barrier(): Promise<void> {
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
  memoryReport(optimizer?: Optimizer<any>): ShardingMemoryReport {
    if (this.stage === 3) return this.unitMemoryReport(optimizer);
    const parameters = this.partitions.reduce((n, p) => n + tensorBytes(p.param), 0) + (this.mastersAreViews || this.stage === 0 ? 0 : this.masters.reduce((n, m) => n + tensorBytes(m), 0));
    const optimizerState = optimizerStateBytes(optimizer);
    const gradients = Math.max(this.peakGradBytes, this.stage === 2 ? this.buckets.reduce((n, s) => n + (s.grad ? tensorBytes(s.grad) : 0), 0) : 0);
    this.peakGradBytes = 0;
    const report: ShardingMemoryReport = { parameters, gradients, optimizerState, total: parameters + gradients + optimizerState };
    if (this.stage === 2) report.transient = { parameters: 0, gradients: this.peakTransientGradBytes };
    this.peakTransientGradBytes = 0;
    return report;
  }

  /**
   * Stage 3: the master chunks, the parameters gathered at the time of the report, the shard
   * gradient buffers (and full gradients held across micro-steps in `hold-full` mode) and the
   * optimizer state; under `transient`, the most parameter bytes gathered at once (a unit and
   * the next one prefetched) and the largest unit's full gradients alive while it is reduced.
   */
  private unitMemoryReport(optimizer?: Optimizer<any>): ShardingMemoryReport {
    const gathered = this.units.reduce((n, u) => n + (u.isGathered ? u.gatheredBytes : 0), 0);
    const parameters = this.masters.reduce((n, m) => n + tensorBytes(m), 0) + gathered;
    const optimizerState = optimizerStateBytes(optimizer);
    const gradients = Math.max(this.peakGradBytes, this.buckets.reduce((n, s) => n + (s.grad ? tensorBytes(s.grad) : 0), 0));
    const transient = { parameters: this.hooks!.takePeakGatheredBytes(), gradients: this.peakTransientGradBytes };
    this.peakGradBytes = 0;
    this.peakTransientGradBytes = 0;
    return { parameters, gradients, optimizerState, total: parameters + gradients + optimizerState, transient };
  }

  /** Stage 3: backward's all-gathers since the last call, those a prefetch had started and those their unit waited for from the start. */
  takeBackwardGathers(): { prefetched: number; onDemand: number } {
    return this.hooks?.takeBackwardGathers() ?? { prefetched: 0, onDemand: 0 };
  }

  /**
   * Stage 3: gathers every unit's parameters into the model and keeps them there, for reading
   * the model whole or running it on one rank only (sampling, exporting): every rank must call
   * it, as a collective. They stay until {@link reshardParameters} or the end of the next
   * backward. Below stage 3 parameters are always whole.
   */
  gatherFullParameters(): void {
    this.hooks?.pin();
  }

  /** Stage 3: undoes one {@link gatherFullParameters} (they nest); the last one frees every gathered unit. */
  reshardParameters(): void {
    if (this.hooks && !this.hooks.unpin()) return;
    for (const u of this.units) u.reshard();
  }

  async close(): Promise<void> {
    this.hooks?.remove();
    this.hooks = null;
    this.readiness?.remove();
    this.readiness = null;
    for (const s of this.buckets) s.grad?.dispose();
    this.buckets = [];
    if (this.stage > 0) this.masters.forEach((m) => m.dispose());
    this.masters = [];
    if (this.ownedControlGroup) await destroyProcessGroup(this.ownedControlGroup);
    this.ownedControlGroup = null;
    await this.source.close();
  }

  private requireGroup(where: string): ProcessGroup {
    if (!this.groupHandle) throw new Error(`ShardedDataParallelStrategy.${where}: call prepare(model) first`);
    return this.groupHandle;
  }
}

function hasGrad(t: Tensor): boolean {
  const g = t.grad;
  if (!g) return false;
  g.dispose();
  return true;
}

function gradBytes(t: Tensor): number {
  const g = t.grad;
  if (!g) return 0;
  const n = tensorBytes(g);
  g.dispose();
  return n;
}

function zerosLike(t: Tensor): Tensor {
  return zeros(t.shape, { dtype: t.dtype });
}

import { noGrad } from '../../torch/autograd.js';
import { empty, zeros } from '../../torch/creation.js';
import { elementBytes, type DType } from '../../torch/dtype.js';
import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import type { Module } from '../../torch/nn/index.js';
import type { Optimizer } from '../../torch/optim/index.js';
import { scope } from '../../torch/scope.js';
import type { Tensor } from '../../torch/tensor.js';
import { clipGradientsByNorm, gradientsOf, nonfiniteFlag } from '../gradient-ops.js';
import { broadcastFromRank0, GroupSource, reduceNumbers, type GroupOptions } from '../group-source.js';
import { worldRoles, type DomainReduceOp, type OptimizerParameter, type ParallelStrategy, type ReductionDomain } from '../strategy.js';
import { makeBuckets, type ShardBucket } from './buckets.js';
import { resolveMixedPrecision, type MixedPrecisionPolicy } from './mixed-precision.js';
import { allGatherInto, startReduceScatter, type PendingReduceScatter } from './ordered-collectives.js';
import { ParamPartition } from './partition.js';
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
   * are compared against); 1: optimizer state; 2: also gradients. Stage 3 (parameters) is
   * refused until parameter storage can be freed and restored.
   */
  stage: ShardingStage;
  /** Default: `reduce-each` at stage 2, `hold-full` below. */
  accumulation?: ShardedAccumulation;
  /** Elements of a full (all ranks') communication bucket (DeepSpeed's `reduce_bucket_size`; default 5e8 / 1024). */
  bucketElements?: number;
  /** Parameter and reduction dtypes; master shards stay float32. */
  mixedPrecision?: MixedPrecisionPolicy;
  /** Timeout of each collective in ms (default: the process group's). */
  timeoutMs?: number;
  /** Broadcast rank 0's buffers in `prepare` (default true). */
  broadcastBuffers?: boolean;
}

interface BucketState {
  bucket: ShardBucket;
  /** Indices into the partitions of the bucket's parameters. */
  indices: number[];
  /** This rank's summed gradient chunks (float32, `slot` elements), allocated on first use. */
  grad: Tensor | null;
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
  private readonly policy: Required<MixedPrecisionPolicy>;
  private groupHandle: ProcessGroup | null = null;
  private partitions: ParamPartition[] = [];
  private buckets: BucketState[] = [];
  /** What the optimizer steps: the chunk of each parameter (a view of it when its dtype is float32), or the whole parameter at stage 0. */
  private masters: Tensor[] = [];
  private mastersAreViews = true;
  private syncEnabled = true;
  /** Whether the bucket gradient buffers hold this window's sums. */
  private holdingShardGrads = false;
  private checkedOptimizer: Optimizer<any> | null = null;
  private peakGradBytes = 0;

  constructor(private readonly options: ShardingOptions) {
    if (![0, 1, 2, 3].includes(options.stage)) throw new RangeError(`ShardedDataParallelStrategy: stage must be 0, 1, 2 or 3, got ${String(options.stage)}`);
    if (options.stage === 3) {
      throw new Error(
        'ZeRO stage 3 (sharded parameters) is not available yet: it needs parameter storage that can be freed and restored. Use stage 2 (deepspeed.zero_optimization.stage: 2), which partitions optimizer state and gradients',
      );
    }
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

  async prepare(model: Module): Promise<void> {
    if (this.groupHandle) throw new Error('ShardedDataParallelStrategy.prepare: already prepared; one strategy serves one model');
    const group = await this.group();
    const buffers = this.options.broadcastBuffers === false ? [] : model.buffers();
    await broadcastFromRank0(group, [...model.parameters(), ...buffers], 'ShardedDataParallelStrategy.prepare');
    this.groupHandle = group;
    const named = model.namedParameters().filter(([, p]) => p.requiresGrad);
    this.partitions = named.map(([name, p]) => new ParamPartition(name, p, this.worldSize));
    const cap = (this.options.bucketElements ?? 5e8 / 1024) * elementBytes(this.policy.reduceDtype);
    const buckets = makeBuckets(this.partitions, this.worldSize, cap, () => elementBytes(this.policy.reduceDtype));
    this.buckets = buckets.map((bucket) => ({ bucket, indices: bucket.params.map((p) => this.partitions.indexOf(p)), grad: null }));
    this.masters = this.partitions.map((p) => this.makeMaster(p));
  }

  private makeMaster(p: ParamPartition): Tensor {
    if (this.stage === 0) return p.param;
    return scope(() =>
      noGrad(() => {
        const chunk = p.chunkOf(p.param.detach(), this.rank);
        if (p.dtype === 'float32') return chunk;
        this.mastersAreViews = false;
        return chunk.to({ dtype: 'float32', copy: true });
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
    if (this.accumulation === 'reduce-each' || this.syncEnabled) await this.reduceGradients();
  }

  async finishGradientSync(): Promise<void> {
    // A window closed without a synchronized backward (a short last window) still holds full gradients.
    if (this.partitions.some((p) => hasGrad(p.param))) await this.reduceGradients();
    if (this.stage === 0 && this.holdingShardGrads) await this.gatherGradients();
  }

  /**
   * Reduce-scatters every parameter's full gradient into the bucket buffers, two buckets in
   * flight, freeing each bucket's full gradients once they are packed.
   */
  private async reduceGradients(): Promise<void> {
    const group = this.requireGroup('reduceGradients');
    this.notePeakGradientBytes();
    const start = (s: BucketState): PendingReduceScatter =>
      scope(() => {
        const grads = s.indices.map((i) => this.partitions[i]!.param.grad);
        const flat = empty([this.worldSize * s.bucket.slot], { dtype: this.policy.reduceDtype });
        s.bucket.pack(flat, grads);
        for (const i of s.indices) this.partitions[i]!.param.grad = null;
        return startReduceScatter(group, flat, s.bucket.slot, this.options.timeoutMs);
      });
    const finish = async (s: BucketState, pending: PendingReduceScatter) => {
      s.grad ??= zeros([s.bucket.slot], { dtype: 'float32' }).keep();
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
    for (const s of this.buckets) {
      s.indices.forEach((i, k) => {
        const view = s.bucket.chunkView(s.grad!, k, this.rank);
        this.masters[i]!.grad = view;
        view.dispose();
      });
    }
  }

  /** Stage 0: all-gathers the reduced chunks into every parameter's full gradient. */
  private async gatherGradients(): Promise<void> {
    const group = this.requireGroup('gatherGradients');
    for (const s of this.buckets) {
      const full = empty([this.worldSize * s.bucket.slot], { dtype: 'float32' });
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
   * they are copies), gradients (the largest total of full gradients and shard buffers alive
   * when a reduction started, since the last report), and the optimizer's state. Transient
   * communication buffers (two buckets) are not counted.
   */
  memoryReport(optimizer?: Optimizer<any>): ShardingMemoryReport {
    const parameters = this.partitions.reduce((n, p) => n + tensorBytes(p.param), 0) + (this.mastersAreViews || this.stage === 0 ? 0 : this.masters.reduce((n, m) => n + tensorBytes(m), 0));
    const optimizerState = optimizerStateBytes(optimizer);
    const gradients = this.peakGradBytes;
    this.peakGradBytes = 0;
    return { parameters, gradients, optimizerState, total: parameters + gradients + optimizerState };
  }

  async close(): Promise<void> {
    for (const s of this.buckets) s.grad?.dispose();
    this.buckets = [];
    if (this.stage > 0) this.masters.forEach((m) => m.dispose());
    this.masters = [];
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

function zerosLike(t: Tensor): Tensor {
  return zeros(t.shape, { dtype: t.dtype });
}

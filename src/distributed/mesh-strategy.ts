import type { ParallelAxis } from '../config/index.js';
import type { Module } from '../torch/nn/index.js';
import type { Optimizer } from '../torch/optim/index.js';
import type { Tensor } from '../torch/tensor.js';
import { DataParallelStrategy, type DataParallelOptions } from './data-parallel.js';
import { clipGradientsByNorm, nonfiniteFlag } from './gradient-ops.js';
import { GroupSource, type GroupOptions } from './group-source.js';
import { PipelineStage } from './pipeline/stage.js';
import { pipelineStagesOf } from './pipeline/stages.js';
import { LocalStrategy, type DomainReduceOp, type DomainRole, type OptimizerParameter, type ParallelStrategy, type ReductionDomain } from './strategy.js';
import { resolveAxisSizes, type AxisSizes } from './topology/axes.js';
import { DeviceMesh } from './topology/mesh.js';
import { DOMAIN_AXES, Topology } from './topology/topology.js';

/** Options of {@link MeshParallelStrategy}. */
export interface MeshParallelOptions extends DataParallelOptions, GroupOptions {
  /** Axis sizes as the config's `parallel` section gives them (one may be -1). */
  axes: Partial<Record<ParallelAxis, number>>;
  /** Where a `Sequential` is cut into pipeline stages (see `pipelineStagesOf`). */
  splitPoints?: readonly number[];
  /** Timeout of every wait between pipeline stages, in ms (default 5 minutes). */
  pipelineTimeoutMs?: number;
  /** Runs a stage's module on an input (precision, activation checkpointing). */
  forward?: (module: Module, input: unknown) => unknown;
}

/**
 * Named parallel axes over one device mesh ({@link Topology}): this rank trains its pipeline
 * stage of the model (the whole model without a pipeline axis), and gradients are summed
 * over the data domain (replicate × shard) by data parallelism over that domain's group.
 * The loss normalizer and logged losses reduce over the data domain; the non-finite decision
 * over every rank; the clip norm sums each stage's squares once (data replicas hold the same
 * gradients after the sync).
 *
 * Not yet: parameter sharding on the shard axis (refused above 1 until the sharding engine
 * serves it), and tensor, context and expert axes above 1 (refused with what the model
 * needs).
 */
export class MeshParallelStrategy implements ParallelStrategy {
  readonly rank: number;
  readonly localRank: number;
  readonly worldSize: number;
  readonly isMain: boolean;
  readonly roles: Readonly<Record<ReductionDomain, DomainRole>>;
  /** The mesh, known at construction (pure arithmetic; groups come with {@link topology}). */
  readonly mesh: DeviceMesh;
  private readonly source: GroupSource;
  private topologyValue: Topology | null = null;
  private inner: DataParallelStrategy | LocalStrategy | null = null;
  private stageValue: PipelineStage | null = null;
  private named: OptimizerParameter[] = [];

  constructor(private readonly options: MeshParallelOptions) {
    this.source = new GroupSource(options);
    this.rank = this.source.rank;
    this.worldSize = this.source.worldSize;
    this.localRank = this.source.localRank;
    this.isMain = this.rank === 0;
    const sizes = resolveAxisSizes(options.axes, this.worldSize);
    checkSupported(sizes);
    this.mesh = new DeviceMesh(sizes);
    const role = (axes: readonly ParallelAxis[]): DomainRole => {
      const ranks = this.mesh.groupRanks(axes, this.rank);
      return { rank: ranks.indexOf(this.rank), size: ranks.length, isLead: ranks[0] === this.rank };
    };
    this.roles = { data: role(DOMAIN_AXES.data), optimizer: role(DOMAIN_AXES.optimizer) };
  }

  /** This rank's coordinates and groups (after {@link prepare}). */
  get topology(): Topology {
    if (!this.topologyValue) throw new Error('MeshParallelStrategy.topology: call prepare(model) first');
    return this.topologyValue;
  }

  /** This rank's pipeline stage (after {@link prepare}). */
  get stage(): PipelineStage {
    if (!this.stageValue) throw new Error('MeshParallelStrategy.stage: call prepare(model) first');
    return this.stageValue;
  }

  /** Whether the model runs as a pipeline of several stages. */
  get pipelined(): boolean {
    return this.mesh.sizes.pipeline > 1;
  }

  async prepare(model: Module): Promise<void> {
    if (this.inner) throw new Error('MeshParallelStrategy.prepare: already prepared; one strategy serves one model');
    checkModelParallel(model, this.mesh.sizes);
    await this.source.get();
    const topology = await Topology.create({ axes: this.mesh.sizes });
    this.topologyValue = topology;
    const local = this.pipelined ? pipelineStagesOf(model, this.mesh.sizes.pipeline, this.options.splitPoints)[topology.coordinates.pipeline]! : model;
    const data = topology.group('data');
    this.inner = data ? new DataParallelStrategy({ ...this.options, group: data }) : new LocalStrategy();
    await this.inner.prepare(local);
    this.stageValue = new PipelineStage({ module: local, group: topology.group('pipeline'), timeoutMs: this.options.pipelineTimeoutMs, forward: this.options.forward });
    // Named as in the whole model, whatever names the stage module gives them.
    const names = new Map(model.namedParameters().map(([n, p]) => [p, n] as [Tensor, string]));
    this.named = local
      .namedParameters()
      .filter(([, p]) => p.requiresGrad)
      .map(([n, p]) => ({ name: names.get(p) ?? n, tensor: p }));
  }

  optimizerParameters(): OptimizerParameter[] {
    return [...this.named];
  }

  setGradientSync(enabled: boolean): void {
    this.requireInner('setGradientSync').setGradientSync(enabled);
  }

  async afterBackward(): Promise<void> {
    await this.requireInner('afterBackward').afterBackward();
  }

  async finishGradientSync(): Promise<void> {
    await this.requireInner('finishGradientSync').finishGradientSync();
  }

  gradients(): Tensor[] {
    return this.requireInner('gradients').gradients();
  }

  async nonfiniteGradients(): Promise<boolean> {
    const [flag] = await this.reduce([nonfiniteFlag(this.named.map((p) => p.tensor))], 'optimizer', 'max');
    return flag! > 0;
  }

  async clipGradNorm(maxNorm: number): Promise<number> {
    // Each stage's parameters once: data replicas hold equal gradients after the sync.
    return clipGradientsByNorm(this.named.map((p) => p.tensor), maxNorm, async (sq) => (await this.topology.reduce('pipeline', [sq]))[0]!);
  }

  async afterOptimizerStep(): Promise<void> {
    await this.requireInner('afterOptimizerStep').afterOptimizerStep();
  }

  zeroGrad(optimizer: Optimizer<any>): void {
    this.requireInner('zeroGrad').zeroGrad(optimizer);
  }

  async reduce(values: readonly number[], domain: ReductionDomain, op: DomainReduceOp = 'sum'): Promise<number[]> {
    return this.topology.reduce(domain, values, op);
  }

  async allReduceSum(values: readonly number[]): Promise<number[]> {
    return this.reduce(values, 'data', 'sum');
  }

  async barrier(): Promise<void> {
    await (await this.source.get()).barrier({ async: true }).wait();
  }

  async close(): Promise<void> {
    await this.inner?.close();
    this.inner = null;
    await this.source.close();
  }

  private requireInner(where: string): DataParallelStrategy | LocalStrategy {
    if (!this.inner) throw new Error(`MeshParallelStrategy.${where}: call prepare(model) first`);
    return this.inner;
  }
}

/** A model that turns itself into this rank's tensor- (or context-) parallel part. */
export interface Parallelizable {
  parallelize(ctx: { topology: Topology }): void;
}

function checkModelParallel(model: Module, sizes: AxisSizes): void {
  const axes = (['tensor', 'context'] as const).filter((a) => sizes[a] > 1);
  if (axes.length === 0) return;
  const what = axes.map((a) => `parallel.${a} ${sizes[a]}`).join(' and ');
  if (typeof (model as Partial<Parallelizable>).parallelize !== 'function') {
    throw new Error(
      `${what} needs a model-specific transform: give ${model.constructor.name} a parallelize(ctx) method that replaces its layers by tensor-parallel ones; ` +
        `it is never skipped silently`,
    );
  }
  throw new Error(`${what}: the runner does not run tensor or context parallelism yet; set these axes to 1`);
}

function checkSupported(sizes: AxisSizes): void {
  if (sizes.shard > 1) {
    throw new Error(
      `parallel.shard is ${sizes.shard}, but parameter sharding is not available in MeshParallelStrategy yet; ` +
        `put the data-parallel ranks on the replicate axis (parallel.replicate: ${sizes.shard * sizes.replicate}, parallel.shard: 1)`,
    );
  }
}

import { stateIndexNames } from '../checkpoints/sharded/param-names.js';
import type { ParallelAxis } from '../config/index.js';
import type { Module, StateDict } from '../torch/nn/index.js';
import type { PreparedLoad } from '../torch/prepared-load.js';
import type { Optimizer } from '../torch/optim/index.js';
import type { Tensor } from '../torch/tensor.js';
import { DataParallelStrategy, type DataParallelOptions } from './data-parallel.js';
import { clipGradientsToNorm, nonfiniteFlag, squaredGradNorm64 } from './gradient-ops.js';
import { ShardedDataParallelStrategy, type ShardingOptions } from './sharding/sharded-data-parallel.js';
import { GroupSource, type GroupOptions } from './group-source.js';
import { textOfRank0 } from './rank-agreement.js';
import { defaultLocalParts, joinLocalParts } from './pipeline/local-parts.js';
import { PipelineStage } from './pipeline/stage.js';
import { checkStagesHaveParameters } from './pipeline/stage-parameters.js';
import { fullyShardedModelState, prepareFullyShardedLoad, wholeModelNames } from './fully-sharded-state.js';
import { localStageOptimizerState, prepareStageModelLoad, stageModelStateDict, stageOptimizerStateDict } from './pipeline/stage-state.js';
import { LocalStrategy, type DomainReduceOp, type DomainRole, type OptimizerParameter, type ParallelStrategy, type ReductionDomain } from './strategy.js';
import { resolveAxisSizes, type AxisSizes } from './topology/axes.js';
import { checkTopology, defaultTopology } from './topology/built-topology.js';
import { DeviceMesh } from './topology/mesh.js';
import { DOMAIN_AXES, type Topology } from './topology/topology.js';
import { virtualChunks } from './pipeline/virtual-stages.js';
import { partModelState, partOptimizerState, splitParametersOf, wholeModelState, wholeOptimizerState, type SplitParameter } from './tensor-parallel/checkpoint-state.js';
import { tensorParallelSquares } from './tensor-parallel/grad-norm.js';
import { checkDeclaredTies, CrossStageTies, parameterAliases, withAliases, withoutAliases, withoutStateOf } from './tied-parameters.js';
import { ParamPartition } from './sharding/partition.js';
import { masterDtypeOf } from './sharding/mixed-precision.js';
import { checkTensorParallelDims, checkTensorParallelTransform, parallelizeByModel, parallelizeContext } from './tensor-parallel/parallelize.js';
import type { ContextParallel } from './context-parallel/context-parallel.js';
import { checkContextParallel, contextParallelOf, shardReplicaGroup } from './context-parallel/support.js';

/** Options of {@link MeshParallelStrategy}. */
export interface MeshParallelOptions extends DataParallelOptions, GroupOptions {
  /** Axis sizes as the config's `parallel` section gives them (one may be -1). */
  axes: Partial<Record<ParallelAxis, number>>;
  /** Where a `Sequential` is cut into pipeline stages (see `pipelineStagesOf`). */
  splitPoints?: readonly number[];
  /**
   * Model chunks per pipeline rank (virtual stages, default 1): the model is cut into
   * pipeline × virtualStages parts, rank r holds parts r, r + P, …, and the stages run the
   * interleaved 1F1B schedule.
   */
  virtualStages?: number;
  /** Timeout of every wait between pipeline stages, in ms (default 5 minutes). */
  pipelineTimeoutMs?: number;
  /** Runs a stage's module on an input (precision, activation checkpointing). */
  forward?: (module: Module, input: unknown) => unknown;
  /** Whether the runner's loop hands each accumulation window to the pipeline (required for pipeline above 1). */
  pipelineLoop?: boolean;
  /** The sharding engine's options on the shard axis (default: stage 2, optimizer state and gradients partitioned). */
  sharding?: Omit<ShardingOptions, 'group' | 'init'>;
  /**
   * Runs on the whole model once the groups exist, before the pipeline cut and before data
   * parallelism or the sharding engine takes the model: tensor-parallel layers, activation
   * checkpointing. Default: with `tensor` above 1, `model.parallelize(ctx)` (see
   * `parallelizeByModel`); else nothing.
   */
  prepareModel?: (model: Module, topology: Topology) => void | Promise<void>;
  /**
   * Builds this rank's {@link Topology} with its process groups, once the default group is
   * initialized (default: {@link Topology.create} over the mesh's sizes). Its axis sizes and
   * rank must be the mesh's.
   */
  buildTopology?: (mesh: DeviceMesh, rank: number) => Promise<Topology>;
  /**
   * This rank's local model parts, run in order as its stage (default: `defaultLocalParts`,
   * its stage of `pipelineStagesOf`); with `virtualStages` V above 1, its V model chunks in
   * order (parts r, r + P, … of the model cut into P × V).
   */
  bindModules?: (model: Module, topology: Topology) => Module | Module[];
}

type Inner = DataParallelStrategy | ShardedDataParallelStrategy | LocalStrategy;

/**
 * Named parallel axes over one device mesh ({@link Topology}): this rank trains its pipeline
 * stage of the model (the whole model without a pipeline axis). Over the data domain,
 * gradients are summed by data parallelism on the replicate axis, or reduce-scattered by the
 * sharding engine ({@link ShardedDataParallelStrategy}) on the shard axis. The loss
 * normalizer and logged losses reduce over the data domain; the non-finite decision over
 * every rank; the clip norm sums the squares of each distinct gradient part once (stages and
 * shards are distinct, replicas are not).
 *
 * With replicate and shard both above 1 (hybrid sharding, FSDP's HSDP), parameters are
 * sharded within each shard group and the reduced gradient shards are summed across replicas.
 *
 * With tensor above 1 the model is first turned into this rank's tensor-parallel part
 * (`prepareModel`, by default the model's `parallelize(ctx)`); data parallelism or the
 * sharding engine then runs over the data domain of ranks that hold the same part. The data
 * domain excludes the tensor axis (every tensor rank of a data rank reads the same batch); the
 * clip norm sums tensor-split gradients over the tensor group and counts replicated ones once.
 *
 * With context above 1 the context ranks of a data rank read the same batch ({@link batches}),
 * the runner cuts its sequences ({@link contextParallel}), and gradients, normalizers and
 * losses sum over the data domain, which includes the context axis (the sharding engine's
 * gradient shards over replicate × context). With tensor too, the context group joins the
 * ranks of one tensor index, so each gathers the keys and values of its own heads.
 *
 * Not yet: the expert axis above 1 (refused with a message).
 */
export class MeshParallelStrategy implements ParallelStrategy {
  readonly rank: number;
  readonly localRank: number;
  readonly worldSize: number;
  readonly isMain: boolean;
  readonly roles: Readonly<Record<ReductionDomain, DomainRole>>;
  /** This rank's place among the ranks that read different batches (replicate × shard: context and tensor ranks share theirs). */
  readonly batches: DomainRole;
  /** The mesh, known at construction (pure arithmetic; groups come with {@link topology}). */
  readonly mesh: DeviceMesh;
  private readonly source: GroupSource;
  private topologyValue: Topology | null = null;
  private inner: Inner | null = null;
  private context: ContextParallel | null = null;
  private stageValue: PipelineStage | null = null;
  private named: OptimizerParameter[] = [];
  /** For each of {@link named}: whether a tensor-parallel layer split its parameter. */
  private tensorSplit: boolean[] = [];
  /** The tensor-split parameters by whole-model name (checkpoints store them as chunks of the whole). */
  private splits: ReadonlyMap<string, SplitParameter> = new Map();
  /** Weights that several pipeline stages hold (their gradients are summed over the stages). */
  private ties: CrossStageTies = CrossStageTies.none;
  private modelParams: [string, Tensor][] = [];
  /** The later names of tied parameters, to their first (checkpoints keep the first only). */
  private aliases: ReadonlyMap<string, string> = new Map();
  /** The stage module's state entries by local name, to their whole-model names. */
  private wholeNames: ReadonlyMap<string, string> = new Map();

  constructor(private readonly options: MeshParallelOptions) {
    this.source = new GroupSource(options);
    this.rank = this.source.rank;
    this.worldSize = this.source.worldSize;
    this.localRank = this.source.localRank;
    this.isMain = this.rank === 0;
    const sizes = resolveAxisSizes(options.axes, this.worldSize);
    this.mesh = new DeviceMesh(sizes);
    const role = (axes: readonly ParallelAxis[]): DomainRole => {
      const ranks = this.mesh.groupRanks(axes, this.rank);
      return { rank: ranks.indexOf(this.rank), size: ranks.length, isLead: ranks[0] === this.rank };
    };
    this.roles = { data: role(DOMAIN_AXES.data), optimizer: role(DOMAIN_AXES.optimizer) };
    this.batches = role(['replicate', 'shard']);
  }

  /** With `parallel.context` above 1, this rank's share of every sequence (after {@link prepare}); else null. */
  get contextParallel(): ContextParallel | null {
    return this.context;
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

  /** The axes above 1 (every rank one replica when none is). */
  get axes(): Record<string, number> {
    const above = Object.entries(this.mesh.sizes).filter(([, n]) => n > 1);
    return above.length > 0 ? Object.fromEntries(above) : { replicate: 1 };
  }

  /** Whether the model runs as a pipeline of several stages. */
  get pipelined(): boolean {
    return this.mesh.sizes.pipeline > 1;
  }

  async textOfRank0(text: string): Promise<string> {
    return this.worldSize > 1 ? textOfRank0(await this.source.get(), text) : text;
  }

  async prepare(model: Module): Promise<void> {
    if (this.inner) throw new Error('MeshParallelStrategy.prepare: already prepared; one strategy serves one model');
    checkModelParallel(model, this.mesh.sizes, this.options.prepareModel !== undefined);
    if (this.options.sharding?.stage === 3 && this.mesh.sizes.shard === 1) {
      throw new Error(`parallel.fullyShard shards parameters over the shard axis, but parallel.shard is 1 (axes ${JSON.stringify(this.mesh.sizes)}); set parallel.shard above 1, or drop fullyShard`);
    }
    if (this.worldSize > 1) await this.source.get();
    // Before any group and any forward: a tensor size the model's sizes do not divide fails here, naming them.
    checkTensorParallelDims(model, this.mesh.sizes.tensor);
    const topology = await (this.options.buildTopology ?? defaultTopology)(this.mesh, this.rank);
    checkTopology(topology, this.mesh, this.rank);
    this.topologyValue = topology;
    if (this.options.prepareModel) await this.options.prepareModel(model, topology);
    else if (this.mesh.sizes.tensor > 1) await parallelizeByModel(model, parallelizeContext(topology));
    // After the tensor-parallel plan: the model may swap its remaining dropouts for context ones.
    this.context = contextParallelOf(model, topology);
    const virtualStages = this.pipelined ? (this.options.virtualStages ?? 1) : 1;
    const bind = this.options.bindModules ?? ((m: Module, t: Topology) => defaultLocalParts(m, t, this.options.splitPoints, virtualStages));
    checkDeclaredTies(model, this.mesh.sizes.tensor > 1 ? 'after parallelize' : 'at setup');
    const parts = bind(model, topology);
    const chunks = virtualStages > 1 ? virtualChunks(parts, virtualStages) : undefined;
    const local = joinLocalParts(parts, 'bindModules');
    await checkStagesHaveParameters(local, topology, this.options.splitPoints, model);
    this.ties = await CrossStageTies.find(model, local, topology);
    this.aliases = parameterAliases(model);
    const data = topology.group('data');
    this.inner = !data
      ? new LocalStrategy()
      : this.mesh.sizes.shard > 1
        ? new ShardedDataParallelStrategy({ stage: 2, ...this.options.sharding, group: topology.group('shard')!, replicateGroup: (await shardReplicaGroup(topology)) ?? undefined, controlGroup: (await topology.duplicateGroup('shard')) ?? undefined })
        : new DataParallelStrategy({ ...this.options, group: data });
    await this.inner.prepare(local);
    this.stageValue = new PipelineStage({ module: local, chunks, group: topology.group('pipeline'), timeoutMs: this.options.pipelineTimeoutMs, forward: this.options.forward });
    // Named as in the whole model, whatever names the stage module gives them.
    const names = new Map(local.namedParameters().map(([n, p]) => [n, model.namedParameters().find(([, q]) => q === p)?.[0] ?? n]));
    this.named = this.inner.optimizerParameters().map((p) => ({ name: names.get(p.name) ?? p.name, tensor: p.tensor }));
    this.splits = splitParametersOf(model);
    this.tensorSplit = this.named.map((p) => this.splits.has(p.name));
    this.modelParams = model.namedParameters();
    this.wholeNames = wholeModelNames(model, local);
  }

  /** With `parallel.fullyShard`: gathers this stage's parameters whole on its shard ranks (a collective over the shard axis). */
  gatherFullParameters(): void {
    this.fullySharded?.gatherFullParameters();
  }

  /** Undoes one {@link gatherFullParameters}. */
  reshardParameters(): void {
    this.fullySharded?.reshardParameters();
  }

  /** The sharding engine at stage 3 (`parallel.fullyShard`), or null. */
  private get fullySharded(): ShardedDataParallelStrategy | null {
    return this.inner instanceof ShardedDataParallelStrategy && this.inner.stage === 3 ? this.inner : null;
  }

  /** Whether the optimizer steps shards (its state is then partitioned too). */
  get optimizerStateIsSharded(): boolean {
    return this.inner?.optimizerStateIsSharded ?? false;
  }

  optimizerParameters(): OptimizerParameter[] {
    return [...this.named];
  }

  setGradientSync(enabled: boolean): void {
    this.requireInner('setGradientSync').setGradientSync(enabled);
  }

  async afterBackward(): Promise<void> {
    await this.naming('the gradient reduction', async () => this.requireInner('afterBackward').afterBackward());
  }

  private async reduceTiedGradients(): Promise<void> {
    const stepped = new Map(this.named.map((p) => [p.name, p.tensor]));
    const names = new Map(this.modelParams.map(([n, p]) => [p, n]));
    const sharded = this.inner instanceof ShardedDataParallelStrategy && this.inner.stage > 0;
    const shardSize = this.topology.size('shard');
    const shardRank = this.topology.indexIn('shard');
    await this.ties.allReduce(
      this.topology,
      (param) => stepped.get(names.get(param)!)?.grad,
      (param) =>
        sharded
          ? { shape: new ParamPartition(names.get(param)!, param, shardSize).chunkShape(shardRank), dtype: masterDtypeOf(param.dtype) }
          : { shape: [...param.shape], dtype: param.dtype },
    );
  }

  /**
   * After the boundary backward: waits until the optimizer parameters' gradients hold the sums
   * over the data domain; then each weight held by several pipeline stages takes the sum of
   * its copies' gradients over the stages (Megatron's embedding all-reduce).
   */
  async finishGradientSync(): Promise<void> {
    await this.naming('the gradient reduction', async () => {
      await this.requireInner('finishGradientSync').finishGradientSync();
      if (this.ties.any) await this.reduceTiedGradients();
    });
  }

  gradients(): Tensor[] {
    return this.requireInner('gradients').gradients();
  }

  async nonfiniteGradients(): Promise<boolean> {
    const [flag] = await this.reduce([nonfiniteFlag(this.named.map((p) => p.tensor))], 'optimizer', 'max');
    return flag! > 0;
  }

  async clipGradNorm(maxNorm: number): Promise<number> {
    // Each distinct part once: shards, stages and tensor-split parts are distinct; replicas
    // (data replicas, parameters replicated over the tensor group) hold equal gradients.
    // A weight held by several stages counts once, on the first of them.
    const params = this.named.map((p) => p.tensor);
    const copies = this.tiedCopyNames();
    const counted = this.named.map((p) => !copies.has(p.name));
    const normed = params.filter((_, i) => counted[i]);
    const sharded = this.inner instanceof ShardedDataParallelStrategy && this.inner.stage > 0;
    const local = this.mesh.sizes.tensor > 1 ? await tensorParallelSquares(normed, this.tensorSplit.filter((_, i) => counted[i]), this.topology) : squaredGradNorm64(normed);
    const overShards = sharded ? (await this.topology.reduce('shard', [local]))[0]! : local;
    const norm = Math.sqrt((await this.topology.reduce('pipeline', [overShards]))[0]!);
    clipGradientsToNorm(params, maxNorm, norm);
    return norm;
  }

  async afterOptimizerStep(): Promise<void> {
    await this.naming('the parameter all-gather', async () => this.requireInner('afterOptimizerStep').afterOptimizerStep());
  }

  zeroGrad(optimizer: Optimizer<any>): void {
    this.requireInner('zeroGrad').zeroGrad(optimizer);
  }

  /**
   * With a pipeline: this stage's entries only, as chunks its rank writes (see
   * `stageModelStateDict`). Tensor-split parameters are chunks of the whole parameter, so the
   * checkpoint has the unsplit model's entries and loads with any tensor size. A tied weight
   * is stored once, under its first name, by the first stage that holds it.
   */
  modelStateDict(model: Module): StateDict {
    const copies = this.tiedCopyNames();
    const fsdp = this.fullySharded;
    const own = fsdp ? fullyShardedModelState(fsdp, this.stage.module, this.wholeNames, this.pipelined) : this.pipelined ? stageModelStateDict(model, this.stage.module) : model.stateDict();
    const sd = withoutAliases(own, this.aliases);
    for (const name of copies) delete sd[name];
    return (this.splits.size > 0 ? wholeModelState(sd, this.splits) : sd) as StateDict;
  }

  prepareModelLoad(model: Module, stateDict: StateDict | Map<string, unknown>): PreparedLoad {
    const full = withAliases(stateDict as Record<string, unknown> | Map<string, unknown>, this.aliases);
    const fsdp = this.fullySharded;
    // Fully sharded, a rank reads only its rows of its part: they stay chunks of the part.
    const sd = this.splits.size > 0 ? (partModelState(full, this.splits, fsdp !== null) as StateDict) : full;
    if (fsdp) return prepareFullyShardedLoad(fsdp, this.stage.module, sd as StateDict, this.wholeNames);
    return this.pipelined ? prepareStageModelLoad(model, sd as StateDict) : model.prepareLoadStateDict(sd as StateDict);
  }

  optimizerStateDict(optimizer: Optimizer<any>): Record<string, unknown> {
    const inner = this.requireInner('optimizerStateDict').optimizerStateDict(optimizer);
    const copies = this.tiedCopyNames();
    const names = this.stateNames(optimizer);
    const own = copies.size > 0 ? withoutStateOf(inner, (i) => copies.has(names[i] ?? '')) : inner;
    const sd = this.pipelined ? stageOptimizerStateDict(own) : own;
    return this.splits.size > 0 ? wholeOptimizerState(sd, names, this.splits) : sd;
  }

  localOptimizerState(optimizer: Optimizer<any>, stateDict: unknown): unknown {
    const inner = this.requireInner('localOptimizerState');
    const sharded = inner instanceof ShardedDataParallelStrategy && inner.stage > 0;
    const parts = this.splits.size > 0 ? partOptimizerState(stateDict, this.stateNames(optimizer), this.splits, sharded) : stateDict;
    return inner.localOptimizerState(optimizer, this.pipelined ? localStageOptimizerState(parts) : parts);
  }

  /** The first names of the tied weights this stage holds a copy of that an earlier stage writes. */
  private tiedCopyNames(): Set<string> {
    return new Set(this.ties.any ? this.modelParams.filter(([, p]) => this.ties.isCopy(p)).map(([n]) => n) : []);
  }

  /** The whole model's parameter name of each optimizer state index (`Optimizer.stateDict()` numbering). */
  private stateNames(optimizer: Optimizer<any>): (string | null)[] {
    return stateIndexNames(optimizer, new Map(this.named.map((p) => [p.tensor, p.name])));
  }

  async reduce(values: readonly number[], domain: ReductionDomain, op: DomainReduceOp = 'sum'): Promise<number[]> {
    return this.naming(`reduce over the ${domain} domain (${op})`, () => this.topology.reduce(domain, values, op));
  }

  /**
   * Runs `fn` (collectives, pipeline messages); when it fails and peers are gone, the error
   * names the lost ranks (from the heartbeat in the rendezvous store).
   */
  naming<T>(what: string, fn: () => Promise<T>): Promise<T> {
    return this.source.naming(what, fn);
  }

  async allReduceSum(values: readonly number[]): Promise<number[]> {
    return this.reduce(values, 'data', 'sum');
  }

  async barrier(): Promise<void> {
    if (this.worldSize > 1) await (await this.source.get()).barrier({ async: true }).wait();
  }

  async close(): Promise<void> {
    await this.inner?.close();
    this.inner = null;
    await this.source.close();
  }

  private requireInner(where: string): Inner {
    if (!this.inner) throw new Error(`MeshParallelStrategy.${where}: call prepare(model) first`);
    return this.inner;
  }
}

export type { Parallelizable } from './tensor-parallel/parallelize.js';

/** Refuses, before any group is made, what the mesh cannot run: see `checkContextParallel`; tensor above 1 with no transform. */
function checkModelParallel(model: Module, sizes: AxisSizes, hasTransform: boolean): void {
  checkContextParallel(model, sizes);
  if (sizes.tensor > 1 && !hasTransform) checkTensorParallelTransform(model, sizes.tensor);
}

import type { ParallelAxis } from '../config/index.js';
import type { Module, StateDict } from '../torch/nn/index.js';
import type { PreparedLoad } from '../torch/prepared-load.js';
import type { Optimizer } from '../torch/optim/index.js';
import type { Tensor } from '../torch/tensor.js';
import { type DataParallelOptions } from './data-parallel.js';
import { type ShardingOptions } from './sharding/sharded-data-parallel.js';
import { type GroupOptions } from './group-source.js';
import { PipelineStage } from './pipeline/stage.js';
import { type DomainReduceOp, type DomainRole, type OptimizerParameter, type ParallelStrategy, type ReductionDomain } from './strategy.js';
import { DeviceMesh } from './topology/mesh.js';
import { Topology } from './topology/topology.js';
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
 * Not yet: context and expert axes above 1 (refused with a message).
 */
export declare class MeshParallelStrategy implements ParallelStrategy {
    private readonly options;
    readonly rank: number;
    readonly localRank: number;
    readonly worldSize: number;
    readonly isMain: boolean;
    readonly roles: Readonly<Record<ReductionDomain, DomainRole>>;
    /** The mesh, known at construction (pure arithmetic; groups come with {@link topology}). */
    readonly mesh: DeviceMesh;
    private readonly source;
    private topologyValue;
    private inner;
    private stageValue;
    private named;
    /** For each of {@link named}: whether a tensor-parallel layer split its parameter. */
    private tensorSplit;
    /** The tensor-split parameters by whole-model name (checkpoints store them as chunks of the whole). */
    private splits;
    /** Weights that several pipeline stages hold (their gradients are summed over the stages). */
    private ties;
    private modelParams;
    /** The later names of tied parameters, to their first (checkpoints keep the first only). */
    private aliases;
    /** The stage module's state entries by local name, to their whole-model names. */
    private wholeNames;
    constructor(options: MeshParallelOptions);
    /** This rank's coordinates and groups (after {@link prepare}). */
    get topology(): Topology;
    /** This rank's pipeline stage (after {@link prepare}). */
    get stage(): PipelineStage;
    /** The axes above 1 (every rank one replica when none is). */
    get axes(): Record<string, number>;
    /** Whether the model runs as a pipeline of several stages. */
    get pipelined(): boolean;
    textOfRank0(text: string): Promise<string>;
    prepare(model: Module): Promise<void>;
    /** With `parallel.fullyShard`: gathers this stage's parameters whole on its shard ranks (a collective over the shard axis). */
    gatherFullParameters(): void;
    /** Undoes one {@link gatherFullParameters}. */
    reshardParameters(): void;
    /** The sharding engine at stage 3 (`parallel.fullyShard`), or null. */
    private get fullySharded();
    /** Whether the optimizer steps shards (its state is then partitioned too). */
    get optimizerStateIsSharded(): boolean;
    optimizerParameters(): OptimizerParameter[];
    setGradientSync(enabled: boolean): void;
    afterBackward(): Promise<void>;
    private reduceTiedGradients;
    /**
     * After the boundary backward: waits until the optimizer parameters' gradients hold the sums
     * over the data domain; then each weight held by several pipeline stages takes the sum of
     * its copies' gradients over the stages (Megatron's embedding all-reduce).
     */
    finishGradientSync(): Promise<void>;
    gradients(): Tensor[];
    nonfiniteGradients(): Promise<boolean>;
    clipGradNorm(maxNorm: number): Promise<number>;
    afterOptimizerStep(): Promise<void>;
    zeroGrad(optimizer: Optimizer<any>): void;
    /**
     * With a pipeline: this stage's entries only, as chunks its rank writes (see
     * `stageModelStateDict`). Tensor-split parameters are chunks of the whole parameter, so the
     * checkpoint has the unsplit model's entries and loads with any tensor size. A tied weight
     * is stored once, under its first name, by the first stage that holds it.
     */
    modelStateDict(model: Module): StateDict;
    prepareModelLoad(model: Module, stateDict: StateDict | Map<string, unknown>): PreparedLoad;
    optimizerStateDict(optimizer: Optimizer<any>): Record<string, unknown>;
    localOptimizerState(optimizer: Optimizer<any>, stateDict: unknown): unknown;
    /** The first names of the tied weights this stage holds a copy of that an earlier stage writes. */
    private tiedCopyNames;
    /** The whole model's parameter name of each optimizer state index (`Optimizer.stateDict()` numbering). */
    private stateNames;
    reduce(values: readonly number[], domain: ReductionDomain, op?: DomainReduceOp): Promise<number[]>;
    /**
     * Runs `fn` (collectives, pipeline messages); when it fails and peers are gone, the error
     * names the lost ranks (from the heartbeat in the rendezvous store).
     */
    naming<T>(what: string, fn: () => Promise<T>): Promise<T>;
    allReduceSum(values: readonly number[]): Promise<number[]>;
    barrier(): Promise<void>;
    close(): Promise<void>;
    private requireInner;
}
export type { Parallelizable } from './tensor-parallel/parallelize.js';

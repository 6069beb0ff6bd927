import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import type { Module, StateDict } from '../../torch/nn/index.js';
import type { PreparedLoad } from '../../torch/prepared-load.js';
import type { Optimizer } from '../../torch/optim/index.js';
import type { Tensor } from '../../torch/tensor.js';
import { type GroupOptions } from '../group-source.js';
import { type DomainReduceOp, type OptimizerParameter, type ParallelStrategy, type ReductionDomain } from '../strategy.js';
import { type MixedPrecisionPolicy } from './mixed-precision.js';
import { type UnitPolicy } from './units.js';
import { type ShardingMemoryReport } from './memory.js';
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
export declare class ShardedDataParallelStrategy implements ParallelStrategy {
    private readonly options;
    readonly rank: number;
    readonly localRank: number;
    readonly worldSize: number;
    readonly isMain: boolean;
    readonly roles: ParallelStrategy['roles'];
    readonly stage: ShardingStage;
    readonly accumulation: ShardedAccumulation;
    readonly optimizerStateIsSharded: boolean;
    private readonly source;
    private readonly policy;
    private groupHandle;
    private partitions;
    private buckets;
    /** What the optimizer steps: the chunk of each parameter (a view of it when its dtype is the master dtype), or the whole parameter at stage 0. */
    private masters;
    private mastersAreViews;
    private syncEnabled;
    /** Whether the bucket gradient buffers hold this window's sums. */
    private holdingShardGrads;
    private checkedOptimizer;
    private peakGradBytes;
    private peakTransientGradBytes;
    /**
     * Stages 2 and 3: the groups reduced from backward hooks, the descriptor check, the
     * reduce-scatters in flight and the groups reduced in the running backward; stage 3's units
     * and their hooks; stage 2's readiness hooks.
     */
    private groups;
    private ledger;
    private pending;
    private readonly reducedGroups;
    private units;
    private hooks;
    private readiness;
    constructor(options: ShardingOptions);
    /** The process group, initialized on first use. */
    group(): Promise<ProcessGroup>;
    agree(facts: Readonly<Record<string, string>>): Promise<void>;
    textOfRank0(text: string): Promise<string>;
    prepare(model: Module): Promise<void>;
    /** Stage 2: each bucket is reduce-scattered as soon as backward has accumulated all its gradients. */
    private hookBuckets;
    /**
     * Stage 3: master chunks (copies), the units with their hooks, and every parameter's
     * storage freed until a unit's forward gathers it.
     */
    private prepareUnits;
    private makeMaster;
    optimizerParameters(): OptimizerParameter[];
    setGradientSync(enabled: boolean): void;
    afterBackward(): Promise<void>;
    /**
     * Stages 2 and 3, after a backward: groups whose gradients never all arrived (parameters
     * unused on this step) are reduced now, with zeros for the missing ones, and every unit is
     * freed; the ranks confirm they all reached this point; then the reduce-scatters land in
     * the shard buffers.
     */
    private endHookedBackward;
    /** Stage 3: gathers the persistent units again from the master chunks (after a step or a load). */
    private refreshPersistentUnits;
    /** Reduce-scatters group `k`'s full gradients (packed, then freed). */
    private startGroupReduce;
    private heldGradientBytes;
    private startBucketReduce;
    finishGradientSync(): Promise<void>;
    /** Hybrid sharding: sums the window's reduced gradient shards across the replicas, in place. */
    private sumOverReplicas;
    /**
     * Reduce-scatters every parameter's full gradient into the bucket buffers, two buckets in
     * flight, freeing each bucket's full gradients once they are packed.
     */
    private reduceGradients;
    /** Gradient bytes alive when a reduction starts: the full gradients plus the shard buffers. */
    private notePeakGradientBytes;
    private attachMasterGrads;
    /** Stage 0: all-gathers the reduced chunks into every parameter's full gradient. */
    private gatherGradients;
    gradients(): Tensor[];
    nonfiniteGradients(): Promise<boolean>;
    clipGradNorm(maxNorm: number): Promise<number>;
    /** All-gathers the updated chunks into every rank's parameters (two buckets in flight). */
    afterOptimizerStep(): Promise<void>;
    zeroGrad(optimizer: Optimizer<any>): void;
    private checkOptimizer;
    /** Stage 3: the model's state with each trainable parameter as a `ShardedTensor` of this rank's chunk; below, the model's own. */
    modelStateDict(model: Module): StateDict;
    /** Stage 3: loads trainable parameters into the master chunks (and frees any gathered unit, now stale); below, the model's own load. */
    prepareModelLoad(model: Module, stateDict: StateDict | Map<string, unknown>): PreparedLoad;
    optimizerStateDict(optimizer: Optimizer<any>): Record<string, unknown>;
    localOptimizerState(optimizer: Optimizer<any>, stateDict: unknown): unknown;
    private partitionOfMaster;
    reduce(values: readonly number[], _domain: ReductionDomain, op?: DomainReduceOp): Promise<number[]>;
    allReduceSum(values: readonly number[]): Promise<number[]>;
    barrier(): Promise<void>;
    /**
     * Bytes this rank holds in tensors: the model's parameters (and float32 master chunks when
     * they are copies), gradients (stages 0-1: the largest total of full gradients and shard
     * buffers alive when a reduction started, since the last report; stage 2: the shard buffers,
     * plus the full gradients held across micro-steps in `hold-full` mode, with the full
     * gradients alive while a bucket is reduced from backward under `transient`), and the
     * optimizer's state. Communication buffers (two buckets) are not counted.
     */
    memoryReport(optimizer?: Optimizer<any>): ShardingMemoryReport;
    /**
     * Stage 3: the master chunks, the parameters gathered at the time of the report, the shard
     * gradient buffers (and full gradients held across micro-steps in `hold-full` mode) and the
     * optimizer state; under `transient`, the most parameter bytes gathered at once (a unit and
     * the next one prefetched) and the largest unit's full gradients alive while it is reduced.
     */
    private unitMemoryReport;
    /** Stage 3: backward's all-gathers since the last call, those a prefetch had started and those their unit waited for from the start. */
    takeBackwardGathers(): {
        prefetched: number;
        onDemand: number;
    };
    /**
     * Stage 3: gathers every unit's parameters into the model and keeps them there, for reading
     * the model whole or running it on one rank only (sampling, exporting): every rank must call
     * it, as a collective. They stay until {@link reshardParameters} or the end of the next
     * backward. Below stage 3 parameters are always whole.
     */
    gatherFullParameters(): void;
    /** Stage 3: undoes one {@link gatherFullParameters} (they nest); the last one frees every gathered unit. */
    reshardParameters(): void;
    close(): Promise<void>;
    private requireGroup;
}

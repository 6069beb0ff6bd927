import type { Module, StateDict } from '../torch/nn/index.js';
import type { PreparedLoad } from '../torch/prepared-load.js';
import type { Optimizer } from '../torch/optim/index.js';
import type { Tensor } from '../torch/tensor.js';
/**
 * A set of ranks a reduction runs over.
 *
 * - `data`: the ranks that see different samples (replicate × shard). The loss normalizer,
 *   logged losses and metric sums are reduced here.
 * - `optimizer`: every rank that holds a distinct part of what the optimizer steps. The
 *   non-finite decision (MAX of a flag) and the clip norm (a float64 sum of squares) are
 *   reduced here.
 */
export type ReductionDomain = 'data' | 'optimizer';
/** How values combine over a domain. */
export type DomainReduceOp = 'sum' | 'max';
/** This rank's place in one domain. */
export interface DomainRole {
    /** Rank within the domain. */
    readonly rank: number;
    /** Number of ranks in the domain. */
    readonly size: number;
    /** Whether this rank leads the domain: it logs (data domain) or writes the replicated parts of a checkpoint. */
    readonly isLead: boolean;
}
/** A parameter the optimizer steps, under the name of the model parameter it belongs to. */
export interface OptimizerParameter {
    /** The unsharded model's qualified parameter name. */
    readonly name: string;
    /** The tensor the optimizer updates: the parameter itself, or this rank's shard of it. */
    readonly tensor: Tensor;
}
/**
 * How a runner spreads work across processes. A single process uses {@link LocalStrategy};
 * data parallelism ({@link DataParallelStrategy}) and sharded data parallelism
 * (`ShardedDataParallelStrategy`) implement the same interface, so the runner's loops are
 * the same on one process or many, sharded or not.
 *
 * Gradient reduction is a SUM over ranks: the runner divides by the globally reduced loss
 * normalizer (or micro-step count) at the optimizer step, so uniform and weighted
 * accumulation come out right on any number of processes.
 *
 * The optimizer step goes through the strategy: it says which tensors the optimizer steps
 * ({@link optimizerParameters}), computes the clip norm and the non-finite decision over the
 * optimizer domain, and finishes the step ({@link afterOptimizerStep}: all-gathers updated
 * shards where parameters are sharded).
 */
export interface ParallelStrategy {
    readonly rank: number;
    readonly localRank: number;
    readonly worldSize: number;
    /** Global rank 0: the process that logs, writes results and writes file checkpoints. */
    readonly isMain: boolean;
    /** This rank's place in the data and the optimizer domain. */
    readonly roles: Readonly<Record<ReductionDomain, DomainRole>>;
    /** The named parallel axes above 1 (`{ tensor: 2, shard: 2 }`), where they are not data parallelism over every rank. */
    readonly axes?: Readonly<Record<string, number>>;
    /**
     * Whether each rank's optimizer holds only its shard of the state: a file checkpoint written
     * by one rank then cannot hold the optimizer state (the sharded checkpoint backend can).
     */
    readonly optimizerStateIsSharded: boolean;
    /**
     * Before {@link prepare}: checks that every rank holds the same `facts` (config keys,
     * parameter names, shapes and dtypes, as `key` → value text) and throws, on every rank,
     * naming the ranks and keys that differ. Absent on strategies of one process.
     */
    agree?(facts: Readonly<Record<string, string>>): Promise<void>;
    /**
     * Rank 0's `text` on every rank, e.g. the attempt timestamp that names each rank's files.
     * Absent on strategies of one process.
     */
    textOfRank0?(text: string): Promise<string>;
    /** Once, after the model is built and before the optimizer is: make every rank's parameters and buffers equal rank 0's, partition what is sharded, and install gradient hooks. */
    prepare(model: Module): Promise<void>;
    /**
     * The tensors the optimizer steps, by model parameter name, in the model's parameter order
     * (trainable parameters only). Called after {@link prepare}; build the optimizer over these.
     */
    optimizerParameters(): OptimizerParameter[];
    /** Whether the next backward passes reduce gradients (false on non-boundary accumulation micro-steps). */
    setGradientSync(enabled: boolean): void;
    /**
     * After each micro-step's backward (sharding strategies reduce or hold gradients here).
     * Returns nothing when there is nothing to wait for, so that a step of one process awaits
     * nothing it does not need.
     */
    afterBackward(): Promise<void> | void;
    /** After the boundary backward: waits until the optimizer parameters' gradients hold the sums over ranks (returns nothing when they already do). */
    finishGradientSync(): Promise<void> | void;
    /** The gradients of {@link optimizerParameters} (new references; the caller disposes them). */
    gradients(): Tensor[];
    /** Whether any gradient of the optimizer domain is NaN or infinite (a MAX over the domain; every rank gets the same answer). */
    nonfiniteGradients(): Promise<boolean>;
    /**
     * Clips the optimizer parameters' gradients to a total 2-norm of `maxNorm` over the
     * optimizer domain: the norm is summed in float64, and the gradients are scaled by
     * PyTorch's coefficient `min(maxNorm / (norm + 1e-6), 1)`.
     *
     * @returns the total norm before clipping
     */
    clipGradNorm(maxNorm: number): Promise<number>;
    /** After `optimizer.step()`: makes the model's parameters the updated ones (all-gathers updated shards); returns nothing when they already are. */
    afterOptimizerStep(): Promise<void> | void;
    /** Drops every gradient: the optimizer's and any the strategy holds (full gradients, shard buffers). */
    zeroGrad(optimizer: Optimizer<any>): void;
    /**
     * The optimizer's state dict for a checkpoint: shard-sized state as `ShardedTensor` leaves
     * (the parameter's global shape, this rank's chunk), the rest as `optimizer.stateDict()`.
     */
    optimizerStateDict(optimizer: Optimizer<any>): Record<string, unknown>;
    /**
     * The model's state dict for a checkpoint, where parameters are sharded: `ShardedTensor`
     * leaves of this rank's chunks (absent: `model.stateDict()`).
     */
    modelStateDict?(model: Module): StateDict;
    /**
     * Where parameters are sharded: gathers them whole into the model on every rank (a
     * collective) and keeps them until {@link reshardParameters}, so that one rank may run the
     * model alone (sampling, exporting) or read its parameters. Absent: they are always whole.
     */
    gatherFullParameters?(): void;
    /** Undoes one {@link gatherFullParameters} (calls nest): the last one frees what it gathered. */
    reshardParameters?(): void;
    /** Checks and prepares loading a model state dict, where parameters are sharded (absent: `model.prepareLoadStateDict`). */
    prepareModelLoad?(model: Module, stateDict: StateDict | Map<string, unknown>): PreparedLoad;
    /** A loaded optimizer state dict with its `ShardedTensor` leaves turned into the tensors this rank's optimizer holds. */
    localOptimizerState(optimizer: Optimizer<any>, stateDict: unknown): unknown;
    /** Element-wise reductions of `values` over a domain (losses, normalizers, metric sums, flags). */
    reduce(values: readonly number[], domain: ReductionDomain, op?: DomainReduceOp): Promise<number[]>;
    /** Element-wise sums of `values` over the data domain (the same as `reduce(values, 'data', 'sum')`). */
    allReduceSum(values: readonly number[]): Promise<number[]>;
    /** Waits for every rank. */
    barrier(): Promise<void>;
    /** Removes hooks and releases the process group when the strategy owns it. */
    close(): Promise<void>;
}
/** The roles of a strategy whose data and optimizer domains are the whole world. */
export declare function worldRoles(rank: number, worldSize: number): Record<ReductionDomain, DomainRole>;
/**
 * The trivial forms for strategies whose optimizer steps the model's own parameters
 * (unsharded): the local and the data-parallel strategy.
 */
export declare abstract class ReplicatedStrategyBase {
    protected trainable: OptimizerParameter[];
    readonly optimizerStateIsSharded = false;
    protected recordParameters(model: Module): void;
    optimizerParameters(): OptimizerParameter[];
    afterBackward(): void;
    gradients(): Tensor[];
    nonfiniteGradients(): Promise<boolean>;
    clipGradNorm(maxNorm: number): Promise<number>;
    afterOptimizerStep(): void;
    zeroGrad(optimizer: Optimizer<any>): void;
    optimizerStateDict(optimizer: Optimizer<any>): Record<string, unknown>;
    localOptimizerState(_optimizer: Optimizer<any>, stateDict: unknown): unknown;
    abstract reduce(values: readonly number[], domain: ReductionDomain, op?: DomainReduceOp): Promise<number[]>;
}
/** One process: nothing to reduce. */
export declare class LocalStrategy extends ReplicatedStrategyBase implements ParallelStrategy {
    readonly rank = 0;
    readonly localRank = 0;
    readonly worldSize = 1;
    readonly isMain = true;
    readonly roles: Record<ReductionDomain, DomainRole>;
    prepare(model: Module): Promise<void>;
    setGradientSync(_enabled: boolean): void;
    finishGradientSync(): void;
    reduce(values: readonly number[], _domain: ReductionDomain, _op?: DomainReduceOp): Promise<number[]>;
    allReduceSum(values: readonly number[]): Promise<number[]>;
    barrier(): Promise<void>;
    close(): Promise<void>;
}

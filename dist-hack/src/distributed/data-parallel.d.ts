import type { ProcessGroup } from '../torch/distributed/process-group.js';
import type { GradReducerStats } from '../torch/native-api.js';
import type { Module } from '../torch/nn/index.js';
import { type GroupOptions } from './group-source.js';
import { ReplicatedStrategyBase, type DomainReduceOp, type ParallelStrategy, type ReductionDomain } from './strategy.js';
/** Options of {@link DataParallelStrategy}. */
export interface DataParallelOptions {
    /** Gradient bucket size in MiB (default 25, PyTorch DDP's). */
    bucketCapMb?: number;
    /** Size of the first bucket, the last parameters' gradients, in MiB (default 1, as PyTorch), so that communication starts early. */
    firstBucketCapMb?: number;
    /** Broadcast rank 0's buffers (batch-norm statistics…) in `prepare` (default true). */
    broadcastBuffers?: boolean;
}
/** Figures of the last synchronized step. */
export type GradientSyncStats = GradReducerStats;
/**
 * Data parallelism over a c10d process group, PyTorch DDP's algorithm: `prepare` makes every
 * rank's parameters and buffers rank 0's and installs a hook on every parameter's gradient
 * accumulator; during a synchronized backward, gradients fill buckets (about 25 MiB, in reverse
 * parameter order) and each full bucket's SUM all-reduce starts while backward goes on.
 * `finishGradientSync` waits for them (off the JS thread) and writes the sums back.
 */
export declare class DataParallelStrategy extends ReplicatedStrategyBase implements ParallelStrategy {
    private readonly options;
    readonly rank: number;
    readonly localRank: number;
    readonly worldSize: number;
    readonly isMain: boolean;
    readonly roles: ParallelStrategy['roles'];
    private readonly source;
    private reducer;
    /**
     * Over `options.group` when given; otherwise over the default process group, which the first
     * call that communicates (`prepare`, `allReduceSum`, `barrier`) initializes from the
     * environment (torchrun's or SLURM's, with `options.init`) unless it already is. A group the
     * strategy initialized is destroyed by `close()`. Rank and world size are known at once.
     */
    constructor(options?: DataParallelOptions & GroupOptions);
    /** The process group, initialized on first use. */
    group(): Promise<ProcessGroup>;
    agree(facts: Readonly<Record<string, string>>): Promise<void>;
    textOfRank0(text: string): Promise<string>;
    prepare(model: Module): Promise<void>;
    setGradientSync(enabled: boolean): void;
    finishGradientSync(): Promise<void>;
    /** Figures of the gradient synchronization (see {@link GradientSyncStats}). */
    syncStats(): GradientSyncStats;
    allReduceSum(values: readonly number[]): Promise<number[]>;
    /** Both domains are the whole group. */
    reduce(values: readonly number[], _domain: ReductionDomain, op?: DomainReduceOp): Promise<number[]>;
    barrier(): Promise<void>;
    close(): Promise<void>;
    private requireReducer;
}

import { type DType } from '../../torch/dtype.js';
import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import type { Module } from '../../torch/nn/index.js';
import '../../torch/storage.js';
import type { Tensor } from '../../torch/tensor.js';
import { type ShardBucket } from './buckets.js';
import type { ParamPartition } from './partition.js';
export declare class ShardedUnit {
    readonly index: number;
    readonly name: string;
    readonly module: Module;
    /** The unit's partitions and their master chunks, in the same order. */
    readonly partitions: readonly ParamPartition[];
    private readonly masters;
    private readonly group;
    private readonly gatherDtype;
    private readonly timeoutMs?;
    /** Stays gathered between uses (DeepSpeed's persistence threshold): only {@link reshard} with `force` frees it. */
    readonly persistent: boolean;
    readonly buckets: ShardBucket[];
    /** Storage bytes of each partition's parameter when gathered. */
    private readonly nbytes;
    private gathered;
    private inflight;
    constructor(index: number, name: string, module: Module, 
    /** The unit's partitions and their master chunks, in the same order. */
    partitions: readonly ParamPartition[], masters: readonly Tensor[], group: ProcessGroup, gatherDtype: (p: DType) => DType, timeoutMs?: number | undefined, 
    /** Stays gathered between uses (DeepSpeed's persistence threshold): only {@link reshard} with `force` frees it. */
    persistent?: boolean);
    get isGathered(): boolean;
    get isGathering(): boolean;
    /** Bytes of the parameters' storage while gathered. */
    get gatheredBytes(): number;
    /** Starts all-gathering the unit's chunks (one flat buffer per dtype). */
    startGather(): void;
    /** Waits for the gather (blocking this thread) and writes the full parameters into their storage. */
    finishGather(): void;
    /** Elements of the unit's parameters. */
    get numel(): number;
    /** Frees the parameters' storage (waiting for a gather in flight first); a persistent unit only with `force`. */
    reshard(force?: boolean): void;
}

import { type InitProcessGroupOptions } from '../torch/distributed/init.js';
import type { ProcessGroup } from '../torch/distributed/process-group.js';
import type { Tensor } from '../torch/tensor.js';
/** Where a strategy's process group comes from. */
export interface GroupOptions {
    /** Run over this group instead of the default one. */
    group?: ProcessGroup;
    /** How to initialize the default group when the strategy has to (see `initProcessGroup`). */
    init?: InitProcessGroupOptions;
    /**
     * With a default group this source initializes: how long another rank's heartbeat may stand
     * still before this rank stops, naming it (`distributed.heartbeatTimeout`; 0 or unset: never).
     */
    heartbeatTimeoutMs?: number;
    /** What happens then (default: the message on stderr, and the process exits with code 1). */
    onPeerLost?: (message: string) => void;
}
/**
 * A strategy's process group: `options.group` when given; otherwise the default group, which
 * the first {@link get} initializes from the environment (torchrun's or SLURM's, with
 * `options.init`) unless it already is. A group initialized here is destroyed by
 * {@link close}, and keeps a heartbeat in its store so that {@link naming} can say which
 * ranks are gone when a collective fails. Rank and world size are known at once.
 */
export declare class GroupSource {
    private readonly options;
    readonly rank: number;
    readonly localRank: number;
    readonly worldSize: number;
    private promise;
    private resolved;
    private owns;
    private liveness;
    /** Collectives and pipeline waits in progress through {@link naming}: the heartbeat watch acts only during them. */
    private waiting;
    constructor(options?: GroupOptions);
    /** The process group, initialized on first use. */
    get(): Promise<ProcessGroup>;
    /** Runs a collective; when it fails and peers are gone, the error names the lost ranks. */
    naming<T>(what: string, fn: () => Promise<T>): Promise<T>;
    /** Destroys the default group when this source initialized it. */
    close(): Promise<void>;
}
/** Element-wise reduction of `values` over `group` (in float64). */
export declare function reduceNumbers(group: ProcessGroup, values: readonly number[], op: 'sum' | 'max'): Promise<number[]>;
/** Makes every rank's `tensors` (parameters, buffers) rank 0's, all broadcasts in flight at once. */
export declare function broadcastFromRank0(group: ProcessGroup, tensors: readonly Tensor[], where: string): Promise<void>;

import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import type { Work } from '../../torch/distributed/work.js';
import type { Tensor } from '../../torch/tensor.js';
/** A reduce-scatter in flight: {@link finish} moves the rank-order sum into its destination. */
export declare class PendingReduceScatter {
    private readonly work;
    private readonly sum;
    constructor(work: Work, sum: Tensor);
    /** Waits, then writes the sum into `output` (converting to its dtype), or adds it with `accumulate`. */
    finish(output: Tensor, accumulate: boolean): Promise<void>;
}
/**
 * Starts a reduce-scatter of `input` (`size` slots of `slot` elements, rank-major: slot r is
 * what this rank contributes to rank r's sum).
 */
export declare function startReduceScatter(group: ProcessGroup, input: Tensor, slot: number, timeoutMs?: number): PendingReduceScatter;
/**
 * All-gathers every rank's `input` (`slot` elements) into `output` (`size × slot`,
 * rank-major). The collective starts before this returns; the promise settles when it is done.
 */
export declare function allGatherInto(group: ProcessGroup, output: Tensor, input: Tensor, timeoutMs?: number): Promise<void>;

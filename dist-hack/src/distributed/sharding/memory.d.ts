import type { Optimizer } from '../../torch/optim/index.js';
import type { Tensor } from '../../torch/tensor.js';
/** Bytes a rank holds in tensors, by kind. */
export interface ShardingMemoryReport {
    /** The model's parameters as this rank holds them (plus master chunks that are copies). */
    parameters: number;
    /** Gradients: full ones held before reduction (their largest since the last report) and shard buffers. */
    gradients: number;
    /** The optimizer's state tensors. */
    optimizerState: number;
    /** Parameters, gradients and optimizer state: what the rank holds between steps and at each reduction. */
    total: number;
    /** Stage 3: bytes alive only around one unit's forward or backward, left out of `total`. */
    transient?: {
        /** The most parameter bytes gathered at once (a unit and the next one prefetched). */
        parameters: number;
        /** The largest unit's full gradients while they are packed for reduction. */
        gradients: number;
    };
}
/** Bytes of `t`'s elements. */
export declare function tensorBytes(t: Tensor): number;
/** Bytes of the tensors in `optimizer`'s per-parameter state. */
export declare function optimizerStateBytes(optimizer: Optimizer<any> | undefined): number;

import type { Tensor } from '../../torch/tensor.js';
import type { Topology } from '../topology/topology.js';
/**
 * Σ g² (float64) of `params` counted once over the tensor group: the squares of the gradients
 * of tensor-split parameters (`split[i]` true: each rank holds a distinct part) are summed over
 * the group, those of replicated parameters (equal on every tensor rank) are taken from this
 * rank alone. Every rank of the group gets the same sum.
 */
export declare function tensorParallelSquares(params: readonly Tensor[], split: readonly boolean[], topology: Topology): Promise<number>;

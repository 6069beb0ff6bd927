import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import type { Tensor } from '../../torch/tensor.js';
/** Megatron's f: `x` unchanged, its gradient summed over `group` in backward. */
export declare function copyToTensorParallel(x: Tensor, group: ProcessGroup): Tensor;
/** Megatron's g: `x` summed over `group`, its gradient passed through in backward. */
export declare function reduceFromTensorParallel(x: Tensor, group: ProcessGroup): Tensor;
/** Every rank's `x` concatenated along the last dimension (in group-rank order); backward keeps this rank's slice. */
export declare function gatherFromTensorParallel(x: Tensor, group: ProcessGroup): Tensor;
/** This rank's slice of `x` along the last dimension; backward all-gathers the gradient. */
export declare function scatterToTensorParallel(x: Tensor, group: ProcessGroup): Tensor;

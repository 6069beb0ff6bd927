import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import { Linear, Module, Parameter } from '../../torch/nn/index.js';
import type { Tensor } from '../../torch/tensor.js';
/**
 * A Linear whose output features are split across the tensor-parallel group (Megatron's
 * column-parallel layer): rank r holds rows [r·out/N, (r+1)·out/N) of the weight and bias.
 * The input is whole on every rank (f: its gradient is summed over the group); the output is
 * this rank's slice of the features, or all of them with `gatherOutput`.
 */
export declare class ColumnParallelLinear extends Module {
    readonly group: ProcessGroup;
    readonly options: {
        gatherOutput?: boolean;
        blocks?: number;
    };
    weight: Parameter;
    bias: Parameter | null;
    /**
     * This rank's part of `source` (a whole Linear, equal on every rank). With `blocks` (3 for
     * q, k and v stacked in one projection), each block of output features is split on its own,
     * so rank r computes its slice of every block.
     */
    constructor(source: Linear, group: ProcessGroup, options?: {
        gatherOutput?: boolean;
        blocks?: number;
    });
    forward(input: Tensor): Tensor;
}
/**
 * A Linear whose input features are split across the tensor-parallel group (Megatron's
 * row-parallel layer): rank r holds columns [r·in/N, (r+1)·in/N) of the weight and the whole
 * bias. The input is this rank's slice (as a column-parallel layer leaves it), or whole with
 * `inputIsParallel: false`; the partial products are summed over the group (g) and the bias
 * is added once, after the sum.
 */
export declare class RowParallelLinear extends Module {
    readonly group: ProcessGroup;
    readonly options: {
        inputIsParallel?: boolean;
    };
    weight: Parameter;
    bias: Parameter | null;
    constructor(source: Linear, group: ProcessGroup, options?: {
        inputIsParallel?: boolean;
    });
    forward(input: Tensor): Tensor;
}

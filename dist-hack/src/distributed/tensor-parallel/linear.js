import { noGrad } from '../../torch/autograd.js';
import { linear } from '../../torch/nn/functional.js';
import { Module, Parameter } from '../../torch/nn/index.js';
import { copyToTensorParallel, gatherFromTensorParallel, reduceFromTensorParallel, scatterToTensorParallel } from './operators.js';
import { shardOf } from './shard.js';
/**
 * A Linear whose output features are split across the tensor-parallel group (Megatron's
 * column-parallel layer): rank r holds rows [r·out/N, (r+1)·out/N) of the weight and bias.
 * The input is whole on every rank (f: its gradient is summed over the group); the output is
 * this rank's slice of the features, or all of them with `gatherOutput`.
 */
export class ColumnParallelLinear extends Module {
    group;
    options;
    /**
     * This rank's part of `source` (a whole Linear, equal on every rank). With `blocks` (3 for
     * q, k and v stacked in one projection), each block of output features is split on its own,
     * so rank r computes its slice of every block.
     */
    constructor(source, group, options = {}) {
        super();
        this.group = group;
        this.options = options;
        this.weight = shardOf(source.weight, 0, group, 'ColumnParallelLinear', options.blocks);
        if (source.bias)
            this.bias = shardOf(source.bias, 0, group, 'ColumnParallelLinear', options.blocks);
        else
            this.registerParameter('bias', null);
    }
    forward(input) {
        const y = linear(copyToTensorParallel(input, this.group), this.weight, this.bias);
        return this.options.gatherOutput ? gatherFromTensorParallel(y, this.group) : y;
    }
}
/**
 * A Linear whose input features are split across the tensor-parallel group (Megatron's
 * row-parallel layer): rank r holds columns [r·in/N, (r+1)·in/N) of the weight and the whole
 * bias. The input is this rank's slice (as a column-parallel layer leaves it), or whole with
 * `inputIsParallel: false`; the partial products are summed over the group (g) and the bias
 * is added once, after the sum.
 */
export class RowParallelLinear extends Module {
    group;
    options;
    constructor(source, group, options = {}) {
        super();
        this.group = group;
        this.options = options;
        this.weight = shardOf(source.weight, 1, group, 'RowParallelLinear');
        if (source.bias)
            this.bias = new Parameter(noGrad(() => source.bias.detach().clone()));
        else
            this.registerParameter('bias', null);
    }
    forward(input) {
        const x = this.options.inputIsParallel === false ? scatterToTensorParallel(input, this.group) : input;
        const y = reduceFromTensorParallel(linear(x, this.weight), this.group);
        return this.bias ? y.add(this.bias) : y;
    }
}
//# sourceMappingURL=linear.js.map
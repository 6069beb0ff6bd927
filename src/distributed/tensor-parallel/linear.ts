import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import { noGrad } from '../../torch/autograd.js';
import { linear } from '../../torch/nn/functional.js';
import { Linear, Module, Parameter } from '../../torch/nn/index.js';
import type { Tensor } from '../../torch/tensor.js';
import { copyToTensorParallel, gatherFromTensorParallel, reduceFromTensorParallel, scatterToTensorParallel } from './operators.js';
import { linearWithSequenceGather } from './sequence-linear.js';
import { reduceScatterToSequenceParallel } from './sequence-operators.js';
import { shardOf } from './shard.js';

/**
 * A Linear whose output features are split across the tensor-parallel group (Megatron's
 * column-parallel layer): rank r holds rows [r·out/N, (r+1)·out/N) of the weight and bias.
 * The input is whole on every rank (f: its gradient is summed over the group); the output is
 * this rank's slice of the features, or all of them with `gatherOutput`. With
 * `sequenceParallel` the input is this rank's slice of the sequence, all-gathered for the
 * product (its gradient reduce-scattered along the sequence) in place of f.
 */
export class ColumnParallelLinear extends Module {
  declare weight: Parameter;
  declare bias: Parameter | null;

  /**
   * This rank's part of `source` (a whole Linear, equal on every rank). With `blocks` (3 for
   * q, k and v stacked in one projection), each block of output features is split on its own,
   * so rank r computes its slice of every block.
   */
  constructor(source: Linear, readonly group: ProcessGroup, readonly options: { gatherOutput?: boolean; blocks?: number; sequenceParallel?: boolean } = {}) {
    super();
    this.weight = shardOf(source.weight, 0, group, 'ColumnParallelLinear', options.blocks);
    if (source.bias) this.bias = shardOf(source.bias, 0, group, 'ColumnParallelLinear', options.blocks);
    else this.registerParameter('bias', null);
  }

  override forward(input: Tensor): Tensor {
    const y = this.options.sequenceParallel ? linearWithSequenceGather(input, this.weight, this.bias, this.group) : linear(copyToTensorParallel(input, this.group), this.weight, this.bias);
    return this.options.gatherOutput ? gatherFromTensorParallel(y, this.group) : y;
  }
}

/**
 * A Linear whose input features are split across the tensor-parallel group (Megatron's
 * row-parallel layer): rank r holds columns [r·in/N, (r+1)·in/N) of the weight and the whole
 * bias. The input is this rank's slice (as a column-parallel layer leaves it), or whole with
 * `inputIsParallel: false`; the partial products are summed over the group (g) and the bias
 * is added once, after the sum. With `sequenceParallel` the partial products are
 * reduce-scattered along the sequence instead (each rank keeps the sum for its slice of it, in
 * place of g), and the bias, added to that slice, has its gradient summed over the group.
 */
export class RowParallelLinear extends Module {
  declare weight: Parameter;
  declare bias: Parameter | null;

  constructor(source: Linear, readonly group: ProcessGroup, readonly options: { inputIsParallel?: boolean; sequenceParallel?: boolean } = {}) {
    super();
    this.weight = shardOf(source.weight, 1, group, 'RowParallelLinear');
    if (source.bias) this.bias = new Parameter(noGrad(() => source.bias!.detach().clone()));
    else this.registerParameter('bias', null);
  }

  override forward(input: Tensor): Tensor {
    const x = this.options.inputIsParallel === false ? scatterToTensorParallel(input, this.group) : input;
    if (!this.options.sequenceParallel) {
      const y = reduceFromTensorParallel(linear(x, this.weight), this.group);
      return this.bias ? y.add(this.bias) : y;
    }
    const y = reduceScatterToSequenceParallel(linear(x, this.weight), this.group);
    // Each rank adds the bias to its own tokens only: f sums its gradient over the group.
    return this.bias ? y.add(copyToTensorParallel(this.bias, this.group)) : y;
  }
}

import { noGrad } from '../../torch/autograd.js';
import { Parameter } from '../../torch/nn/index.js';
import { markTensorParallel, tensorParallelPart } from './split-parameters.js';
/**
 * This rank's part of `t` along `dim` as a new Parameter, marked with its split: of each of
 * `blocks` equal blocks, the rank's slice.
 */
export function shardOf(t, dim, group, what, blocks = 1) {
    const n = t.shape[dim];
    if (n % (blocks * group.size) !== 0) {
        throw new RangeError(`${what}: dimension ${dim} (${n}) must divide into ${blocks > 1 ? `${blocks} blocks, each split by ` : ''}the tensor-parallel size ${group.size}`);
    }
    const split = { dim, rank: group.rank, size: group.size, blocks };
    const parameter = new Parameter(noGrad(() => tensorParallelPart(t, split).clone()));
    markTensorParallel(parameter, split);
    return parameter;
}
//# sourceMappingURL=shard.js.map
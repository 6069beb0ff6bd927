// The all-gather of keys and values over the context group, with the reduce-scatter of their
// gradients back to the ranks that own them.
import { Function, type FunctionCtx } from '../../torch/autograd-function.js';
import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import type { Tensor } from '../../torch/tensor.js';
import { allGatherAlong, reduceScatterAlong } from '../dim-collectives.js';

class GatherSequence extends Function {
  static override forward(ctx: FunctionCtx, x: Tensor, group: ProcessGroup, dim: number): Tensor {
    ctx.group = group;
    ctx.dim = dim;
    return allGatherAlong(x, group, dim);
  }

  static override backward(ctx: FunctionCtx, grad: Tensor | null): (Tensor | null)[] {
    return [grad ? reduceScatterAlong(grad, ctx.group as ProcessGroup, ctx.dim as number) : null, null, null];
  }
}

/**
 * Every context rank's `x` concatenated along `dim` in group-rank order; in backward, the
 * gradient of each rank's part is summed over the group onto that rank (a reduce-scatter).
 */
export function gatherSequence(x: Tensor, group: ProcessGroup, dim: number): Tensor {
  return GatherSequence.apply(x, group, dim);
}

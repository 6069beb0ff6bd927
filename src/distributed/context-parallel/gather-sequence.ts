// The all-gather of keys and values over the context group, with the reduce-scatter of their
// gradients back to the ranks that own them.
import { inferenceMode } from '../../torch/autograd.js';
import { Function, type FunctionCtx } from '../../torch/autograd-function.js';
import { empty } from '../../torch/creation.js';
import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import type { Tensor } from '../../torch/tensor.js';

/** The order of dims that moves `from` to `to` (`torch.movedim` for one dim). */
function moved(ndim: number, from: number, to: number): number[] {
  const rest = [...Array(ndim).keys()].filter((d) => d !== from);
  rest.splice(to, 0, from);
  return rest;
}

/**
 * Every rank's `x` concatenated along `dim` in group-rank order (not autograd-tracked): rank
 * 0's tokens, then rank 1's, and so on.
 */
export function allGatherAlong(x: Tensor, group: ProcessGroup, dim: number): Tensor {
  const local = x.contiguous();
  // Not an inference tensor (in evaluation): the backend writes it outside inference mode.
  const flat = inferenceMode(() => empty([group.size * local.numel()], { dtype: local.dtype, device: local.device }), false);
  group.allGatherIntoTensor(flat, local);
  const shape = [...local.shape];
  // [size, ...shape] with size moved next to dim, then merged with it (rank-major).
  const gathered = flat.view([group.size, ...shape]).permute(moved(shape.length + 1, 0, dim));
  shape[dim] = shape[dim]! * group.size;
  return gathered.reshape(shape);
}

class GatherSequence extends Function {
  static override forward(ctx: FunctionCtx, x: Tensor, group: ProcessGroup, dim: number): Tensor {
    ctx.group = group;
    ctx.dim = dim;
    ctx.localShape = [...x.shape];
    return allGatherAlong(x, group, dim);
  }

  static override backward(ctx: FunctionCtx, grad: Tensor | null): (Tensor | null)[] {
    if (!grad) return [null, null, null];
    const group = ctx.group as ProcessGroup;
    const dim = ctx.dim as number;
    const local = ctx.localShape as number[];
    // Rank r's chunk of every rank's gradient, summed on rank r.
    const split = [...local.slice(0, dim), group.size, ...local.slice(dim)];
    const rankMajor = grad.reshape(split).permute(moved(split.length, dim, 0)).contiguous();
    const out = empty(local, { dtype: grad.dtype, device: grad.device });
    group.reduceScatterTensor(out, rankMajor);
    return [out, null, null];
  }
}

/**
 * Every context rank's `x` concatenated along `dim` in group-rank order; in backward, the
 * gradient of each rank's part is summed over the group onto that rank (a reduce-scatter).
 */
export function gatherSequence(x: Tensor, group: ProcessGroup, dim: number): Tensor {
  return GatherSequence.apply(x, group, dim);
}

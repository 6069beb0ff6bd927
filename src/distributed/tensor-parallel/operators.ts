// Megatron's f and g: the two conjugate communication operators of tensor parallelism, as
// autograd Functions whose collectives run synchronously in backward.
import { Function, type FunctionCtx } from '../../torch/autograd-function.js';
import type { ProcessGroup } from '../../torch/distributed/process-group.js';
import { cat } from '../../torch/functions.js';
import type { Tensor } from '../../torch/tensor.js';
import { collectiveBuffer } from '../dim-collectives.js';

function allReduced(t: Tensor, group: ProcessGroup): Tensor {
  const out = t.contiguous().clone();
  group.allReduce(out);
  return out;
}

/** f: identity forward, all-reduce of the gradient backward (before a column-parallel layer). */
class CopyToTensorParallel extends Function {
  static override forward(ctx: FunctionCtx, x: Tensor, group: ProcessGroup): Tensor {
    ctx.group = group;
    return x.clone();
  }
  static override backward(ctx: FunctionCtx, grad: Tensor | null): (Tensor | null)[] {
    return [grad ? allReduced(grad, ctx.group as ProcessGroup) : null, null];
  }
}

/** g: all-reduce forward, identity backward (after a row-parallel layer). */
class ReduceFromTensorParallel extends Function {
  static override forward(_ctx: FunctionCtx, x: Tensor, group: ProcessGroup): Tensor {
    return allReduced(x, group);
  }
  static override backward(_ctx: FunctionCtx, grad: Tensor | null): (Tensor | null)[] {
    return [grad, null];
  }
}

/** All-gather along the last dimension forward; this rank's slice of the gradient backward. */
class GatherFromTensorParallel extends Function {
  static override forward(ctx: FunctionCtx, x: Tensor, group: ProcessGroup): Tensor {
    ctx.group = group;
    const local = x.contiguous();
    const parts = group.ranks.map(() => collectiveBuffer(local.shape, local));
    group.allGather(parts, local);
    return cat(parts, -1);
  }
  static override backward(ctx: FunctionCtx, grad: Tensor | null): (Tensor | null)[] {
    const group = ctx.group as ProcessGroup;
    if (!grad) return [null, null];
    const width = grad.shape[grad.dim() - 1]! / group.size;
    return [grad.narrow(-1, group.rank * width, width).contiguous(), null];
  }
}

/** This rank's slice along the last dimension forward; all-gather of the gradient backward. */
class ScatterToTensorParallel extends Function {
  static override forward(ctx: FunctionCtx, x: Tensor, group: ProcessGroup): Tensor {
    ctx.group = group;
    const width = x.shape[x.dim() - 1]! / group.size;
    return x.narrow(-1, group.rank * width, width).contiguous();
  }
  static override backward(ctx: FunctionCtx, grad: Tensor | null): (Tensor | null)[] {
    const group = ctx.group as ProcessGroup;
    if (!grad) return [null, null];
    const local = grad.contiguous();
    const parts = group.ranks.map(() => collectiveBuffer(local.shape, local));
    group.allGather(parts, local);
    return [cat(parts, -1), null];
  }
}

/** Megatron's f: `x` unchanged, its gradient summed over `group` in backward. */
export function copyToTensorParallel(x: Tensor, group: ProcessGroup): Tensor {
  return CopyToTensorParallel.apply(x, group);
}

/** Megatron's g: `x` summed over `group`, its gradient passed through in backward. */
export function reduceFromTensorParallel(x: Tensor, group: ProcessGroup): Tensor {
  return ReduceFromTensorParallel.apply(x, group);
}

/** Every rank's `x` concatenated along the last dimension (in group-rank order); backward keeps this rank's slice. */
export function gatherFromTensorParallel(x: Tensor, group: ProcessGroup): Tensor {
  return GatherFromTensorParallel.apply(x, group);
}

/** This rank's slice of `x` along the last dimension; backward all-gathers the gradient. */
export function scatterToTensorParallel(x: Tensor, group: ProcessGroup): Tensor {
  const last = x.shape[x.dim() - 1]!;
  if (last % group.size !== 0) throw new RangeError(`scatterToTensorParallel: the last dimension (${last}) must divide by the tensor-parallel size ${group.size}`);
  return ScatterToTensorParallel.apply(x, group);
}

// Megatron's f and g: the two conjugate communication operators of tensor parallelism, as
// autograd Functions whose collectives run synchronously in backward.
import { Function } from '../../torch/autograd-function.js';
import { cat } from '../../torch/functions.js';
import { empty } from '../../torch/creation.js';
function allReduced(t, group) {
    const out = t.contiguous().clone();
    group.allReduce(out);
    return out;
}
/** f: identity forward, all-reduce of the gradient backward (before a column-parallel layer). */
class CopyToTensorParallel extends Function {
    static forward(ctx, x, group) {
        ctx.group = group;
        return x.clone();
    }
    static backward(ctx, grad) {
        return [grad ? allReduced(grad, ctx.group) : null, null];
    }
}
/** g: all-reduce forward, identity backward (after a row-parallel layer). */
class ReduceFromTensorParallel extends Function {
    static forward(_ctx, x, group) {
        return allReduced(x, group);
    }
    static backward(_ctx, grad) {
        return [grad, null];
    }
}
/** All-gather along the last dimension forward; this rank's slice of the gradient backward. */
class GatherFromTensorParallel extends Function {
    static forward(ctx, x, group) {
        ctx.group = group;
        const local = x.contiguous();
        const parts = group.ranks.map(() => empty(local.shape, { dtype: local.dtype }));
        group.allGather(parts, local);
        return cat(parts, -1);
    }
    static backward(ctx, grad) {
        const group = ctx.group;
        if (!grad)
            return [null, null];
        const width = grad.shape[grad.dim() - 1] / group.size;
        return [grad.narrow(-1, group.rank * width, width).contiguous(), null];
    }
}
/** This rank's slice along the last dimension forward; all-gather of the gradient backward. */
class ScatterToTensorParallel extends Function {
    static forward(ctx, x, group) {
        ctx.group = group;
        const width = x.shape[x.dim() - 1] / group.size;
        return x.narrow(-1, group.rank * width, width).contiguous();
    }
    static backward(ctx, grad) {
        const group = ctx.group;
        if (!grad)
            return [null, null];
        const local = grad.contiguous();
        const parts = group.ranks.map(() => empty(local.shape, { dtype: local.dtype }));
        group.allGather(parts, local);
        return [cat(parts, -1), null];
    }
}
/** Megatron's f: `x` unchanged, its gradient summed over `group` in backward. */
export function copyToTensorParallel(x, group) {
    return CopyToTensorParallel.apply(x, group);
}
/** Megatron's g: `x` summed over `group`, its gradient passed through in backward. */
export function reduceFromTensorParallel(x, group) {
    return ReduceFromTensorParallel.apply(x, group);
}
/** Every rank's `x` concatenated along the last dimension (in group-rank order); backward keeps this rank's slice. */
export function gatherFromTensorParallel(x, group) {
    return GatherFromTensorParallel.apply(x, group);
}
/** This rank's slice of `x` along the last dimension; backward all-gathers the gradient. */
export function scatterToTensorParallel(x, group) {
    const last = x.shape[x.dim() - 1];
    if (last % group.size !== 0)
        throw new RangeError(`scatterToTensorParallel: the last dimension (${last}) must divide by the tensor-parallel size ${group.size}`);
    return ScatterToTensorParallel.apply(x, group);
}
//# sourceMappingURL=operators.js.map
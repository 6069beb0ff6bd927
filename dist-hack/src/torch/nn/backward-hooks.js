// Module full backward hooks, built as PyTorch's BackwardHook is: the module's tensor inputs and
// outputs pass through identity autograd Functions; the one on the outputs sees grad_output
// (and runs the pre-hooks), the one on the inputs sees grad_input (and runs the hooks).
import { Function } from '../autograd-function.js';
import { isGradEnabled } from '../autograd.js';
import { Tensor } from '../tensor.js';
function replaced(result, expected, what) {
    if (result === undefined || result === null)
        return undefined;
    if (!Array.isArray(result) || result.length !== expected || !result.every((g) => g === null || g instanceof Tensor)) {
        throw new TypeError(`a module ${what} hook must return nothing or an array of ${expected} tensors (or nulls)`);
    }
    return result;
}
function runFullHooks(state, gradInput) {
    const gradOutput = state.gradOutput ?? [];
    try {
        for (const hook of state.hooks) {
            gradInput = replaced(hook(state.module, gradInput, gradOutput), gradInput.length, 'full backward') ?? gradInput;
        }
    }
    finally {
        for (const g of gradOutput)
            g?.dispose();
        state.gradOutput = null;
    }
    return gradInput;
}
class BackwardHookFunction extends Function {
    static forward(ctx, onGrads, ...tensors) {
        ctx.onGrads = onGrads;
        ctx.markNonDifferentiable(...tensors.filter((t) => !t.requiresGrad));
        ctx.setMaterializeGrads(false);
        return tensors;
    }
    static backward(ctx, ...grads) {
        const onGrads = ctx.onGrads;
        return [null, ...onGrads(grads)];
    }
}
// Replaces the tensors among `values` (array elements or the value itself) by the identity's outputs.
function throughIdentity(values, onGrads) {
    const list = Array.isArray(values) ? values : [values];
    const positions = list.flatMap((v, i) => (v instanceof Tensor ? [i] : []));
    if (positions.length === 0 || !positions.some((i) => list[i].requiresGrad))
        return { value: values, count: 0 };
    const outs = BackwardHookFunction.apply(onGrads, ...positions.map((i) => list[i]));
    const copy = [...list];
    positions.forEach((p, k) => (copy[p] = outs[k]));
    return { value: (Array.isArray(values) ? copy : copy[0]), count: positions.length };
}
/** @internal Module.call with full backward hooks or pre-hooks registered. */
export function callWithBackwardHooks(module, hooks, preHooks, args, forward) {
    if (!isGradEnabled())
        return forward(args);
    const state = { module, hooks, preHooks, nInputs: 0, gradOutput: null };
    let inputsHooked = false;
    const input = hooks.length
        ? throughIdentity(args, (grads) => runFullHooks(state, grads))
        : { value: args, count: 0 };
    inputsHooked = input.count > 0;
    state.nInputs = args.filter((a) => a instanceof Tensor).length;
    const out = forward(input.value);
    return throughIdentity(out, (grads) => {
        let gradOutput = grads;
        for (const pre of preHooks)
            gradOutput = replaced(pre(module, gradOutput), gradOutput.length, 'backward pre') ?? gradOutput;
        // Kept (as aliases: no copy) until the input side's backward runs the hooks.
        state.gradOutput = gradOutput.map((g) => g && g.detach());
        // No input needs a gradient: the hooks run now, with null grad_input (as PyTorch does).
        if (!inputsHooked && hooks.length)
            runFullHooks(state, Array(state.nInputs).fill(null));
        return gradOutput;
    }).value;
}
//# sourceMappingURL=backward-hooks.js.map
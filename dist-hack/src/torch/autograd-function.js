import { forgetCallback, registerCallback } from './autograd-bridge.js';
import { isGradEnabled, noGrad } from './autograd.js';
import { native } from './native.js';
import { scope } from './scope.js';
import { Tensor } from './tensor.js';
/**
 * The `ctx` a custom {@link Function}'s `forward` and `backward` receive (PyTorch's
 * `FunctionCtx`). Besides the methods below, forward may store any non-tensor value on it
 * (`ctx.k = 3`) for backward; tensors go through {@link saveForBackward}.
 */
export class FunctionCtx {
    /** Per argument of forward: whether it is a tensor that needs a gradient. */
    needsInputGrad;
    #saved = [];
    #unpacked = null;
    #nonDifferentiable = new Set();
    #materializeGrads = true;
    /** @internal */
    constructor(needsInputGrad) {
        this.needsInputGrad = needsInputGrad;
    }
    /**
     * Saves tensors for backward (inputs, outputs or intermediates), as PyTorch's
     * `ctx.save_for_backward`. They are kept natively with autograd's checks: modifying one in
     * place before backward makes backward fail, and they are freed after backward unless the
     * graph is retained.
     */
    saveForBackward(...tensors) {
        this.#saved = tensors.map((t) => {
            if (t == null)
                return null;
            if (!(t instanceof Tensor))
                throw new TypeError('saveForBackward: expected tensors (or null)');
            return t;
        });
    }
    /** In backward: the tensors given to {@link saveForBackward}, in order. */
    get savedTensors() {
        if (this.#unpacked === null)
            throw new Error('savedTensors: only available in backward (save them in forward with ctx.saveForBackward)');
        return this.#unpacked;
    }
    /** Marks outputs that have no gradient (indices, masks): backward gets zeros (or null) for them. */
    markNonDifferentiable(...tensors) {
        for (const t of tensors)
            this.#nonDifferentiable.add(t);
    }
    /** Whether backward gets zero tensors (default) or null for outputs that received no gradient. */
    setMaterializeGrads(value) {
        this.#materializeGrads = value;
    }
    /** @internal */
    _forwardState() {
        return { saved: this.#saved, nonDifferentiable: this.#nonDifferentiable, materialize: this.#materializeGrads };
    }
    /** @internal */
    _setUnpacked(tensors) {
        this.#unpacked = tensors;
    }
}
/**
 * A custom autograd operation, PyTorch's `torch.autograd.Function`: subclass it with static
 * `forward(ctx, ...args)` and `backward(ctx, ...gradOutputs)`, then call `MyFn.apply(...args)`.
 *
 * `forward` runs with gradient recording off and returns a tensor or an array of tensors.
 * `backward` gets one gradient per output and returns one value per argument of forward: a
 * gradient for each tensor argument (null or undefined where none is needed; see
 * `ctx.needsInputGrad`), null for non-tensor arguments. Backward runs in a native autograd node
 * (as PyTorch's PyNode), so the function composes with everything autograd does: other ops,
 * hooks, DDP's gradient reducer, `torch.autograd.grad`. An error thrown in backward comes out of
 * `backward()` as that same error. The gradients passed to backward are valid during the call.
 *
 * @example
 * class Cube extends torch.autograd.Function {
 *   static forward(ctx, x) { ctx.saveForBackward(x); return x.pow(3); }
 *   static backward(ctx, g) { const [x] = ctx.savedTensors; return g.mul(x.pow(2).mul(3)); }
 * }
 * const y = Cube.apply(x);
 */
export class Function {
    /** Computes the outputs; override it. */
    static forward(_ctx, ..._args) {
        throw new Error(`${this.name}.forward is not implemented: a custom Function defines static forward(ctx, ...args)`);
    }
    /** Computes the gradients of the inputs from those of the outputs; override it. */
    static backward(_ctx, ..._gradOutputs) {
        throw new Error(`${this.name}.backward is not implemented: a custom Function defines static backward(ctx, ...gradOutputs)`);
    }
    /** Runs forward and records the operation for autograd; returns forward's result. */
    static apply(...args) {
        const cls = this;
        const tensorArgs = [];
        args.forEach((a, i) => {
            if (a instanceof Tensor)
                tensorArgs.push(i);
        });
        const recording = isGradEnabled();
        const ctx = new FunctionCtx(args.map((a) => recording && a instanceof Tensor && a.requiresGrad));
        return scope(() => {
            const result = noGrad(() => cls.forward(ctx, ...args));
            const outputs = Array.isArray(result) ? result : [result];
            outputs.forEach((o, i) => {
                if (!(o instanceof Tensor))
                    throw new TypeError(`${cls.name}.forward must return a Tensor or an array of Tensors (output ${i} is not)`);
            });
            const { saved, nonDifferentiable, materialize } = ctx._forwardState();
            const id = registerCallback((tensors) => runBackward(cls, ctx, args.length, tensorArgs, outputs.length, tensors));
            let handles;
            try {
                handles = native.autogradFunctionApply(id, cls.name || 'Function', tensorArgs.map((i) => args[i]._h), outputs.map((o) => o._h), outputs.map((o) => nonDifferentiable.has(o)), saved.map((t) => (t === null ? null : t._h)), materialize);
            }
            catch (e) {
                forgetCallback(id);
                throw e;
            }
            const wrapped = handles.map((h) => new Tensor(h));
            // Values the user stored on ctx stay alive; the forward's own intermediates are freed.
            return [Array.isArray(result) ? wrapped : wrapped[0], Object.values(ctx)];
        })[0];
    }
}
function runBackward(cls, ctx, nArgs, tensorArgs, nOutputs, tensors) {
    ctx._setUnpacked(tensors.slice(nOutputs));
    let result;
    try {
        result = cls.backward(ctx, ...tensors.slice(0, nOutputs));
    }
    finally {
        ctx._setUnpacked(null);
    }
    if (result instanceof Promise)
        throw new TypeError(`${cls.name}.backward returned a Promise; backward must be synchronous`);
    const grads = Array.isArray(result) ? result : [result];
    if (grads.length < nArgs || grads.slice(nArgs).some((g) => g != null)) {
        throw new Error(`${cls.name}.backward returned ${grads.length} values, but forward has ${nArgs} arguments: return one per argument (null where there is no gradient)`);
    }
    grads.slice(0, nArgs).forEach((g, i) => {
        if (g == null)
            return;
        if (!(g instanceof Tensor))
            throw new TypeError(`${cls.name}.backward: the gradient for argument ${i} must be a Tensor, null or undefined`);
        if (!tensorArgs.includes(i))
            throw new TypeError(`${cls.name}.backward returned a gradient for argument ${i}, which is not a tensor; return null there`);
    });
    return tensorArgs.map((i) => grads[i] ?? null);
}
//# sourceMappingURL=autograd-function.js.map
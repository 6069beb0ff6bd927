import { Tensor } from './tensor.js';
/**
 * The `ctx` a custom {@link Function}'s `forward` and `backward` receive (PyTorch's
 * `FunctionCtx`). Besides the methods below, forward may store any non-tensor value on it
 * (`ctx.k = 3`) for backward; tensors go through {@link saveForBackward}.
 */
export declare class FunctionCtx {
    #private;
    [key: string]: unknown;
    /** Per argument of forward: whether it is a tensor that needs a gradient. */
    readonly needsInputGrad: readonly boolean[];
    /** @internal */
    constructor(needsInputGrad: boolean[]);
    /**
     * Saves tensors for backward (inputs, outputs or intermediates), as PyTorch's
     * `ctx.save_for_backward`. They are kept natively with autograd's checks: modifying one in
     * place before backward makes backward fail, and they are freed after backward unless the
     * graph is retained.
     */
    saveForBackward(...tensors: (Tensor | null | undefined)[]): void;
    /** In backward: the tensors given to {@link saveForBackward}, in order. */
    get savedTensors(): (Tensor | null)[];
    /** Marks outputs that have no gradient (indices, masks): backward gets zeros (or null) for them. */
    markNonDifferentiable(...tensors: Tensor[]): void;
    /** Whether backward gets zero tensors (default) or null for outputs that received no gradient. */
    setMaterializeGrads(value: boolean): void;
    /** @internal */
    _forwardState(): {
        saved: (Tensor | null)[];
        nonDifferentiable: Set<Tensor>;
        materialize: boolean;
    };
    /** @internal */
    _setUnpacked(tensors: (Tensor | null)[] | null): void;
}
type Forward = (ctx: FunctionCtx, ...args: any[]) => Tensor | Tensor[];
type GradResult = Tensor | null | undefined;
type ArgsOf<F> = F extends (ctx: FunctionCtx, ...args: infer A) => unknown ? A : never;
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
export declare class Function {
    /** Computes the outputs; override it. */
    static forward(_ctx: FunctionCtx, ..._args: unknown[]): Tensor | Tensor[];
    /** Computes the gradients of the inputs from those of the outputs; override it. */
    static backward(_ctx: FunctionCtx, ..._gradOutputs: (Tensor | null)[]): GradResult | GradResult[];
    /** Runs forward and records the operation for autograd; returns forward's result. */
    static apply<F extends {
        forward: Forward;
    }>(this: F, ...args: ArgsOf<F['forward']>): ReturnType<F['forward']>;
}
export {};

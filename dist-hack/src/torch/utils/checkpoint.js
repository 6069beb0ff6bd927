// Activation checkpointing (PyTorch's `torch.utils.checkpoint.checkpoint`, reentrant form):
// the forward runs without recording a graph, keeping only its inputs; backward runs it again
// with gradients on, from the same RNG state, and backpropagates through the recomputation.
import { backward as autogradBackward, enableGrad, isGradEnabled } from '../autograd.js';
import { Function } from '../autograd-function.js';
import { tensor } from '../creation.js';
import { getRngState, setRngState } from '../random.js';
import { captureRngStateKeepers, restoreRngStateKeepers } from '../rng-keepers.js';
import { scope } from '../scope.js';
import { Tensor } from '../tensor.js';
// Arguments: the pending call, an anchor that requires grad, the RNG state (or null), then the call's tensors.
const FIRST_TENSOR = 3;
class CheckpointFunction extends Function {
    static forward(ctx, pending, _anchor, rng, ...tensors) {
        ctx.pending = pending;
        // Saved, not held on ctx: freed with the graph whether or not backward runs.
        ctx.saveForBackward(rng, ...tensors);
        return pending.fn(...pending.args);
    }
    static backward(ctx, ...gradOutputs) {
        const pending = ctx.pending;
        const [rng, ...saved] = ctx.savedTensors;
        return scope(() => {
            // Fresh leaves for the tensor inputs, requiring grad where the originals did.
            const leaves = saved.map((t, i) => (t === null ? null : t.detach().requiresGrad_(ctx.needsInputGrad[i + FIRST_TENSOR] ?? false)));
            let k = 0;
            const args = pending.args.map((a) => (a instanceof Tensor ? leaves[k++] : a));
            const now = rng ? getRngState() : null;
            const keepersNow = pending.keepers ? captureRngStateKeepers() : null;
            let outputs;
            try {
                if (rng)
                    setRngState(rng);
                if (pending.keepers)
                    restoreRngStateKeepers(pending.keepers);
                const out = enableGrad(() => pending.fn(...args));
                outputs = Array.isArray(out) ? out : [out];
            }
            finally {
                if (now)
                    setRngState(now);
                if (keepersNow)
                    restoreRngStateKeepers(keepersNow);
            }
            const pairs = outputs.map((o, i) => [o, gradOutputs[i] ?? null]).filter(([o, g]) => o.requiresGrad && g !== null);
            if (pairs.length > 0) {
                autogradBackward(pairs.map(([o]) => o), pairs.map(([, g]) => g));
            }
            return [null, null, null, ...leaves.map((l) => (l && l.requiresGrad ? l.grad : null))];
        });
    }
}
/**
 * Runs `fn(...args)` without keeping its intermediate activations: forward stores only the
 * tensor arguments, and backward recomputes `fn` (with the RNG state forward had) and
 * backpropagates through it, so parameters used inside `fn` get their gradients as if it had
 * run normally. It trades one more forward of `fn` for the memory of its activations.
 *
 * `fn` must return a tensor or an array of tensors, and compute the same thing when called
 * again (no in-place changes to its inputs; random operations draw from the CPU generator,
 * whose state is restored). Without gradient recording (evaluation) it is `fn(...args)`.
 * Unlike PyTorch's reentrant checkpoint, the parameters inside `fn` get gradients even when no
 * tensor argument requires one.
 *
 * @example
 * const h = checkpoint((x) => block.call(x), x);
 */
export function checkpoint(fn, ...args) {
    return checkpointWith({}, fn, ...args);
}
/** {@link checkpoint} with options. */
export function checkpointWith(options, fn, ...args) {
    if (typeof fn !== 'function')
        throw new TypeError('checkpoint: expected a function to run');
    if (!isGradEnabled())
        return fn(...args);
    const pending = { fn: fn, args, keepers: options.preserveRngState === false ? null : captureRngStateKeepers() };
    return scope(() => {
        // An input that always requires grad, so that the output does and backward reaches the parameters inside fn.
        const anchor = tensor(0, { requiresGrad: true });
        const rng = options.preserveRngState === false ? null : getRngState();
        return CheckpointFunction.apply(pending, anchor, rng, ...args.filter((a) => a instanceof Tensor));
    });
}
//# sourceMappingURL=checkpoint.js.map
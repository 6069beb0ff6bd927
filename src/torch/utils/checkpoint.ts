// Activation checkpointing (PyTorch's `torch.utils.checkpoint.checkpoint`, reentrant form):
// the forward runs without recording a graph, keeping only its inputs; backward runs it again
// with gradients on, from the same RNG state, and backpropagates through the recomputation.
import { backward as autogradBackward, enableGrad, isGradEnabled } from '../autograd.js';
import { Function, type FunctionCtx } from '../autograd-function.js';
import { tensor } from '../creation.js';
import { getRngState, setRngState } from '../random.js';
import { captureRngStateKeepers, restoreRngStateKeepers, type RngStateKeeper } from '../rng-keepers.js';
import { scope } from '../scope.js';
import { Tensor } from '../tensor.js';

/** Options of {@link checkpoint}. */
export interface CheckpointOptions {
  /**
   * Restore the CPU generator's state (and the streams of a model-parallel RNG tracker) before
   * the recomputation, so that random operations (dropout) draw what they drew in forward
   * (default true; PyTorch's `preserve_rng_state`).
   */
  preserveRngState?: boolean;
}

type Output = Tensor | Tensor[];

interface Pending {
  fn: (...args: any[]) => Output;
  args: unknown[];
  /** The registered keepers' generator states at forward (a model-parallel tracker's), or null. */
  keepers: [RngStateKeeper, unknown][] | null;
}

// Arguments: the pending call, an anchor that requires grad, the RNG state (or null), then the call's tensors.
const FIRST_TENSOR = 3;

class CheckpointFunction extends Function {
  static override forward(ctx: FunctionCtx, pending: Pending, _anchor: Tensor, rng: Tensor | null, ...tensors: Tensor[]): Output {
    ctx.pending = pending;
    // Saved, not held on ctx: freed with the graph whether or not backward runs.
    ctx.saveForBackward(rng, ...tensors);
    return pending.fn(...pending.args);
  }

  static override backward(ctx: FunctionCtx, ...gradOutputs: (Tensor | null)[]): (Tensor | null)[] {
    const pending = ctx.pending as Pending;
    const [rng, ...saved] = ctx.savedTensors;
    return scope(() => {
      // Fresh leaves for the tensor inputs, requiring grad where the originals did.
      const leaves = saved.map((t, i) => (t === null ? null : t.detach().requiresGrad_(ctx.needsInputGrad[i + FIRST_TENSOR] ?? false)));
      let k = 0;
      const args = pending.args.map((a) => (a instanceof Tensor ? leaves[k++]! : a));
      const now = rng ? getRngState() : null;
      const keepersNow = pending.keepers ? captureRngStateKeepers() : null;
      let outputs: Tensor[];
      try {
        if (rng) setRngState(rng);
        if (pending.keepers) restoreRngStateKeepers(pending.keepers);
        const out = enableGrad(() => pending.fn(...args));
        outputs = Array.isArray(out) ? out : [out];
      } finally {
        if (now) setRngState(now);
        if (keepersNow) restoreRngStateKeepers(keepersNow);
      }
      const pairs = outputs.map((o, i) => [o, gradOutputs[i] ?? null] as const).filter(([o, g]) => o.requiresGrad && g !== null);
      if (pairs.length > 0) {
        autogradBackward(
          pairs.map(([o]) => o),
          pairs.map(([, g]) => g),
        );
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
export function checkpoint<A extends unknown[]>(fn: (...args: A) => Output, ...args: A): Output {
  return checkpointWith({}, fn, ...args);
}

/** {@link checkpoint} with options. */
export function checkpointWith<A extends unknown[]>(options: CheckpointOptions, fn: (...args: A) => Output, ...args: A): Output {
  if (typeof fn !== 'function') throw new TypeError('checkpoint: expected a function to run');
  if (!isGradEnabled()) return fn(...args);
  const pending: Pending = { fn: fn as Pending['fn'], args, keepers: options.preserveRngState === false ? null : captureRngStateKeepers() };
  return scope(() => {
    // An input that always requires grad, so that the output does and backward reaches the parameters inside fn.
    const anchor = tensor(0, { requiresGrad: true });
    const rng = options.preserveRngState === false ? null : getRngState();
    return CheckpointFunction.apply(pending, anchor, rng, ...args.filter((a): a is Tensor => a instanceof Tensor));
  });
}

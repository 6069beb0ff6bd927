import { native } from './native.js';
import { Tensor } from './tensor.js';

function checkSync<T>(result: T, fn: string): T {
  if (result instanceof Promise) {
    throw new TypeError(
      `torch.${fn}: the function returned a Promise; grad modes are per thread and cannot span an await. ` +
        `Wrap the synchronous part (for example the forward call) instead.`,
    );
  }
  return result;
}

function withGradMode<T>(enabled: boolean, fn: () => T, name: string): T {
  const prev = native.isGradEnabled() as boolean;
  native.setGradEnabled(enabled);
  try {
    return checkSync(fn(), name);
  } finally {
    native.setGradEnabled(prev);
  }
}

/** Runs `fn` with gradient recording off (PyTorch's `torch.no_grad()`). */
export function noGrad<T>(fn: () => T): T {
  return withGradMode(false, fn, 'noGrad');
}

/** Runs `fn` with gradient recording on (PyTorch's `torch.enable_grad()`). */
export function enableGrad<T>(fn: () => T): T {
  return withGradMode(true, fn, 'enableGrad');
}

export function isGradEnabled(): boolean {
  return native.isGradEnabled();
}

export function setGradEnabled(enabled: boolean): void {
  native.setGradEnabled(!!enabled);
}

/** Runs `fn` in inference mode: no autograd, no version counters; results are inference tensors. */
export function inferenceMode<T>(fn: () => T, enabled = true): T {
  return checkSync(native.inferenceMode(fn, enabled) as T, 'inferenceMode');
}

export function isInferenceModeEnabled(): boolean {
  return native.isInferenceModeEnabled();
}

function asList(t: Tensor | Tensor[]): Tensor[] {
  return Array.isArray(t) ? t : [t];
}

/** Gradients of `outputs` w.r.t. `inputs` (PyTorch's `torch.autograd.grad`). */
export function grad(
  outputs: Tensor | Tensor[],
  inputs: Tensor | Tensor[],
  options: { gradOutputs?: (Tensor | null)[]; retainGraph?: boolean; createGraph?: boolean; allowUnused?: boolean } = {},
): (Tensor | null)[] {
  const outs = asList(outputs);
  const gradOutputs = options.gradOutputs ?? outs.map(() => null);
  const result = native.grad(
    outs.map((t) => t._h),
    asList(inputs).map((t) => t._h),
    gradOutputs.map((g) => (g ? g._h : null)),
    options.retainGraph ?? !!options.createGraph,
    !!options.createGraph,
    !!options.allowUnused,
  ) as unknown[];
  return result.map((x) => (x === null ? null : new Tensor(x as never)));
}

/** Backward from several tensors at once (PyTorch's `torch.autograd.backward`). */
export function backward(
  tensors: Tensor | Tensor[],
  gradTensors?: (Tensor | null)[],
  options: { retainGraph?: boolean; createGraph?: boolean } = {},
): void {
  const ts = asList(tensors);
  native.backward(
    ts.map((t) => t._h),
    (gradTensors ?? ts.map(() => null)).map((g) => (g ? g._h : null)),
    !!options.retainGraph,
    !!options.createGraph,
  );
}

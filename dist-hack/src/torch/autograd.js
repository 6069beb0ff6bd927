import { native } from './native.js';
import { Tensor } from './tensor.js';
function checkSync(result, fn) {
    if (result instanceof Promise) {
        throw new TypeError(`torch.${fn}: the function returned a Promise; grad modes are per thread and cannot span an await. ` +
            `Wrap the synchronous part (for example the forward call) instead.`);
    }
    return result;
}
function withGradMode(enabled, fn, name) {
    const prev = native.isGradEnabled();
    native.setGradEnabled(enabled);
    try {
        return checkSync(fn(), name);
    }
    finally {
        native.setGradEnabled(prev);
    }
}
/** Runs `fn` with gradient recording off (PyTorch's `torch.no_grad()`). */
export function noGrad(fn) {
    return withGradMode(false, fn, 'noGrad');
}
/** Runs `fn` with gradient recording on (PyTorch's `torch.enable_grad()`). */
export function enableGrad(fn) {
    return withGradMode(true, fn, 'enableGrad');
}
export function isGradEnabled() {
    return native.isGradEnabled();
}
export function setGradEnabled(enabled) {
    native.setGradEnabled(!!enabled);
}
/** Runs `fn` in inference mode: no autograd, no version counters; results are inference tensors. */
export function inferenceMode(fn, enabled = true) {
    return checkSync(native.inferenceMode(fn, enabled), 'inferenceMode');
}
export function isInferenceModeEnabled() {
    return native.isInferenceModeEnabled();
}
function asList(t) {
    return Array.isArray(t) ? t : [t];
}
/** Gradients of `outputs` w.r.t. `inputs` (PyTorch's `torch.autograd.grad`). */
export function grad(outputs, inputs, options = {}) {
    const outs = asList(outputs);
    const gradOutputs = options.gradOutputs ?? outs.map(() => null);
    const result = native.grad(outs.map((t) => t._h), asList(inputs).map((t) => t._h), gradOutputs.map((g) => (g ? g._h : null)), options.retainGraph ?? !!options.createGraph, !!options.createGraph, !!options.allowUnused);
    return result.map((x) => (x === null ? null : new Tensor(x)));
}
/** Backward from several tensors at once (PyTorch's `torch.autograd.backward`). */
export function backward(tensors, gradTensors, options = {}) {
    const ts = asList(tensors);
    native.backward(ts.map((t) => t._h), (gradTensors ?? ts.map(() => null)).map((g) => (g ? g._h : null)), !!options.retainGraph, !!options.createGraph);
}
//# sourceMappingURL=autograd.js.map
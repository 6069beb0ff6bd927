import { Tensor } from './tensor.js';
/** Runs `fn` with gradient recording off (PyTorch's `torch.no_grad()`). */
export declare function noGrad<T>(fn: () => T): T;
/** Runs `fn` with gradient recording on (PyTorch's `torch.enable_grad()`). */
export declare function enableGrad<T>(fn: () => T): T;
export declare function isGradEnabled(): boolean;
export declare function setGradEnabled(enabled: boolean): void;
/** Runs `fn` in inference mode: no autograd, no version counters; results are inference tensors. */
export declare function inferenceMode<T>(fn: () => T, enabled?: boolean): T;
export declare function isInferenceModeEnabled(): boolean;
/** Gradients of `outputs` w.r.t. `inputs` (PyTorch's `torch.autograd.grad`). */
export declare function grad(outputs: Tensor | Tensor[], inputs: Tensor | Tensor[], options?: {
    gradOutputs?: (Tensor | null)[];
    retainGraph?: boolean;
    createGraph?: boolean;
    allowUnused?: boolean;
}): (Tensor | null)[];
/** Backward from several tensors at once (PyTorch's `torch.autograd.backward`). */
export declare function backward(tensors: Tensor | Tensor[], gradTensors?: (Tensor | null)[], options?: {
    retainGraph?: boolean;
    createGraph?: boolean;
}): void;

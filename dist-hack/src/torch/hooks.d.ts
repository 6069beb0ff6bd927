import type { RemovableHandle } from './nn/module.js';
declare module './tensor.js' {
    interface Tensor {
        /**
         * Registers `hook` to run with this tensor's gradient each time backward computes it
         * (PyTorch's `register_hook`). Returning a tensor replaces the gradient; returning nothing
         * keeps it. The gradient passed in is valid during the call only (clone it to keep it).
         * An error thrown by the hook comes out of `backward()`.
         * @throws when the tensor does not require grad.
         */
        registerHook(hook: (grad: Tensor) => Tensor | void): RemovableHandle;
        /**
         * Registers `hook` to run on this leaf after its gradient was accumulated into `.grad`
         * during backward (PyTorch 2.1's `register_post_accumulate_grad_hook`): the place to
         * reduce or step a parameter as soon as its gradient is final.
         * @throws when the tensor is not a leaf that requires grad.
         */
        registerPostAccumulateGradHook(hook: (param: Tensor) => void): RemovableHandle;
    }
}

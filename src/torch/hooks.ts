// Gradient hooks on tensors (PyTorch's `register_hook` and `register_post_accumulate_grad_hook`),
// run by native autograd during backward through the autograd bridge.
import { forgetCallback, registerCallback } from './autograd-bridge.js';
import { native } from './native.js';
import type { RemovableHandle } from './nn/module.js';
import { Tensor } from './tensor.js';

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

function checkHook(hook: unknown, where: string): void {
  if (typeof hook !== 'function') throw new TypeError(`${where}: expected a function`);
}

Tensor.prototype.registerHook = function registerHook(this: Tensor, hook: (grad: Tensor) => Tensor | void): RemovableHandle {
  checkHook(hook, 'registerHook');
  const id = registerCallback(([grad]) => {
    const r = hook(grad!);
    if (r === undefined || r === null) return undefined;
    if (!(r instanceof Tensor)) throw new TypeError('registerHook: a hook must return a Tensor or nothing');
    return [r];
  });
  let index: number;
  try {
    index = native.registerHook(this._h, id);
  } catch (e) {
    forgetCallback(id);
    throw e;
  }
  const handle = this._h;
  let removed = false;
  return {
    remove() {
      if (removed) return;
      removed = true;
      if (!native.isDisposed(handle)) native.removeHook(handle, index);
      forgetCallback(id);
    },
  };
};

Tensor.prototype.registerPostAccumulateGradHook = function registerPostAccumulateGradHook(
  this: Tensor,
  hook: (param: Tensor) => void,
): RemovableHandle {
  checkHook(hook, 'registerPostAccumulateGradHook');
  const param = this;
  const id = registerCallback(() => {
    hook(param);
    return undefined;
  });
  try {
    native.registerPostAccumulateGradHook(this._h, id);
  } catch (e) {
    forgetCallback(id);
    throw e;
  }
  let removed = false;
  return {
    remove() {
      if (removed) return;
      removed = true;
      native.removePostAccumulateGradHook(id);
      forgetCallback(id);
    },
  };
};

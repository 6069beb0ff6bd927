// Gradient hooks on tensors (PyTorch's `register_hook` and `register_post_accumulate_grad_hook`),
// run by native autograd during backward through the autograd bridge.
import { forgetCallback, registerCallback } from './autograd-bridge.js';
import { native } from './native.js';
import { Tensor } from './tensor.js';
function checkHook(hook, where) {
    if (typeof hook !== 'function')
        throw new TypeError(`${where}: expected a function`);
}
Tensor.prototype.registerHook = function registerHook(hook) {
    checkHook(hook, 'registerHook');
    const id = registerCallback(([grad]) => {
        const r = hook(grad);
        if (r === undefined || r === null)
            return undefined;
        if (!(r instanceof Tensor))
            throw new TypeError('registerHook: a hook must return a Tensor or nothing');
        return [r];
    });
    let index;
    try {
        index = native.registerHook(this._h, id);
    }
    catch (e) {
        forgetCallback(id);
        throw e;
    }
    const handle = this._h;
    let removed = false;
    return {
        remove() {
            if (removed)
                return;
            removed = true;
            if (!native.isDisposed(handle))
                native.removeHook(handle, index);
            forgetCallback(id);
        },
    };
};
Tensor.prototype.registerPostAccumulateGradHook = function registerPostAccumulateGradHook(hook) {
    checkHook(hook, 'registerPostAccumulateGradHook');
    const param = this;
    const id = registerCallback(() => {
        hook(param);
        return undefined;
    });
    try {
        native.registerPostAccumulateGradHook(this._h, id);
    }
    catch (e) {
        forgetCallback(id);
        throw e;
    }
    let removed = false;
    return {
        remove() {
            if (removed)
                return;
            removed = true;
            native.removePostAccumulateGradHook(id);
            forgetCallback(id);
        },
    };
};
//# sourceMappingURL=hooks.js.map
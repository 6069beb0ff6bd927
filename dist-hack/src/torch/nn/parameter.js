import { native } from '../native.js';
import { Tensor } from '../tensor.js';
/**
 * A tensor that is a module's learnable weight: a leaf that requires grad (unless created
 * with `requiresGrad = false`) and that no `torch.scope` frees (it is kept).
 *
 * `new Parameter(data)` shares `data`'s storage (like PyTorch's `nn.Parameter(data)`); the
 * caller still owns `data` and may dispose it. Assigning a Parameter to a field of a
 * {@link Module} registers it under the field's name.
 *
 * The JS object's identity is stable for the module's lifetime: `Module.to()` and
 * `Module.loadStateDict()` change its data in place, so references held by optimizers stay
 * valid.
 */
export class Parameter extends Tensor {
    constructor(data, requiresGrad = true) {
        if (!(data instanceof Tensor)) {
            throw new TypeError(`Expected a Tensor for new Parameter(data) but received ${data === null ? 'null' : typeof data}`);
        }
        if (data.isDisposed)
            throw new Error('new Parameter(data): data was already disposed');
        super(native.detach(data._h));
        this.keep();
        if (requiresGrad)
            native.setRequiresGrad(this._h, true);
    }
    /**
     * Replaces the data this parameter refers to by `data` (converted: another dtype or device),
     * keeping this object, its `requiresGrad` flag, and its gradient (converted the same way).
     * Used by `Module.to()`; the previous native reference is released.
     * @internal
     */
    _setData(data) {
        const requiresGrad = this.requiresGrad;
        const oldGrad = this.grad;
        const next = native.detach(data._h);
        if (requiresGrad)
            native.setRequiresGrad(next, true);
        if (oldGrad) {
            const g = oldGrad.to({ dtype: data.dtype, device: data.device });
            native.setGrad(next, g._h);
            g.dispose();
            oldGrad.dispose();
        }
        this._replaceHandle(next);
    }
    toString() {
        return `Parameter containing:\n${super.toString()}`;
    }
}
/**
 * Replaces the data of a plain tensor object in place (same JS object, new native
 * reference); the previous reference is released.
 * @internal
 */
export function replaceTensorData(t, data) {
    if (t instanceof Parameter) {
        t._setData(data);
        return;
    }
    t._replaceHandle(native.alias(data._h));
}
//# sourceMappingURL=parameter.js.map
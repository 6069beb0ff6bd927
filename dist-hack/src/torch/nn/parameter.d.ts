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
export declare class Parameter extends Tensor {
    constructor(data: Tensor, requiresGrad?: boolean);
    /**
     * Replaces the data this parameter refers to by `data` (converted: another dtype or device),
     * keeping this object, its `requiresGrad` flag, and its gradient (converted the same way).
     * Used by `Module.to()`; the previous native reference is released.
     * @internal
     */
    _setData(data: Tensor): void;
    toString(): string;
}
/**
 * Replaces the data of a plain tensor object in place (same JS object, new native
 * reference); the previous reference is released.
 * @internal
 */
export declare function replaceTensorData(t: Tensor, data: Tensor): void;

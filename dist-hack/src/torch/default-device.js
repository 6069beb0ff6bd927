// The device factory functions use when given none (PyTorch's `with torch.device('meta'):`).
import { checkDevice } from './device.js';
const stack = [];
/**
 * The device the factory functions (`torch.zeros`, `torch.empty`, `torch.randn`, …) and the
 * layers of `nn` create tensors on when no `device` is given: the innermost
 * {@link withDevice}'s, or `undefined` (libtorch's default, the CPU) outside any.
 */
export function getDefaultDevice() {
    return stack[stack.length - 1];
}
/**
 * Runs `fn` with `device` as the default device of factory functions and `nn` layers, and
 * returns what it returns (PyTorch's `with torch.device(device):`). Tensors made from data
 * (`torch.tensor([...])`) and `*Like` functions are not affected; an explicit `device`
 * option still wins.
 *
 * Its main use is building a model without allocating its weights:
 * ```ts
 * const model = torch.withDevice('meta', () => new Transformer(...)); // shapes only, no memory
 * model.loadStateDict(torch.load('weights.pth'));                  // takes the loaded tensors
 * ```
 * On `meta` the layers' initialisation draws nothing (no memory, no random numbers).
 *
 * @throws TypeError for an unknown device, or when `fn` returns a promise (the scope would
 *   end before the asynchronous work: build the model synchronously inside `fn`)
 */
export function withDevice(device, fn) {
    stack.push(checkDevice(device, 'withDevice'));
    let out;
    try {
        out = fn();
    }
    finally {
        stack.pop();
    }
    if (out !== null && typeof out === 'object' && typeof out.then === 'function') {
        throw new TypeError('withDevice: fn returned a promise; the default device applies only while fn runs synchronously, so build the model without await inside it');
    }
    return out;
}
//# sourceMappingURL=default-device.js.map
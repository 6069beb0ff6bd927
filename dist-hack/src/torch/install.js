// Installs the generated operator surface on Tensor.prototype and the torch namespace.
import { FUNCTIONS } from './generated/functions.js';
import { TENSOR_METHODS } from './generated/tensor-methods.js';
import { callOp } from './ops.js';
import { Tensor } from './tensor.js';
function isOptions(v) {
    return v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;
}
const handWrittenTensor = new Set(Object.getOwnPropertyNames(Tensor.prototype));
function method(op, inPlace) {
    return function (...args) {
        const last = args[args.length - 1];
        const r = isOptions(last) ? callOp(op, [this, ...args.slice(0, -1)], last) : callOp(op, [this, ...args]);
        if (inPlace && r instanceof Tensor) {
            r.dispose();
            return this;
        }
        return r;
    };
}
function fn(op) {
    return (...args) => {
        const last = args[args.length - 1];
        return isOptions(last) ? callOp(op, args.slice(0, -1), last) : callOp(op, args);
    };
}
for (const [name, op] of TENSOR_METHODS) {
    if (handWrittenTensor.has(name))
        continue;
    Object.defineProperty(Tensor.prototype, name, { value: method(op, name.endsWith('_')), writable: true, configurable: true });
}
/** The generated torch.* functions, minus the names in `handWritten`. */
export function generatedFunctions(handWritten) {
    const out = {};
    for (const [name, op] of FUNCTIONS)
        if (!handWritten.has(name))
            out[name] = fn(op);
    return out;
}
/** Names written by hand, which the generator leaves alone. */
export function handWrittenTensorMembers() {
    return handWrittenTensor;
}
//# sourceMappingURL=install.js.map
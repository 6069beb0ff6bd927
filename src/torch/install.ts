// Installs the generated operator surface on Tensor.prototype and the torch namespace.
import { FUNCTIONS, type GeneratedFunctions } from './generated/functions.js';
import { TENSOR_METHODS } from './generated/tensor-methods.js';
import { callOp } from './ops.js';
import { Tensor } from './tensor.js';

function isOptions(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;
}

const handWrittenTensor = new Set(Object.getOwnPropertyNames(Tensor.prototype));

function method(op: string, inPlace: boolean) {
  return function (this: Tensor, ...args: unknown[]): unknown {
    const last = args[args.length - 1];
    const r = isOptions(last) ? callOp(op, [this, ...args.slice(0, -1)], last) : callOp(op, [this, ...args]);
    if (inPlace && r instanceof Tensor) {
      r.dispose();
      return this;
    }
    return r;
  };
}

function fn(op: string) {
  return (...args: unknown[]): unknown => {
    const last = args[args.length - 1];
    return isOptions(last) ? callOp(op, args.slice(0, -1), last) : callOp(op, args);
  };
}

for (const [name, op] of TENSOR_METHODS) {
  if (handWrittenTensor.has(name)) continue;
  Object.defineProperty(Tensor.prototype, name, { value: method(op, name.endsWith('_')), writable: true, configurable: true });
}

/** The generated torch.* functions, minus the names in `handWritten`. */
export function generatedFunctions(handWritten: Set<string>): GeneratedFunctions {
  const out: Record<string, unknown> = {};
  for (const [name, op] of FUNCTIONS) if (!handWritten.has(name)) out[name] = fn(op);
  return out as unknown as GeneratedFunctions;
}

/** Names written by hand, which the generator leaves alone. */
export function handWrittenTensorMembers(): Set<string> {
  return handWrittenTensor;
}

import { getDefaultDevice } from '../default-device.js';
import { callOp } from '../ops.js';
import type { DType } from '../dtype.js';
import type { Tensor } from '../tensor.js';
import * as init from './init.js';
import { Parameter } from './parameter.js';

/** Where and in what dtype a layer creates its parameters and buffers. */
export interface FactoryOptions {
  /** Default: the default dtype (float32). */
  dtype?: DType;
  /** Default: the device of the enclosing `torch.withDevice`, else 'cpu'. */
  device?: string;
}

function kw(o: FactoryOptions): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (o.dtype !== undefined) out.dtype = o.dtype;
  const device = o.device ?? getDefaultDevice();
  if (device !== undefined) out.device = device;
  return out;
}

/** A tensor of `shape` with uninitialised values (no random draws, like `torch.empty`). */
export function emptyTensor(shape: number[], o: FactoryOptions = {}): Tensor {
  return callOp('aten::empty.memory_format', [shape], kw(o));
}

/** A new uninitialised Parameter of `shape`; the layer's `resetParameters` fills it. */
export function emptyParameter(shape: number[], o: FactoryOptions = {}): Parameter {
  const t = emptyTensor(shape, o);
  const p = new Parameter(t);
  t.dispose();
  return p;
}

/** A buffer tensor filled with `value`. */
export function filledTensor(shape: number[], value: number, o: FactoryOptions & { dtype?: DType } = {}): Tensor {
  return callOp('aten::full', [shape, value], kw({ dtype: 'float32', ...o }));
}

/** Checks a constructor argument is a positive integer. */
export function positiveInt(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
    throw new TypeError(`${what} must be a positive integer, but received ${value === null ? 'null' : typeof value === 'number' ? value : typeof value}`);
  }
  return value;
}

/**
 * PyTorch's default layer initialisation (`Linear`, `ConvNd`): weight kaiming-uniform(a=√5),
 * bias U(-1/√fanIn, 1/√fanIn) with fanIn from the weight. At fanIn 0 the two differ and so
 * draw differently from the generator: `Linear` draws the bias with bound 0
 * (`drawBiasAtZeroFanIn`), `ConvNd` leaves it untouched.
 */
export function resetLayerParameters(weight: Parameter, bias: Parameter | null, drawBiasAtZeroFanIn: boolean): void {
  init.kaimingUniform_(weight, { a: Math.sqrt(5) });
  if (!bias) return;
  const [fanIn] = init.calculateFanInAndFanOut(weight);
  if (fanIn === 0 && !drawBiasAtZeroFanIn) return;
  const bound = fanIn > 0 ? 1 / Math.sqrt(fanIn) : 0;
  init.uniform_(bias, -bound, bound);
}

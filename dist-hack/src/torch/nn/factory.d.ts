import type { DType } from '../dtype.js';
import type { Tensor } from '../tensor.js';
import { Parameter } from './parameter.js';
/** Where and in what dtype a layer creates its parameters and buffers. */
export interface FactoryOptions {
    /** Default: the default dtype (float32). */
    dtype?: DType;
    /** Default: the device of the enclosing `torch.withDevice`, else 'cpu'. */
    device?: string;
}
/** A tensor of `shape` with uninitialised values (no random draws, like `torch.empty`). */
export declare function emptyTensor(shape: number[], o?: FactoryOptions): Tensor;
/** A new uninitialised Parameter of `shape`; the layer's `resetParameters` fills it. */
export declare function emptyParameter(shape: number[], o?: FactoryOptions): Parameter;
/** A buffer tensor filled with `value`. */
export declare function filledTensor(shape: number[], value: number, o?: FactoryOptions & {
    dtype?: DType;
}): Tensor;
/** Checks a constructor argument is a positive integer. */
export declare function positiveInt(value: unknown, what: string): number;
/**
 * PyTorch's default layer initialisation (`Linear`, `ConvNd`): weight kaiming-uniform(a=√5),
 * bias U(-1/√fanIn, 1/√fanIn) with fanIn from the weight. At fanIn 0 the two differ and so
 * draw differently from the generator: `Linear` draws the bias with bound 0
 * (`drawBiasAtZeroFanIn`), `ConvNd` leaves it untouched.
 */
export declare function resetLayerParameters(weight: Parameter, bias: Parameter | null, drawBiasAtZeroFanIn: boolean): void;

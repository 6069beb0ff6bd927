import { Tensor } from '../torch/tensor.js';
/** Every tensor inside `value` (through arrays, plain objects and Maps). */
export declare function tensorsIn(value: unknown, out?: Tensor[]): Tensor[];
/** A copy of `value`'s structure with every tensor replaced by `f(tensor)`. */
export declare function mapTensors(value: unknown, f: (t: Tensor) => Tensor): unknown;
/** Disposes the tensors of `value` that are not in `keep` and not marked `keep()`. */
export declare function disposeTensors(value: unknown, keep?: ReadonlySet<Tensor>): void;

import { Tensor } from '../tensor.js';
import { Module } from './module.js';
/** `max(0, x)`. */
export declare class ReLU extends Module {
    forward(input: Tensor): Tensor;
}
/** Gaussian error linear unit; `approximate: 'tanh'` for the tanh approximation. */
export declare class GELU extends Module {
    readonly approximate: 'none' | 'tanh';
    constructor(options?: {
        approximate?: 'none' | 'tanh';
    });
    forward(input: Tensor): Tensor;
    extraRepr(): string;
}
/** `x · sigmoid(x)` (swish). */
export declare class SiLU extends Module {
    forward(input: Tensor): Tensor;
}
export declare class Tanh extends Module {
    forward(input: Tensor): Tensor;
}
export declare class Sigmoid extends Module {
    forward(input: Tensor): Tensor;
}
/** Softmax along `dim`. */
export declare class Softmax extends Module {
    readonly dim: number;
    constructor(dim: number);
    forward(input: Tensor): Tensor;
    extraRepr(): string;
}
/** Log-softmax along `dim`. */
export declare class LogSoftmax extends Module {
    readonly dim: number;
    constructor(dim: number);
    forward(input: Tensor): Tensor;
    extraRepr(): string;
}
/** `max(0, x) + negativeSlope · min(0, x)`. */
export declare class LeakyReLU extends Module {
    readonly negativeSlope: number;
    constructor(negativeSlope?: number);
    forward(input: Tensor): Tensor;
    extraRepr(): string;
}
/** Exponential linear unit. */
export declare class ELU extends Module {
    readonly alpha: number;
    constructor(alpha?: number);
    forward(input: Tensor): Tensor;
    extraRepr(): string;
}
/** `x · tanh(softplus(x))`. */
export declare class Mish extends Module {
    forward(input: Tensor): Tensor;
}

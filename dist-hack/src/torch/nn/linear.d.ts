import { Tensor } from '../tensor.js';
import { type FactoryOptions } from './factory.js';
import { Module } from './module.js';
import type { Parameter } from './parameter.js';
/** Returns its input unchanged (a placeholder layer). */
export declare class Identity extends Module {
    forward(input: Tensor): Tensor;
}
/** Options of {@link Linear}. */
export interface LinearOptions extends FactoryOptions {
    /** Learn an additive bias (default true). */
    bias?: boolean;
}
/**
 * `y = x Aᵀ + b` (PyTorch's `nn.Linear`): weight `[outFeatures, inFeatures]` initialised
 * kaiming-uniform(a=√5), bias U(-1/√inFeatures, 1/√inFeatures). One native call per forward.
 */
export declare class Linear extends Module {
    weight: Parameter;
    bias: Parameter | null;
    readonly inFeatures: number;
    readonly outFeatures: number;
    constructor(inFeatures: number, outFeatures: number, options?: LinearOptions);
    /** Re-draws the weights with PyTorch's default initialisation. */
    resetParameters(): void;
    forward(input: Tensor): Tensor;
    extraRepr(): string;
}
/** `y = x1ᵀ A x2 + b` (PyTorch's `nn.Bilinear`): weight `[out, in1, in2]`, all U(-1/√in1, 1/√in1). */
export declare class Bilinear extends Module {
    weight: Parameter;
    bias: Parameter | null;
    readonly in1Features: number;
    readonly in2Features: number;
    readonly outFeatures: number;
    constructor(in1Features: number, in2Features: number, outFeatures: number, options?: LinearOptions);
    resetParameters(): void;
    forward(input1: Tensor, input2: Tensor): Tensor;
    extraRepr(): string;
}

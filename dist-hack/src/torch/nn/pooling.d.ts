import type { Tensor } from '../tensor.js';
import * as F from './functional.js';
import { Module } from './module.js';
declare abstract class MaxPoolNd extends Module {
    readonly kernelSize: number | number[];
    readonly stride: number | number[];
    readonly padding: number | number[];
    readonly dilation: number | number[];
    readonly ceilMode: boolean;
    constructor(kernelSize: number | number[], o: F.MaxPoolOptions);
    protected options(): F.MaxPoolOptions;
    extraRepr(): string;
}
/** 1-d max pooling (PyTorch's `nn.MaxPool1d`); `stride` defaults to `kernelSize`. */
export declare class MaxPool1d extends MaxPoolNd {
    constructor(kernelSize: number | number[], options?: F.MaxPoolOptions);
    forward(input: Tensor): Tensor;
}
/** 2-d max pooling (PyTorch's `nn.MaxPool2d`); `stride` defaults to `kernelSize`. */
export declare class MaxPool2d extends MaxPoolNd {
    constructor(kernelSize: number | number[], options?: F.MaxPoolOptions);
    forward(input: Tensor): Tensor;
}
declare abstract class AvgPoolNd extends Module {
    readonly kernelSize: number | number[];
    readonly stride: number | number[];
    readonly padding: number | number[];
    readonly ceilMode: boolean;
    readonly countIncludePad: boolean;
    readonly divisorOverride: number | null;
    constructor(kernelSize: number | number[], o: F.AvgPoolOptions);
    protected options(): F.AvgPoolOptions;
    extraRepr(): string;
}
/** 1-d average pooling (PyTorch's `nn.AvgPool1d`). */
export declare class AvgPool1d extends AvgPoolNd {
    constructor(kernelSize: number | number[], options?: Omit<F.AvgPoolOptions, 'divisorOverride'>);
    forward(input: Tensor): Tensor;
}
/** 2-d average pooling (PyTorch's `nn.AvgPool2d`). */
export declare class AvgPool2d extends AvgPoolNd {
    constructor(kernelSize: number | number[], options?: F.AvgPoolOptions);
    forward(input: Tensor): Tensor;
}
/** 1-d adaptive average pooling to a fixed output length (PyTorch's `nn.AdaptiveAvgPool1d`). */
export declare class AdaptiveAvgPool1d extends Module {
    readonly outputSize: number | number[];
    constructor(outputSize: number | number[]);
    forward(input: Tensor): Tensor;
    extraRepr(): string;
}
/** 2-d adaptive average pooling to a fixed output size (PyTorch's `nn.AdaptiveAvgPool2d`). */
export declare class AdaptiveAvgPool2d extends Module {
    readonly outputSize: number | (number | null)[];
    constructor(outputSize: number | (number | null)[]);
    forward(input: Tensor): Tensor;
    extraRepr(): string;
}
export {};

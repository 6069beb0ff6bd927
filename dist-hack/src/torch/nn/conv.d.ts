import { type FactoryOptions } from './factory.js';
import * as F from './functional.js';
import { Module } from './module.js';
import type { Parameter } from './parameter.js';
import type { Tensor } from '../tensor.js';
/** Options of the convolution layers. */
export interface ConvLayerOptions extends FactoryOptions {
    stride?: number | number[];
    /** An int per side, or `'valid'` / `'same'` (stride 1 only). */
    padding?: number | number[] | 'valid' | 'same';
    dilation?: number | number[];
    groups?: number;
    bias?: boolean;
}
/** Options of the transposed convolution layers. */
export interface ConvTransposeLayerOptions extends FactoryOptions {
    stride?: number | number[];
    padding?: number | number[];
    outputPadding?: number | number[];
    dilation?: number | number[];
    groups?: number;
    bias?: boolean;
}
/** Shared state and initialisation of the convolutions (PyTorch's `_ConvNd`). */
declare abstract class ConvNd extends Module {
    weight: Parameter;
    bias: Parameter | null;
    readonly inChannels: number;
    readonly outChannels: number;
    readonly kernelSize: number[];
    readonly stride: number[];
    readonly padding: number[] | 'valid' | 'same';
    readonly dilation: number[];
    readonly groups: number;
    readonly transposed: boolean;
    readonly outputPadding: number[];
    constructor(n: number, inChannels: number, outChannels: number, kernelSize: number | number[], transposed: boolean, o: ConvLayerOptions & {
        outputPadding?: number | number[];
    });
    /** Re-draws the weights: kaiming-uniform(a=√5) weight, bias U(-1/√fanIn, 1/√fanIn). */
    resetParameters(): void;
    extraRepr(): string;
    protected convOptions(): F.ConvOptions;
    protected transposeOptions(): F.ConvTransposeOptions;
}
/** 1-d convolution over `[N, C, L]` (PyTorch's `nn.Conv1d`). */
export declare class Conv1d extends ConvNd {
    constructor(inChannels: number, outChannels: number, kernelSize: number | number[], options?: ConvLayerOptions);
    forward(input: Tensor): Tensor;
}
/** 2-d convolution over `[N, C, H, W]` (PyTorch's `nn.Conv2d`). One `aten::conv2d` call per forward. */
export declare class Conv2d extends ConvNd {
    constructor(inChannels: number, outChannels: number, kernelSize: number | number[], options?: ConvLayerOptions);
    forward(input: Tensor): Tensor;
}
/** 3-d convolution over `[N, C, D, H, W]` (PyTorch's `nn.Conv3d`). */
export declare class Conv3d extends ConvNd {
    constructor(inChannels: number, outChannels: number, kernelSize: number | number[], options?: ConvLayerOptions);
    forward(input: Tensor): Tensor;
}
/** 1-d transposed convolution (PyTorch's `nn.ConvTranspose1d`). */
export declare class ConvTranspose1d extends ConvNd {
    constructor(inChannels: number, outChannels: number, kernelSize: number | number[], options?: ConvTransposeLayerOptions);
    forward(input: Tensor): Tensor;
}
/** 2-d transposed convolution (PyTorch's `nn.ConvTranspose2d`). */
export declare class ConvTranspose2d extends ConvNd {
    constructor(inChannels: number, outChannels: number, kernelSize: number | number[], options?: ConvTransposeLayerOptions);
    forward(input: Tensor): Tensor;
}
export {};

import type { Tensor } from '../tensor.js';
import { Module } from './module.js';
/** Flattens dimensions `startDim..endDim` (default: all but the batch dimension). */
export declare class Flatten extends Module {
    readonly startDim: number;
    readonly endDim: number;
    constructor(startDim?: number, endDim?: number);
    forward(input: Tensor): Tensor;
    extraRepr(): string;
}
/** Expands dimension `dim` into `unflattenedSize`. */
export declare class Unflatten extends Module {
    readonly dim: number;
    readonly unflattenedSize: number[];
    constructor(dim: number, unflattenedSize: number[]);
    forward(input: Tensor): Tensor;
    extraRepr(): string;
}

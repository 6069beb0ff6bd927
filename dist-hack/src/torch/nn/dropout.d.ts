import type { Tensor } from '../tensor.js';
import { Module } from './module.js';
/**
 * Zeroes each element with probability `p` in training mode and scales the rest by 1/(1-p);
 * the identity in eval mode. Draws from the default generator (seeded by `torch.manualSeed`).
 */
export declare class Dropout extends Module {
    readonly p: number;
    constructor(p?: number);
    forward(input: Tensor): Tensor;
    extraRepr(): string;
}

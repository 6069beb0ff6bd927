import type { Tensor } from '../tensor.js';
/** Nonlinearities known to {@link calculateGain} (PyTorch's names). */
export type Nonlinearity = 'linear' | 'conv1d' | 'conv2d' | 'conv3d' | 'conv_transpose1d' | 'conv_transpose2d' | 'conv_transpose3d' | 'sigmoid' | 'tanh' | 'relu' | 'leaky_relu' | 'selu';
/** The recommended gain for a nonlinearity (`param` is leaky_relu's negative slope, default 0.01). */
export declare function calculateGain(nonlinearity: Nonlinearity, param?: number): number;
/** `[fanIn, fanOut]` of a weight of shape `[out, in, ...kernel]`. */
export declare function calculateFanInAndFanOut(tensor: Tensor): [number, number];
/** Fills with values drawn uniformly from [a, b). */
export declare function uniform_(tensor: Tensor, a?: number, b?: number): Tensor;
/** Fills with values drawn from N(mean, std²). */
export declare function normal_(tensor: Tensor, mean?: number, std?: number): Tensor;
/**
 * Fills with values drawn from N(mean, std²) truncated to [a, b] (PyTorch's inverse-CDF
 * method, so the same seed gives the same values).
 */
export declare function truncNormal_(tensor: Tensor, mean?: number, std?: number, a?: number, b?: number): Tensor;
/** Fills with a constant. */
export declare function constant_(tensor: Tensor, value: number): Tensor;
/** Fills with ones. */
export declare function ones_(tensor: Tensor): Tensor;
/** Fills with zeros. */
export declare function zeros_(tensor: Tensor): Tensor;
/** Fills a 2-d tensor with the identity matrix. */
export declare function eye_(tensor: Tensor): Tensor;
/** Glorot/Xavier uniform: U(-a, a) with a = gain·sqrt(6 / (fanIn + fanOut)). */
export declare function xavierUniform_(tensor: Tensor, gain?: number): Tensor;
/** Glorot/Xavier normal: N(0, std²) with std = gain·sqrt(2 / (fanIn + fanOut)). */
export declare function xavierNormal_(tensor: Tensor, gain?: number): Tensor;
/** Options of the Kaiming (He) initialisers. */
export interface KaimingOptions {
    /** Negative slope of the rectifier after this layer (leaky_relu only). Default 0. */
    a?: number;
    /** Preserve the variance of the forward pass (`'fanIn'`, default) or the backward pass (`'fanOut'`). */
    mode?: 'fanIn' | 'fanOut';
    /** Default `'leaky_relu'`. */
    nonlinearity?: Nonlinearity;
}
/** Kaiming (He) uniform: U(-b, b) with b = gain·sqrt(3 / fan). */
export declare function kaimingUniform_(tensor: Tensor, options?: KaimingOptions): Tensor;
/** Kaiming (He) normal: N(0, std²) with std = gain / sqrt(fan). */
export declare function kaimingNormal_(tensor: Tensor, options?: KaimingOptions): Tensor;

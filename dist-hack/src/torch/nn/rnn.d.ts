import type { Tensor } from '../tensor.js';
import { type FactoryOptions } from './factory.js';
import { Module } from './module.js';
import type { Parameter } from './parameter.js';
/** Options of {@link RNN}, {@link LSTM} and {@link GRU}. */
export interface RNNOptions extends FactoryOptions {
    numLayers?: number;
    /** RNN only: `'tanh'` (default) or `'relu'`. */
    nonlinearity?: 'tanh' | 'relu';
    bias?: boolean;
    /** Input and output are `[batch, seq, feature]` instead of `[seq, batch, feature]`. */
    batchFirst?: boolean;
    /** Dropout between layers (training only). */
    dropout?: number;
    bidirectional?: boolean;
}
type Mode = 'RNN_TANH' | 'RNN_RELU' | 'LSTM' | 'GRU';
/**
 * Shared recurrent layer (PyTorch's `RNNBase`): parameters named as in PyTorch
 * (`weight_ih_l0`, `bias_hh_l1_reverse`, …), all initialised U(-1/√hidden, 1/√hidden), and a
 * forward that is one fused ATen call over the flat weight list.
 */
declare abstract class RNNBase extends Module {
    protected readonly mode: Mode;
    readonly inputSize: number;
    readonly hiddenSize: number;
    readonly numLayers: number;
    readonly bias: boolean;
    readonly batchFirst: boolean;
    readonly dropout: number;
    readonly bidirectional: boolean;
    /** @internal Parameter names in ATen's flat order. */
    protected readonly flatNames: string[];
    constructor(mode: Mode, inputSize: number, hiddenSize: number, o: RNNOptions);
    /** Re-draws every weight from U(-1/√hiddenSize, 1/√hiddenSize). */
    resetParameters(): void;
    /** @internal The weights in ATen's order. */
    protected flatWeights(): Parameter[];
    /** @internal Checks the input and returns [batched input, batch size, was unbatched]. */
    protected prepare(input: Tensor): [Tensor, number, boolean];
    /** @internal A zero initial state of `[layers·dirs, batch, hidden]`. */
    protected zeroState(like: Tensor, batch: number): Tensor;
    extraRepr(): string;
}
/** Elman RNN, `tanh` or `relu` (PyTorch's `nn.RNN`). `forward(input, h0?)` returns `[output, hN]`. */
export declare class RNN extends RNNBase {
    constructor(inputSize: number, hiddenSize: number, options?: RNNOptions);
    forward(input: Tensor, hx?: Tensor | null): [Tensor, Tensor];
}
/** Long short-term memory (PyTorch's `nn.LSTM`). `forward(input, [h0, c0]?)` returns `[output, [hN, cN]]`. */
export declare class LSTM extends RNNBase {
    constructor(inputSize: number, hiddenSize: number, options?: Omit<RNNOptions, 'nonlinearity'>);
    forward(input: Tensor, hx?: [Tensor, Tensor] | null): [Tensor, [Tensor, Tensor]];
}
/** Gated recurrent unit (PyTorch's `nn.GRU`). `forward(input, h0?)` returns `[output, hN]`. */
export declare class GRU extends RNNBase {
    constructor(inputSize: number, hiddenSize: number, options?: Omit<RNNOptions, 'nonlinearity'>);
    forward(input: Tensor, hx?: Tensor | null): [Tensor, Tensor];
}
export {};

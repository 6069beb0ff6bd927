import { callOp } from '../ops.js';
import { scope } from '../scope.js';
import { emptyParameter, positiveInt } from './factory.js';
import * as init from './init.js';
import { Module } from './module.js';
/**
 * Shared recurrent layer (PyTorch's `RNNBase`): parameters named as in PyTorch
 * (`weight_ih_l0`, `bias_hh_l1_reverse`, …), all initialised U(-1/√hidden, 1/√hidden), and a
 * forward that is one fused ATen call over the flat weight list.
 */
class RNNBase extends Module {
    mode;
    inputSize;
    hiddenSize;
    numLayers;
    bias;
    batchFirst;
    dropout;
    bidirectional;
    /** @internal Parameter names in ATen's flat order. */
    flatNames = [];
    constructor(mode, inputSize, hiddenSize, o) {
        super();
        this.mode = mode;
        const name = mode === 'LSTM' ? 'LSTM' : mode === 'GRU' ? 'GRU' : 'RNN';
        this.inputSize = positiveInt(inputSize, `${name} inputSize`);
        this.hiddenSize = positiveInt(hiddenSize, `${name} hiddenSize`);
        this.numLayers = positiveInt(o.numLayers ?? 1, `${name} numLayers`);
        this.bias = o.bias ?? true;
        this.batchFirst = o.batchFirst ?? false;
        this.dropout = o.dropout ?? 0;
        if (!(this.dropout >= 0 && this.dropout <= 1))
            throw new RangeError(`${name}: dropout must be in [0, 1], got ${this.dropout}`);
        this.bidirectional = o.bidirectional ?? false;
        const gate = mode === 'LSTM' ? 4 * hiddenSize : mode === 'GRU' ? 3 * hiddenSize : hiddenSize;
        const dirs = this.bidirectional ? 2 : 1;
        for (let layer = 0; layer < this.numLayers; layer++) {
            for (let d = 0; d < dirs; d++) {
                const inSize = layer === 0 ? inputSize : hiddenSize * dirs;
                const suffix = d === 1 ? '_reverse' : '';
                const shapes = [
                    [`weight_ih_l${layer}${suffix}`, [gate, inSize]],
                    [`weight_hh_l${layer}${suffix}`, [gate, hiddenSize]],
                ];
                if (this.bias)
                    shapes.push([`bias_ih_l${layer}${suffix}`, [gate]], [`bias_hh_l${layer}${suffix}`, [gate]]);
                for (const [n, s] of shapes) {
                    this.registerParameter(n, emptyParameter(s, o));
                    this.flatNames.push(n);
                }
            }
        }
        this.resetParameters();
    }
    /** Re-draws every weight from U(-1/√hiddenSize, 1/√hiddenSize). */
    resetParameters() {
        const stdv = 1 / Math.sqrt(this.hiddenSize);
        for (const p of this.parameters())
            init.uniform_(p, -stdv, stdv);
    }
    /** @internal The weights in ATen's order. */
    flatWeights() {
        return this.flatNames.map((n) => this._parameters.get(n));
    }
    /** @internal Checks the input and returns [batched input, batch size, was unbatched]. */
    prepare(input) {
        if (input.ndim !== 2 && input.ndim !== 3) {
            throw new RangeError(`${this.constructor.name}: expected a 3-d input (${this.batchFirst ? '[batch, seq, feature]' : '[seq, batch, feature]'}) or a 2-d unbatched one, but got shape [${input.shape.join(', ')}]`);
        }
        const last = input.shape[input.ndim - 1];
        if (last !== this.inputSize) {
            throw new RangeError(`${this.constructor.name}: input.size(-1) must be equal to inputSize. Expected ${this.inputSize}, got ${last}`);
        }
        if (input.ndim === 2)
            return [input.unsqueeze(this.batchFirst ? 0 : 1), 1, true];
        return [input, input.shape[this.batchFirst ? 0 : 1], false];
    }
    /** @internal A zero initial state of `[layers·dirs, batch, hidden]`. */
    zeroState(like, batch) {
        return callOp('aten::zeros', [[this.numLayers * (this.bidirectional ? 2 : 1), batch, this.hiddenSize]], { dtype: like.dtype, device: like.device });
    }
    extraRepr() {
        let s = `${this.inputSize}, ${this.hiddenSize}`;
        if (this.numLayers !== 1)
            s += `, numLayers=${this.numLayers}`;
        if (this.mode === 'RNN_RELU')
            s += `, nonlinearity='relu'`;
        if (!this.bias)
            s += ', bias=false';
        if (this.batchFirst)
            s += ', batchFirst=true';
        if (this.dropout)
            s += `, dropout=${this.dropout}`;
        if (this.bidirectional)
            s += ', bidirectional=true';
        return s;
    }
}
/** Elman RNN, `tanh` or `relu` (PyTorch's `nn.RNN`). `forward(input, h0?)` returns `[output, hN]`. */
export class RNN extends RNNBase {
    constructor(inputSize, hiddenSize, options = {}) {
        const nl = options.nonlinearity ?? 'tanh';
        if (nl !== 'tanh' && nl !== 'relu')
            throw new TypeError(`RNN: nonlinearity must be 'tanh' or 'relu', got '${String(nl)}'`);
        super(nl === 'tanh' ? 'RNN_TANH' : 'RNN_RELU', inputSize, hiddenSize, options);
    }
    forward(input, hx = null) {
        return scope(() => {
            const [x, batch, unbatched] = this.prepare(input);
            const h0 = hx ? (unbatched ? hx.unsqueeze(1) : hx) : this.zeroState(x, batch);
            const op = this.mode === 'RNN_TANH' ? 'aten::rnn_tanh.input' : 'aten::rnn_relu.input';
            const [out, hn] = callOp(op, [x, h0, this.flatWeights(), this.bias, this.numLayers, this.dropout, this.training, this.bidirectional, this.batchFirst]);
            return unbatched ? [out.squeeze(this.batchFirst ? 0 : 1), hn.squeeze(1)] : [out, hn];
        });
    }
}
/** Long short-term memory (PyTorch's `nn.LSTM`). `forward(input, [h0, c0]?)` returns `[output, [hN, cN]]`. */
export class LSTM extends RNNBase {
    constructor(inputSize, hiddenSize, options = {}) {
        super('LSTM', inputSize, hiddenSize, options);
    }
    forward(input, hx = null) {
        return scope(() => {
            const [x, batch, unbatched] = this.prepare(input);
            const state = hx ? (unbatched ? [hx[0].unsqueeze(1), hx[1].unsqueeze(1)] : hx) : [this.zeroState(x, batch), this.zeroState(x, batch)];
            const [out, hn, cn] = callOp('aten::lstm.input', [x, state, this.flatWeights(), this.bias, this.numLayers, this.dropout, this.training, this.bidirectional, this.batchFirst]);
            return unbatched ? [out.squeeze(this.batchFirst ? 0 : 1), [hn.squeeze(1), cn.squeeze(1)]] : [out, [hn, cn]];
        });
    }
}
/** Gated recurrent unit (PyTorch's `nn.GRU`). `forward(input, h0?)` returns `[output, hN]`. */
export class GRU extends RNNBase {
    constructor(inputSize, hiddenSize, options = {}) {
        super('GRU', inputSize, hiddenSize, options);
    }
    forward(input, hx = null) {
        return scope(() => {
            const [x, batch, unbatched] = this.prepare(input);
            const h0 = hx ? (unbatched ? hx.unsqueeze(1) : hx) : this.zeroState(x, batch);
            const [out, hn] = callOp('aten::gru.input', [x, h0, this.flatWeights(), this.bias, this.numLayers, this.dropout, this.training, this.bidirectional, this.batchFirst]);
            return unbatched ? [out.squeeze(this.batchFirst ? 0 : 1), hn.squeeze(1)] : [out, hn];
        });
    }
}
//# sourceMappingURL=rnn.js.map
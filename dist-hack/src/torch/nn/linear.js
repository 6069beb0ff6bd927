import { native } from '../native.js';
import { callOp } from '../ops.js';
import { dtypeMismatchMessage } from '../typed-reads.js';
import { Tensor } from '../tensor.js';
import { emptyParameter, positiveInt, resetLayerParameters } from './factory.js';
import * as init from './init.js';
import { Module } from './module.js';
/** Returns its input unchanged (a placeholder layer). */
export class Identity extends Module {
    forward(input) {
        return input;
    }
}
/**
 * `y = x Aᵀ + b` (PyTorch's `nn.Linear`): weight `[outFeatures, inFeatures]` initialised
 * kaiming-uniform(a=√5), bias U(-1/√inFeatures, 1/√inFeatures). One native call per forward.
 */
export class Linear extends Module {
    inFeatures;
    outFeatures;
    constructor(inFeatures, outFeatures, options = {}) {
        super();
        this.inFeatures = positiveInt(inFeatures, 'Linear inFeatures');
        this.outFeatures = positiveInt(outFeatures, 'Linear outFeatures');
        this.weight = emptyParameter([outFeatures, inFeatures], options);
        if (options.bias ?? true)
            this.bias = emptyParameter([outFeatures], options);
        else
            this.registerParameter('bias', null);
        this.resetParameters();
    }
    /** Re-draws the weights with PyTorch's default initialisation. */
    resetParameters() {
        resetLayerParameters(this.weight, this.bias, true);
    }
    forward(input) {
        const { weight, bias } = this._target;
        try {
            return new Tensor(native.linear(input._h, weight._h, bias ? bias._h : null));
        }
        catch (err) {
            // Only a dtype failure reads the dtypes (a disposed input's own error stays as it was).
            if (!/dtype|scalar type/i.test(err.message))
                throw err;
            const message = dtypeMismatchMessage('Linear', [['input', input.dtype], ['weight', weight.dtype]], err.message);
            throw message ? new TypeError(message, { cause: err }) : err;
        }
    }
    extraRepr() {
        return `inFeatures=${this.inFeatures}, outFeatures=${this.outFeatures}, bias=${this.bias !== null}`;
    }
}
/** `y = x1ᵀ A x2 + b` (PyTorch's `nn.Bilinear`): weight `[out, in1, in2]`, all U(-1/√in1, 1/√in1). */
export class Bilinear extends Module {
    in1Features;
    in2Features;
    outFeatures;
    constructor(in1Features, in2Features, outFeatures, options = {}) {
        super();
        this.in1Features = positiveInt(in1Features, 'Bilinear in1Features');
        this.in2Features = positiveInt(in2Features, 'Bilinear in2Features');
        this.outFeatures = positiveInt(outFeatures, 'Bilinear outFeatures');
        this.weight = emptyParameter([outFeatures, in1Features, in2Features], options);
        if (options.bias ?? true)
            this.bias = emptyParameter([outFeatures], options);
        else
            this.registerParameter('bias', null);
        this.resetParameters();
    }
    resetParameters() {
        const bound = 1 / Math.sqrt(this.weight.shape[1]);
        init.uniform_(this.weight, -bound, bound);
        if (this.bias)
            init.uniform_(this.bias, -bound, bound);
    }
    forward(input1, input2) {
        return callOp('aten::bilinear', [input1, input2, this.weight, this.bias]);
    }
    extraRepr() {
        return `in1Features=${this.in1Features}, in2Features=${this.in2Features}, outFeatures=${this.outFeatures}, bias=${this.bias !== null}`;
    }
}
//# sourceMappingURL=linear.js.map
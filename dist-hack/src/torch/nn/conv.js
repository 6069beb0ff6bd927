import { emptyParameter, positiveInt, resetLayerParameters } from './factory.js';
import * as F from './functional.js';
import { ntuple } from './functional.js';
import { Module } from './module.js';
/** Shared state and initialisation of the convolutions (PyTorch's `_ConvNd`). */
class ConvNd extends Module {
    inChannels;
    outChannels;
    kernelSize;
    stride;
    padding;
    dilation;
    groups;
    transposed;
    outputPadding;
    constructor(n, inChannels, outChannels, kernelSize, transposed, o) {
        super();
        const name = `Conv${transposed ? 'Transpose' : ''}${n}d`;
        this.inChannels = positiveInt(inChannels, `${name} inChannels`);
        this.outChannels = positiveInt(outChannels, `${name} outChannels`);
        this.kernelSize = ntuple(kernelSize, n, `${name} kernelSize`);
        this.stride = ntuple(o.stride ?? 1, n, `${name} stride`);
        this.padding = typeof o.padding === 'string' ? o.padding : ntuple(o.padding ?? 0, n, `${name} padding`);
        if (this.padding !== 'valid' && this.padding !== 'same' && typeof this.padding === 'string') {
            throw new TypeError(`${name} padding must be an int, a list of ints, 'valid' or 'same', but received '${String(this.padding)}'`);
        }
        this.dilation = ntuple(o.dilation ?? 1, n, `${name} dilation`);
        this.outputPadding = ntuple(o.outputPadding ?? 0, n, `${name} outputPadding`);
        this.groups = positiveInt(o.groups ?? 1, `${name} groups`);
        this.transposed = transposed;
        if (inChannels % this.groups !== 0)
            throw new RangeError(`${name}: inChannels (${inChannels}) must be divisible by groups (${this.groups})`);
        if (outChannels % this.groups !== 0)
            throw new RangeError(`${name}: outChannels (${outChannels}) must be divisible by groups (${this.groups})`);
        if (this.padding === 'same' && this.stride.some((s) => s !== 1))
            throw new RangeError(`${name}: padding='same' is not supported for strided convolutions`);
        const shape = transposed
            ? [inChannels, outChannels / this.groups, ...this.kernelSize]
            : [outChannels, inChannels / this.groups, ...this.kernelSize];
        this.weight = emptyParameter(shape, o);
        if (o.bias ?? true)
            this.bias = emptyParameter([outChannels], o);
        else
            this.registerParameter('bias', null);
        this.resetParameters();
    }
    /** Re-draws the weights: kaiming-uniform(a=√5) weight, bias U(-1/√fanIn, 1/√fanIn). */
    resetParameters() {
        resetLayerParameters(this.weight, this.bias, false);
    }
    extraRepr() {
        const t = (v) => `[${v.join(', ')}]`;
        let s = `${this.inChannels}, ${this.outChannels}, kernelSize=${t(this.kernelSize)}, stride=${t(this.stride)}`;
        const zeros = (v) => v.every((x) => x === 0);
        if (typeof this.padding === 'string' || !zeros(this.padding))
            s += `, padding=${typeof this.padding === 'string' ? `'${this.padding}'` : t(this.padding)}`;
        if (this.dilation.some((d) => d !== 1))
            s += `, dilation=${t(this.dilation)}`;
        if (!zeros(this.outputPadding))
            s += `, outputPadding=${t(this.outputPadding)}`;
        if (this.groups !== 1)
            s += `, groups=${this.groups}`;
        if (!this.bias)
            s += ', bias=false';
        return s;
    }
    convOptions() {
        return { stride: this.stride, padding: this.padding, dilation: this.dilation, groups: this.groups };
    }
    transposeOptions() {
        return {
            stride: this.stride,
            padding: this.padding,
            outputPadding: this.outputPadding,
            dilation: this.dilation,
            groups: this.groups,
        };
    }
}
/** 1-d convolution over `[N, C, L]` (PyTorch's `nn.Conv1d`). */
export class Conv1d extends ConvNd {
    constructor(inChannels, outChannels, kernelSize, options = {}) {
        super(1, inChannels, outChannels, kernelSize, false, options);
    }
    forward(input) {
        return F.conv1d(input, this.weight, this.bias, this.convOptions());
    }
}
/** 2-d convolution over `[N, C, H, W]` (PyTorch's `nn.Conv2d`). One `aten::conv2d` call per forward. */
export class Conv2d extends ConvNd {
    constructor(inChannels, outChannels, kernelSize, options = {}) {
        super(2, inChannels, outChannels, kernelSize, false, options);
    }
    forward(input) {
        return F.conv2d(input, this.weight, this.bias, this.convOptions());
    }
}
/** 3-d convolution over `[N, C, D, H, W]` (PyTorch's `nn.Conv3d`). */
export class Conv3d extends ConvNd {
    constructor(inChannels, outChannels, kernelSize, options = {}) {
        super(3, inChannels, outChannels, kernelSize, false, options);
    }
    forward(input) {
        return F.conv3d(input, this.weight, this.bias, this.convOptions());
    }
}
/** 1-d transposed convolution (PyTorch's `nn.ConvTranspose1d`). */
export class ConvTranspose1d extends ConvNd {
    constructor(inChannels, outChannels, kernelSize, options = {}) {
        super(1, inChannels, outChannels, kernelSize, true, options);
    }
    forward(input) {
        return F.convTranspose1d(input, this.weight, this.bias, this.transposeOptions());
    }
}
/** 2-d transposed convolution (PyTorch's `nn.ConvTranspose2d`). */
export class ConvTranspose2d extends ConvNd {
    constructor(inChannels, outChannels, kernelSize, options = {}) {
        super(2, inChannels, outChannels, kernelSize, true, options);
    }
    forward(input) {
        return F.convTranspose2d(input, this.weight, this.bias, this.transposeOptions());
    }
}
//# sourceMappingURL=conv.js.map
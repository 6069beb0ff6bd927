import * as F from './functional.js';
import { Module } from './module.js';
const list = (v) => (v === null || v === undefined ? 'null' : Array.isArray(v) ? `[${v.join(', ')}]` : String(v));
class MaxPoolNd extends Module {
    kernelSize;
    stride;
    padding;
    dilation;
    ceilMode;
    constructor(kernelSize, o) {
        super();
        this.kernelSize = kernelSize;
        this.stride = o.stride ?? kernelSize;
        this.padding = o.padding ?? 0;
        this.dilation = o.dilation ?? 1;
        this.ceilMode = o.ceilMode ?? false;
    }
    options() {
        return { stride: this.stride, padding: this.padding, dilation: this.dilation, ceilMode: this.ceilMode };
    }
    extraRepr() {
        return `kernelSize=${list(this.kernelSize)}, stride=${list(this.stride)}, padding=${list(this.padding)}, dilation=${list(this.dilation)}, ceilMode=${this.ceilMode}`;
    }
}
/** 1-d max pooling (PyTorch's `nn.MaxPool1d`); `stride` defaults to `kernelSize`. */
export class MaxPool1d extends MaxPoolNd {
    constructor(kernelSize, options = {}) {
        super(kernelSize, options);
    }
    forward(input) {
        return F.maxPool1d(input, this.kernelSize, this.options());
    }
}
/** 2-d max pooling (PyTorch's `nn.MaxPool2d`); `stride` defaults to `kernelSize`. */
export class MaxPool2d extends MaxPoolNd {
    constructor(kernelSize, options = {}) {
        super(kernelSize, options);
    }
    forward(input) {
        return F.maxPool2d(input, this.kernelSize, this.options());
    }
}
class AvgPoolNd extends Module {
    kernelSize;
    stride;
    padding;
    ceilMode;
    countIncludePad;
    divisorOverride;
    constructor(kernelSize, o) {
        super();
        this.kernelSize = kernelSize;
        this.stride = o.stride ?? kernelSize;
        this.padding = o.padding ?? 0;
        this.ceilMode = o.ceilMode ?? false;
        this.countIncludePad = o.countIncludePad ?? true;
        this.divisorOverride = o.divisorOverride ?? null;
    }
    options() {
        return { stride: this.stride, padding: this.padding, ceilMode: this.ceilMode, countIncludePad: this.countIncludePad, divisorOverride: this.divisorOverride };
    }
    extraRepr() {
        return `kernelSize=${list(this.kernelSize)}, stride=${list(this.stride)}, padding=${list(this.padding)}`;
    }
}
/** 1-d average pooling (PyTorch's `nn.AvgPool1d`). */
export class AvgPool1d extends AvgPoolNd {
    constructor(kernelSize, options = {}) {
        super(kernelSize, options);
    }
    forward(input) {
        return F.avgPool1d(input, this.kernelSize, this.options());
    }
}
/** 2-d average pooling (PyTorch's `nn.AvgPool2d`). */
export class AvgPool2d extends AvgPoolNd {
    constructor(kernelSize, options = {}) {
        super(kernelSize, options);
    }
    forward(input) {
        return F.avgPool2d(input, this.kernelSize, this.options());
    }
}
/** 1-d adaptive average pooling to a fixed output length (PyTorch's `nn.AdaptiveAvgPool1d`). */
export class AdaptiveAvgPool1d extends Module {
    outputSize;
    constructor(outputSize) {
        super();
        this.outputSize = outputSize;
    }
    forward(input) {
        return F.adaptiveAvgPool1d(input, this.outputSize);
    }
    extraRepr() {
        return `outputSize=${list(this.outputSize)}`;
    }
}
/** 2-d adaptive average pooling to a fixed output size (PyTorch's `nn.AdaptiveAvgPool2d`). */
export class AdaptiveAvgPool2d extends Module {
    outputSize;
    constructor(outputSize) {
        super();
        this.outputSize = outputSize;
    }
    forward(input) {
        return F.adaptiveAvgPool2d(input, this.outputSize);
    }
    extraRepr() {
        return `outputSize=${Array.isArray(this.outputSize) ? `[${this.outputSize.map(String).join(', ')}]` : this.outputSize}`;
    }
}
//# sourceMappingURL=pooling.js.map
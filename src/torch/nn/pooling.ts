import type { Tensor } from '../tensor.js';
import * as F from './functional.js';
import { Module } from './module.js';

const list = (v: number | number[] | null | undefined) => (v === null || v === undefined ? 'null' : Array.isArray(v) ? `[${v.join(', ')}]` : String(v));

abstract class MaxPoolNd extends Module {
  readonly kernelSize: number | number[];
  readonly stride: number | number[];
  readonly padding: number | number[];
  readonly dilation: number | number[];
  readonly ceilMode: boolean;
  constructor(kernelSize: number | number[], o: F.MaxPoolOptions) {
    super();
    this.kernelSize = kernelSize;
    this.stride = o.stride ?? kernelSize;
    this.padding = o.padding ?? 0;
    this.dilation = o.dilation ?? 1;
    this.ceilMode = o.ceilMode ?? false;
  }
  protected options(): F.MaxPoolOptions {
    return { stride: this.stride, padding: this.padding, dilation: this.dilation, ceilMode: this.ceilMode };
  }
  override extraRepr(): string {
    return `kernelSize=${list(this.kernelSize)}, stride=${list(this.stride)}, padding=${list(this.padding)}, dilation=${list(this.dilation)}, ceilMode=${this.ceilMode}`;
  }
}

/** 1-d max pooling (PyTorch's `nn.MaxPool1d`); `stride` defaults to `kernelSize`. */
export class MaxPool1d extends MaxPoolNd {
  constructor(kernelSize: number | number[], options: F.MaxPoolOptions = {}) {
    super(kernelSize, options);
  }
  override forward(input: Tensor): Tensor {
    return F.maxPool1d(input, this.kernelSize, this.options());
  }
}

/** 2-d max pooling (PyTorch's `nn.MaxPool2d`); `stride` defaults to `kernelSize`. */
export class MaxPool2d extends MaxPoolNd {
  constructor(kernelSize: number | number[], options: F.MaxPoolOptions = {}) {
    super(kernelSize, options);
  }
  override forward(input: Tensor): Tensor {
    return F.maxPool2d(input, this.kernelSize, this.options());
  }
}

abstract class AvgPoolNd extends Module {
  readonly kernelSize: number | number[];
  readonly stride: number | number[];
  readonly padding: number | number[];
  readonly ceilMode: boolean;
  readonly countIncludePad: boolean;
  readonly divisorOverride: number | null;
  constructor(kernelSize: number | number[], o: F.AvgPoolOptions) {
    super();
    this.kernelSize = kernelSize;
    this.stride = o.stride ?? kernelSize;
    this.padding = o.padding ?? 0;
    this.ceilMode = o.ceilMode ?? false;
    this.countIncludePad = o.countIncludePad ?? true;
    this.divisorOverride = o.divisorOverride ?? null;
  }
  protected options(): F.AvgPoolOptions {
    return { stride: this.stride, padding: this.padding, ceilMode: this.ceilMode, countIncludePad: this.countIncludePad, divisorOverride: this.divisorOverride };
  }
  override extraRepr(): string {
    return `kernelSize=${list(this.kernelSize)}, stride=${list(this.stride)}, padding=${list(this.padding)}`;
  }
}

/** 1-d average pooling (PyTorch's `nn.AvgPool1d`). */
export class AvgPool1d extends AvgPoolNd {
  constructor(kernelSize: number | number[], options: Omit<F.AvgPoolOptions, 'divisorOverride'> = {}) {
    super(kernelSize, options);
  }
  override forward(input: Tensor): Tensor {
    return F.avgPool1d(input, this.kernelSize, this.options());
  }
}

/** 2-d average pooling (PyTorch's `nn.AvgPool2d`). */
export class AvgPool2d extends AvgPoolNd {
  constructor(kernelSize: number | number[], options: F.AvgPoolOptions = {}) {
    super(kernelSize, options);
  }
  override forward(input: Tensor): Tensor {
    return F.avgPool2d(input, this.kernelSize, this.options());
  }
}

/** 1-d adaptive average pooling to a fixed output length (PyTorch's `nn.AdaptiveAvgPool1d`). */
export class AdaptiveAvgPool1d extends Module {
  constructor(readonly outputSize: number | number[]) {
    super();
  }
  override forward(input: Tensor): Tensor {
    return F.adaptiveAvgPool1d(input, this.outputSize);
  }
  override extraRepr(): string {
    return `outputSize=${list(this.outputSize)}`;
  }
}

/** 2-d adaptive average pooling to a fixed output size (PyTorch's `nn.AdaptiveAvgPool2d`). */
export class AdaptiveAvgPool2d extends Module {
  constructor(readonly outputSize: number | (number | null)[]) {
    super();
  }
  override forward(input: Tensor): Tensor {
    return F.adaptiveAvgPool2d(input, this.outputSize);
  }
  override extraRepr(): string {
    return `outputSize=${Array.isArray(this.outputSize) ? `[${this.outputSize.map(String).join(', ')}]` : this.outputSize}`;
  }
}

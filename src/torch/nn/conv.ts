import { emptyParameter, positiveInt, resetLayerParameters, type FactoryOptions } from './factory.js';
import * as F from './functional.js';
import { ntuple } from './functional.js';
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
abstract class ConvNd extends Module {
  declare weight: Parameter;
  declare bias: Parameter | null;
  readonly inChannels: number;
  readonly outChannels: number;
  readonly kernelSize: number[];
  readonly stride: number[];
  readonly padding: number[] | 'valid' | 'same';
  readonly dilation: number[];
  readonly groups: number;
  readonly transposed: boolean;
  readonly outputPadding: number[];

  constructor(
    n: number,
    inChannels: number,
    outChannels: number,
    kernelSize: number | number[],
    transposed: boolean,
    o: ConvLayerOptions & { outputPadding?: number | number[] },
  ) {
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
    if (inChannels % this.groups !== 0) throw new RangeError(`${name}: inChannels (${inChannels}) must be divisible by groups (${this.groups})`);
    if (outChannels % this.groups !== 0) throw new RangeError(`${name}: outChannels (${outChannels}) must be divisible by groups (${this.groups})`);
    if (this.padding === 'same' && this.stride.some((s) => s !== 1)) throw new RangeError(`${name}: padding='same' is not supported for strided convolutions`);
    const shape = transposed
      ? [inChannels, outChannels / this.groups, ...this.kernelSize]
      : [outChannels, inChannels / this.groups, ...this.kernelSize];
    this.weight = emptyParameter(shape, o);
    if (o.bias ?? true) this.bias = emptyParameter([outChannels], o);
    else this.registerParameter('bias', null);
    this.resetParameters();
  }

  /** Re-draws the weights: kaiming-uniform(a=√5) weight, bias U(-1/√fanIn, 1/√fanIn). */
  resetParameters(): void {
    resetLayerParameters(this.weight, this.bias, false);
  }

  override extraRepr(): string {
    const t = (v: number[]) => `[${v.join(', ')}]`;
    let s = `${this.inChannels}, ${this.outChannels}, kernelSize=${t(this.kernelSize)}, stride=${t(this.stride)}`;
    const zeros = (v: number[]) => v.every((x) => x === 0);
    if (typeof this.padding === 'string' || !zeros(this.padding)) s += `, padding=${typeof this.padding === 'string' ? `'${this.padding}'` : t(this.padding)}`;
    if (this.dilation.some((d) => d !== 1)) s += `, dilation=${t(this.dilation)}`;
    if (!zeros(this.outputPadding)) s += `, outputPadding=${t(this.outputPadding)}`;
    if (this.groups !== 1) s += `, groups=${this.groups}`;
    if (!this.bias) s += ', bias=false';
    return s;
  }

  protected convOptions(): F.ConvOptions {
    return { stride: this.stride, padding: this.padding, dilation: this.dilation, groups: this.groups };
  }

  protected transposeOptions(): F.ConvTransposeOptions {
    return {
      stride: this.stride,
      padding: this.padding as number[],
      outputPadding: this.outputPadding,
      dilation: this.dilation,
      groups: this.groups,
    };
  }
}

/** 1-d convolution over `[N, C, L]` (PyTorch's `nn.Conv1d`). */
export class Conv1d extends ConvNd {
  constructor(inChannels: number, outChannels: number, kernelSize: number | number[], options: ConvLayerOptions = {}) {
    super(1, inChannels, outChannels, kernelSize, false, options);
  }
  override forward(input: Tensor): Tensor {
    return F.conv1d(input, this.weight, this.bias, this.convOptions());
  }
}

/** 2-d convolution over `[N, C, H, W]` (PyTorch's `nn.Conv2d`). One `aten::conv2d` call per forward. */
export class Conv2d extends ConvNd {
  constructor(inChannels: number, outChannels: number, kernelSize: number | number[], options: ConvLayerOptions = {}) {
    super(2, inChannels, outChannels, kernelSize, false, options);
  }
  override forward(input: Tensor): Tensor {
    return F.conv2d(input, this.weight, this.bias, this.convOptions());
  }
}

/** 3-d convolution over `[N, C, D, H, W]` (PyTorch's `nn.Conv3d`). */
export class Conv3d extends ConvNd {
  constructor(inChannels: number, outChannels: number, kernelSize: number | number[], options: ConvLayerOptions = {}) {
    super(3, inChannels, outChannels, kernelSize, false, options);
  }
  override forward(input: Tensor): Tensor {
    return F.conv3d(input, this.weight, this.bias, this.convOptions());
  }
}

/** 1-d transposed convolution (PyTorch's `nn.ConvTranspose1d`). */
export class ConvTranspose1d extends ConvNd {
  constructor(inChannels: number, outChannels: number, kernelSize: number | number[], options: ConvTransposeLayerOptions = {}) {
    super(1, inChannels, outChannels, kernelSize, true, options);
  }
  override forward(input: Tensor): Tensor {
    return F.convTranspose1d(input, this.weight, this.bias, this.transposeOptions());
  }
}

/** 2-d transposed convolution (PyTorch's `nn.ConvTranspose2d`). */
export class ConvTranspose2d extends ConvNd {
  constructor(inChannels: number, outChannels: number, kernelSize: number | number[], options: ConvTransposeLayerOptions = {}) {
    super(2, inChannels, outChannels, kernelSize, true, options);
  }
  override forward(input: Tensor): Tensor {
    return F.convTranspose2d(input, this.weight, this.bias, this.transposeOptions());
  }
}

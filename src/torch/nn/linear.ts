import { native } from '../native.js';
import { callOp } from '../ops.js';
import { dtypeMismatchMessage } from '../typed-reads.js';
import { Tensor } from '../tensor.js';
import { emptyParameter, positiveInt, resetLayerParameters, type FactoryOptions } from './factory.js';
import * as init from './init.js';
import { Module } from './module.js';
import type { Parameter } from './parameter.js';

/** Returns its input unchanged (a placeholder layer). */
export class Identity extends Module {
  override forward(input: Tensor): Tensor {
    return input;
  }
}

/** Options of {@link Linear}. */
export interface LinearOptions extends FactoryOptions {
  /** Learn an additive bias (default true). */
  bias?: boolean;
}

/**
 * `y = x Aᵀ + b` (PyTorch's `nn.Linear`): weight `[outFeatures, inFeatures]` initialised
 * kaiming-uniform(a=√5), bias U(-1/√inFeatures, 1/√inFeatures). One native call per forward.
 */
export class Linear extends Module {
  declare weight: Parameter;
  declare bias: Parameter | null;
  readonly inFeatures: number;
  readonly outFeatures: number;

  constructor(inFeatures: number, outFeatures: number, options: LinearOptions = {}) {
    super();
    this.inFeatures = positiveInt(inFeatures, 'Linear inFeatures');
    this.outFeatures = positiveInt(outFeatures, 'Linear outFeatures');
    this.weight = emptyParameter([outFeatures, inFeatures], options);
    if (options.bias ?? true) this.bias = emptyParameter([outFeatures], options);
    else this.registerParameter('bias', null);
    this.resetParameters();
  }

  /** Re-draws the weights with PyTorch's default initialisation. */
  resetParameters(): void {
    resetLayerParameters(this.weight, this.bias, true);
  }

  override forward(input: Tensor): Tensor {
    const { weight, bias } = this._target as this;
    try {
      return new Tensor(native.linear(input._h, weight._h, bias ? bias._h : null));
    } catch (err) {
      // Only a dtype failure reads the dtypes (a disposed input's own error stays as it was).
      if (!/dtype|scalar type/i.test((err as Error).message)) throw err;
      const message = dtypeMismatchMessage('Linear', [['input', input.dtype], ['weight', weight.dtype]], (err as Error).message);
      throw message ? new TypeError(message, { cause: err }) : err;
    }
  }

  override extraRepr(): string {
    return `inFeatures=${this.inFeatures}, outFeatures=${this.outFeatures}, bias=${this.bias !== null}`;
  }
}

/** `y = x1ᵀ A x2 + b` (PyTorch's `nn.Bilinear`): weight `[out, in1, in2]`, all U(-1/√in1, 1/√in1). */
export class Bilinear extends Module {
  declare weight: Parameter;
  declare bias: Parameter | null;
  readonly in1Features: number;
  readonly in2Features: number;
  readonly outFeatures: number;

  constructor(in1Features: number, in2Features: number, outFeatures: number, options: LinearOptions = {}) {
    super();
    this.in1Features = positiveInt(in1Features, 'Bilinear in1Features');
    this.in2Features = positiveInt(in2Features, 'Bilinear in2Features');
    this.outFeatures = positiveInt(outFeatures, 'Bilinear outFeatures');
    this.weight = emptyParameter([outFeatures, in1Features, in2Features], options);
    if (options.bias ?? true) this.bias = emptyParameter([outFeatures], options);
    else this.registerParameter('bias', null);
    this.resetParameters();
  }

  resetParameters(): void {
    const bound = 1 / Math.sqrt(this.weight.shape[1]!);
    init.uniform_(this.weight, -bound, bound);
    if (this.bias) init.uniform_(this.bias, -bound, bound);
  }

  override forward(input1: Tensor, input2: Tensor): Tensor {
    return callOp('aten::bilinear', [input1, input2, this.weight, this.bias]);
  }

  override extraRepr(): string {
    return `in1Features=${this.in1Features}, in2Features=${this.in2Features}, outFeatures=${this.outFeatures}, bias=${this.bias !== null}`;
  }
}

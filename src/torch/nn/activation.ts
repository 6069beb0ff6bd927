import { native } from '../native.js';
import { callOp } from '../ops.js';
import { Tensor } from '../tensor.js';
import { Module } from './module.js';

/** `max(0, x)`. */
export class ReLU extends Module {
  override forward(input: Tensor): Tensor {
    return new Tensor(native.relu(input._h));
  }
}

/** Gaussian error linear unit; `approximate: 'tanh'` for the tanh approximation. */
export class GELU extends Module {
  readonly approximate: 'none' | 'tanh';
  constructor(options: { approximate?: 'none' | 'tanh' } = {}) {
    super();
    this.approximate = options.approximate ?? 'none';
  }
  override forward(input: Tensor): Tensor {
    return callOp('aten::gelu', [input], { approximate: this.approximate });
  }
  override extraRepr(): string {
    return `approximate='${this.approximate}'`;
  }
}

/** `x · sigmoid(x)` (swish). */
export class SiLU extends Module {
  override forward(input: Tensor): Tensor {
    return new Tensor(native.silu(input._h));
  }
}

export class Tanh extends Module {
  override forward(input: Tensor): Tensor {
    return new Tensor(native.tanh(input._h));
  }
}

export class Sigmoid extends Module {
  override forward(input: Tensor): Tensor {
    return new Tensor(native.sigmoid(input._h));
  }
}

/** Softmax along `dim`. */
export class Softmax extends Module {
  constructor(readonly dim: number) {
    super();
  }
  override forward(input: Tensor): Tensor {
    return new Tensor(native.softmax(input._h, this.dim));
  }
  override extraRepr(): string {
    return `dim=${this.dim}`;
  }
}

/** Log-softmax along `dim`. */
export class LogSoftmax extends Module {
  constructor(readonly dim: number) {
    super();
  }
  override forward(input: Tensor): Tensor {
    return new Tensor(native.logSoftmax(input._h, this.dim));
  }
  override extraRepr(): string {
    return `dim=${this.dim}`;
  }
}

/** `max(0, x) + negativeSlope · min(0, x)`. */
export class LeakyReLU extends Module {
  constructor(readonly negativeSlope = 0.01) {
    super();
  }
  override forward(input: Tensor): Tensor {
    return callOp('aten::leaky_relu', [input, this.negativeSlope]);
  }
  override extraRepr(): string {
    return `negativeSlope=${this.negativeSlope}`;
  }
}

/** Exponential linear unit. */
export class ELU extends Module {
  constructor(readonly alpha = 1) {
    super();
  }
  override forward(input: Tensor): Tensor {
    return callOp('aten::elu', [input, this.alpha]);
  }
  override extraRepr(): string {
    return `alpha=${this.alpha}`;
  }
}

/** `x · tanh(softplus(x))`. */
export class Mish extends Module {
  override forward(input: Tensor): Tensor {
    return callOp('aten::mish', [input]);
  }
}

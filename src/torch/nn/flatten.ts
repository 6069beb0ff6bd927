import { callOp } from '../ops.js';
import type { Tensor } from '../tensor.js';
import { Module } from './module.js';

/** Flattens dimensions `startDim..endDim` (default: all but the batch dimension). */
export class Flatten extends Module {
  constructor(readonly startDim = 1, readonly endDim = -1) {
    super();
  }
  override forward(input: Tensor): Tensor {
    return input.flatten(this.startDim, this.endDim);
  }
  override extraRepr(): string {
    return `startDim=${this.startDim}, endDim=${this.endDim}`;
  }
}

/** Expands dimension `dim` into `unflattenedSize`. */
export class Unflatten extends Module {
  constructor(readonly dim: number, readonly unflattenedSize: number[]) {
    super();
  }
  override forward(input: Tensor): Tensor {
    return callOp('aten::unflatten.int', [input, this.dim, this.unflattenedSize]);
  }
  override extraRepr(): string {
    return `dim=${this.dim}, unflattenedSize=[${this.unflattenedSize.join(', ')}]`;
  }
}

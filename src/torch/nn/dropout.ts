import { callOp } from '../ops.js';
import type { Tensor } from '../tensor.js';
import { checkDropoutProbability } from './functional.js';
import { Module } from './module.js';

/**
 * Zeroes each element with probability `p` in training mode and scales the rest by 1/(1-p);
 * the identity in eval mode. Draws from the default generator (seeded by `torch.manualSeed`).
 */
export class Dropout extends Module {
  readonly p: number;
  constructor(p = 0.5) {
    super();
    checkDropoutProbability(p, 'Dropout');
    this.p = p;
  }
  override forward(input: Tensor): Tensor {
    return callOp('aten::dropout', [input, this.p, this.training]);
  }
  override extraRepr(): string {
    return `p=${this.p}`;
  }
}

import type { Optimizer } from '../optimizer.js';
import { checkOptions, LAST_EPOCH } from '../options.js';
import { LRScheduler } from './scheduler.js';

/** Multiplies the lr by `gamma` every step (PyTorch's `ExponentialLR`). */
export class ExponentialLR extends LRScheduler {
  gamma: number;
  protected readonly fields = { gamma: 'gamma' };

  constructor(optimizer: Optimizer<any>, options: { gamma: number; lastEpoch?: number }) {
    checkOptions('ExponentialLR', options, { gamma: { type: 'number', required: true }, lastEpoch: LAST_EPOCH });
    super(optimizer, options?.lastEpoch);
    this.gamma = options.gamma;
    this.initialStep();
  }

  protected getLr(): number[] {
    const groups = this.optimizer.paramGroups;
    if (this.lastEpoch === 0) return groups.map((g) => g.lr);
    return groups.map((g) => g.lr * this.gamma);
  }

  protected override closedFormLr(): number[] {
    return this.baseLrs.map((b) => b * this.gamma ** this.lastEpoch);
  }
}

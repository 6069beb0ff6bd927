import type { Optimizer } from '../optimizer.js';
import { checkOptions, LAST_EPOCH } from '../options.js';
import { LRScheduler } from './scheduler.js';

/** Multiplies the lr by `gamma` every `stepSize` steps (PyTorch's `StepLR`). */
export class StepLR extends LRScheduler {
  stepSize: number;
  gamma: number;
  protected readonly fields = { step_size: 'stepSize', gamma: 'gamma' };

  constructor(optimizer: Optimizer<any>, options: { stepSize: number; gamma?: number; lastEpoch?: number }) {
    checkOptions('StepLR', options, { stepSize: { type: 'number', integer: true, min: 1, required: true }, gamma: { type: 'number' }, lastEpoch: LAST_EPOCH });
    super(optimizer, options?.lastEpoch);
    this.stepSize = options.stepSize;
    this.gamma = options.gamma ?? 0.1;
    this.initialStep();
  }

  protected getLr(): number[] {
    const groups = this.optimizer.paramGroups;
    if (this.lastEpoch === 0 || this.lastEpoch % this.stepSize !== 0) return groups.map((g) => g.lr);
    return groups.map((g) => g.lr * this.gamma);
  }

  protected override closedFormLr(): number[] {
    return this.baseLrs.map((b) => b * this.gamma ** Math.floor(this.lastEpoch / this.stepSize));
  }
}

import type { Optimizer } from '../optimizer.js';
import { checkOptions, LAST_EPOCH } from '../options.js';
import { LRScheduler } from './scheduler.js';

const STEPS = { type: 'number', integer: true, min: 0, required: true } as const;

/** Warmup-stable-decay schedule options. Steps count from 0 (the value right after construction). */
export interface WarmupStableDecayLROptions {
  /** Steps of linear warmup from `warmupStartFactor * lr` towards `lr` (0: no warmup). */
  warmupSteps: number;
  /** Steps at the full lr after warmup. */
  stableSteps: number;
  /** Steps of decay from `lr` to `minLrFactor * lr`; the lr then stays at that floor. */
  decaySteps: number;
  /** Shape of the decay: 'linear' or 'cosine' (half a cosine). Default 'cosine'. */
  decay?: 'linear' | 'cosine';
  /** The multiplier at step 0. Default 0. */
  warmupStartFactor?: number;
  /** The multiplier after the decay. Default 0. */
  minLrFactor?: number;
  lastEpoch?: number;
}

/**
 * Warmup-stable-decay (WSD): with `w = warmupSteps`, `s = stableSteps`, `d = decaySteps`, the lr
 * at step `t` is the initial lr times
 *
 * - `t < w`: `warmupStartFactor + (1 - warmupStartFactor) * t / w` (linear warmup),
 * - `w <= t < w + s`: 1,
 * - after: with `p = min(t - w - s, d) / d`, `1 - (1 - minLrFactor) * p` ('linear') or
 *   `minLrFactor + (1 - minLrFactor) * (1 + cos(pi * p)) / 2` ('cosine').
 *
 * Equivalent to PyTorch's `LambdaLR` with that function, and closed-form (not chainable).
 */
export class WarmupStableDecayLR extends LRScheduler {
  warmupSteps: number;
  stableSteps: number;
  decaySteps: number;
  decay: 'linear' | 'cosine';
  warmupStartFactor: number;
  minLrFactor: number;
  protected readonly fields = {
    warmup_steps: 'warmupSteps',
    stable_steps: 'stableSteps',
    decay_steps: 'decaySteps',
    decay: 'decay',
    warmup_start_factor: 'warmupStartFactor',
    min_lr_factor: 'minLrFactor',
  };

  constructor(optimizer: Optimizer<any>, options: WarmupStableDecayLROptions) {
    checkOptions('WarmupStableDecayLR', options, { warmupSteps: STEPS, stableSteps: STEPS, decaySteps: STEPS, decay: { type: 'choice', values: ['linear', 'cosine'] }, warmupStartFactor: { type: 'number', min: 0, max: 1 }, minLrFactor: { type: 'number', min: 0, max: 1 }, lastEpoch: LAST_EPOCH });
    super(optimizer, options?.lastEpoch);
    const decay = options.decay ?? 'cosine';
    this.warmupSteps = options.warmupSteps;
    this.stableSteps = options.stableSteps;
    this.decaySteps = options.decaySteps;
    this.decay = decay;
    this.warmupStartFactor = options.warmupStartFactor ?? 0;
    this.minLrFactor = options.minLrFactor ?? 0;
    this.initialStep();
  }

  /** The multiplier of the initial lr at `step`. */
  factor(step: number): number {
    const { warmupSteps: w, stableSteps: s, decaySteps: d, minLrFactor: m } = this;
    if (step < w) return this.warmupStartFactor + ((1 - this.warmupStartFactor) * step) / w;
    if (step < w + s) return 1;
    if (d === 0) return m;
    const p = Math.min(step - w - s, d) / d;
    return this.decay === 'linear' ? 1 - (1 - m) * p : m + (1 - m) * 0.5 * (1 + Math.cos(Math.PI * p));
  }

  protected getLr(): number[] {
    const f = this.factor(this.lastEpoch);
    return this.baseLrs.map((b) => b * f);
  }

  protected override closedFormLr(): number[] {
    return this.getLr();
  }
}

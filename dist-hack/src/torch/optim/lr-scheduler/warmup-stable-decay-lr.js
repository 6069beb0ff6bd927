import { checkOptions, LAST_EPOCH } from '../options.js';
import { LRScheduler } from './scheduler.js';
const STEPS = { type: 'number', integer: true, min: 0, required: true };
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
    warmupSteps;
    stableSteps;
    decaySteps;
    decay;
    warmupStartFactor;
    minLrFactor;
    fields = {
        warmup_steps: 'warmupSteps',
        stable_steps: 'stableSteps',
        decay_steps: 'decaySteps',
        decay: 'decay',
        warmup_start_factor: 'warmupStartFactor',
        min_lr_factor: 'minLrFactor',
    };
    constructor(optimizer, options) {
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
    factor(step) {
        const { warmupSteps: w, stableSteps: s, decaySteps: d, minLrFactor: m } = this;
        if (step < w)
            return this.warmupStartFactor + ((1 - this.warmupStartFactor) * step) / w;
        if (step < w + s)
            return 1;
        if (d === 0)
            return m;
        const p = Math.min(step - w - s, d) / d;
        return this.decay === 'linear' ? 1 - (1 - m) * p : m + (1 - m) * 0.5 * (1 + Math.cos(Math.PI * p));
    }
    getLr() {
        const f = this.factor(this.lastEpoch);
        return this.baseLrs.map((b) => b * f);
    }
    closedFormLr() {
        return this.getLr();
    }
}
//# sourceMappingURL=warmup-stable-decay-lr.js.map
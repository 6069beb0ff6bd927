import { describe, expect, it } from 'vitest';

import { DeepSpeedLossScaler } from '../../../src/runners/step/deepspeed-loss-scaler.js';

// DeepSpeed's DynamicLossScaler.update_scale (runtime/fp16/loss_scaler.py), transcribed here on its own.
function reference(o: { init: number; window: number; min: number; hysteresis: number; consecutive: boolean }, overflows: boolean[]): number[] {
  let scale = o.init;
  let iter = 0;
  let lastOverflow = -1;
  let hyst = o.hysteresis;
  const out: number[] = [];
  for (const overflow of overflows) {
    if (overflow) {
      if (o.hysteresis === 1 || hyst === 1) scale = Math.max(scale / 2, o.min);
      else hyst -= 1;
      lastOverflow = iter;
    } else {
      if (o.consecutive) hyst = o.hysteresis;
      if ((iter - lastOverflow) % o.window === 0) {
        if (!o.consecutive) hyst = o.hysteresis;
        scale *= 2;
      }
    }
    iter += 1;
    out.push(scale);
  }
  return out;
}

describe("fp16 block: DeepSpeed's loss scaler", () => {
  const pattern = Array.from({ length: 200 }, (_, i) => i % 37 === 5 || i % 53 === 6 || (i > 120 && i < 126));

  it.each([
    [{ lossScale: 0, initialScalePower: 16, lossScaleWindow: 10, hysteresis: 2, consecutiveHysteresis: false, minLossScale: 1 }],
    [{ lossScale: 0, initialScalePower: 8, lossScaleWindow: 7, hysteresis: 3, consecutiveHysteresis: true, minLossScale: 4 }],
    [{ lossScale: 0, initialScalePower: 32, lossScaleWindow: 1000, hysteresis: 1, consecutiveHysteresis: false, minLossScale: 1 }],
  ])('follows update_scale step by step (%o)', (o) => {
    const s = new DeepSpeedLossScaler('cpu', o);
    expect(s.scale).toBe(2 ** o.initialScalePower);
    const got = pattern.map((overflow) => {
      s.updateWith(overflow);
      return s.scale;
    });
    expect(got).toEqual(reference({ init: 2 ** o.initialScalePower, window: o.lossScaleWindow, min: o.minLossScale, hysteresis: o.hysteresis, consecutive: o.consecutiveHysteresis }, pattern));
    // The state dict carries the position, so a resumed scaler goes on identically.
    const resumed = new DeepSpeedLossScaler('cpu', o);
    resumed.loadStateDict(s.stateDict());
    s.updateWith(false);
    resumed.updateWith(false);
    expect(resumed.scale).toBe(s.scale);
    s.dispose();
    resumed.dispose();
  });

  it('a static loss_scale never changes; an overflow at the minimum stops the run as DeepSpeed does', () => {
    const fixed = new DeepSpeedLossScaler('cpu', { lossScale: 128, initialScalePower: 16, lossScaleWindow: 2, hysteresis: 1, consecutiveHysteresis: false, minLossScale: 1 });
    for (const o of [true, false, false, false]) fixed.updateWith(o);
    expect(fixed.scale).toBe(128);
    const low = new DeepSpeedLossScaler('cpu', { lossScale: 0, initialScalePower: 1, lossScaleWindow: 100, hysteresis: 1, consecutiveHysteresis: false, minLossScale: 1 });
    low.updateWith(true);
    expect(low.scale).toBe(1);
    expect(() => low.updateWith(true)).toThrow(/loss scale is already at its minimum \(1, fp16\.min_loss_scale\)/);
    fixed.dispose();
    low.dispose();
  });
});

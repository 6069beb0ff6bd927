import { describe, expect, test } from 'vitest';

import { nn, torch, type AccumulationWindow, type Tensor } from '../../../src/index.js';
import { paramValues, regressionData, TinyRunner, tinyConfig } from './tiny.js';

class EmaRunner extends TinyRunner {
  history: number[][][] = [];
  protected override async optimizerStep(window: AccumulationWindow) {
    const out = await super.optimizerStep(window);
    this.history.push(paramValues(this.model));
    return out;
  }
}

describe('EMA of the weights', () => {
  test('copies during warm-up, then avg = decay·avg + (1 − decay)·w every interval steps', async () => {
    const runner = new EmaRunner(tinyConfig({ steps: 6, ema: { decay: 0.5, interval: 2, warmup: 1 } }), { train: 32 });
    try {
      await runner.train();
      // step 1: copy; steps 2, 4, 6: average; steps 3, 5: unchanged
      let avg = runner.history[0]!;
      runner.history.forEach((w, i) => {
        const step = i + 1;
        if (step > 1 && step % 2 === 0) avg = avg.map((row, r) => row.map((v, c) => 0.5 * v + 0.5 * w[r]![c]!));
      });
      const ema = runner.ema!.stateDict();
      const got = [Array.from(ema.weight!.flatten().toArray() as Float32Array), Array.from(ema.bias!.toArray() as Float32Array)];
      got.forEach((row, r) => row.forEach((v, c) => expect(v).toBeCloseTo(avg[r]![c]!, 6)));
      expect(got).not.toEqual(paramValues(runner.model));
    } finally {
      await runner.close();
    }
  });

  test('evaluation uses the averaged weights and puts the trained weights back', async () => {
    const runner = new EmaRunner(tinyConfig({ steps: 4, ema: { decay: 0.9 } }), { train: 16, val: 8 });
    try {
      await runner.train();
      const trained = paramValues(runner.model);
      const scores = await runner.evaluate(['val']);
      expect(paramValues(runner.model)).toEqual(trained);
      const copy = new nn.Linear(4, 1);
      copy.loadStateDict(runner.ema!.stateDict());
      const val = regressionData(8, 8);
      const expected = torch.scope(() => (new nn.MSELoss().call(copy.call(val.getBatch([0, 1, 2, 3, 4, 5, 6, 7]).input), val.getBatch([0, 1, 2, 3, 4, 5, 6, 7]).target) as Tensor).item() as number);
      expect(scores.val!.loss).toBeCloseTo(expected, 5);
    } finally {
      await runner.close();
    }
  });
});

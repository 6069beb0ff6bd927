import { afterAll, describe, expect, test } from 'vitest';

import { CharGptRunner } from '../../../examples/char-gpt/runner.js';
import { exampleConfig, tempRoot } from './helpers.js';

const root = tempRoot('tr-char-gpt-bf16-');
afterAll(root.remove);

async function run(precision: 'fp32' | 'bf16'): Promise<{ before: number; after: number }> {
  const runner = new CharGptRunner(exampleConfig('char-gpt', { precision, steps: 30, evaluateInterval: 30, evaluateSteps: 4, sched: { warmup: 5 }, extra: { model: { layers: 2, width: 32 } } }, root.dir));
  runner.samplesPerEvaluation = 0;
  expect(runner.config.precision).toBe(precision);
  try {
    const before = (await runner.evaluate(['val'])).val!.loss!;
    await runner.train();
    const after = (await runner.evaluate(['val'])).val!.loss!;
    return { before, after };
  } finally {
    await runner.close();
  }
}

describe('examples/char-gpt in bf16 on CPU', () => {
  test('trains, its LayerNorms in fp32 under CPU autocast as PyTorch 2.x runs them, and ends near the fp32 run', async () => {
    const fp32 = await run('fp32');
    const bf16 = await run('bf16');
    expect(bf16.after).toBeLessThan(bf16.before - 0.5);
    // bf16 keeps 8 significant bits (relative rounding 2^-9 per product); 30 steps from the
    // same seed end within a few hundredths of a nat of the fp32 run (measured: 3e-5 here).
    expect(Math.abs(bf16.after - fp32.after)).toBeLessThan(0.05);
  }, 300_000);
});

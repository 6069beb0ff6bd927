import { afterAll, describe, expect, test } from 'vitest';

import { CharGptRunner } from '../../../examples/char-gpt/runner.js';
import { exampleConfig, tempRoot } from './helpers.js';

const root = tempRoot('tr-char-gpt-');
afterAll(root.remove);

describe('examples/char-gpt (shortened)', () => {
  test('40 steps of token-weighted accumulation lower the validation loss, and samples use the vocabulary', async () => {
    const runner = new CharGptRunner(exampleConfig('char-gpt', { steps: 40, evaluateInterval: 20, evaluateSteps: 4, sched: { warmup: 5 }, extra: { model: { layers: 2, width: 32 } } }, root.dir));
    runner.samplesPerEvaluation = 0;
    try {
      const before = (await runner.evaluate(['val'])).val!.loss!;
      // A uniform guess over the vocabulary costs ln(vocabulary size) nats per character.
      expect(before).toBeCloseTo(Math.log(runner.vocab.size), 0);
      await runner.train();
      expect(runner.state.globalStep).toBe(40);
      const after = (await runner.evaluate(['val'])).val!.loss!;
      expect(after).toBeLessThan(before - 0.5);
      const names = runner.sample(5);
      expect(names).toHaveLength(5);
      for (const name of names) expect([...name].every((c) => runner.vocab.chars.includes(c) && c !== '.')).toBe(true);
    } finally {
      await runner.close();
    }
  });
});

import { afterAll, describe, expect, test } from 'vitest';

import { RunningMaxRunner } from '../../../examples/custom-step/runner.js';
import { exampleConfig, tempRoot } from './helpers.js';

const root = tempRoot('tr-custom-step-');
afterAll(root.remove);

describe('examples/custom-step (shortened)', () => {
  test('the tagger learns the running maximum, scored by its own sequence metric', async () => {
    const runner = new RunningMaxRunner(exampleConfig('custom-step', { steps: 200, evaluateInterval: 100 }, root.dir));
    try {
      await runner.train();
      const { val } = await runner.evaluate(['val']);
      expect(val!.sequenceAccuracy).toBeGreaterThan(0.8);
      // The metric is the runner's score: it chose the best evaluation by it.
      expect(runner.results.map((r) => r.scores.val!.sequenceAccuracy)).toHaveLength(2);
    } finally {
      await runner.close();
    }
  });
});

import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

import { nn, torch, type RunnerConfigInput, type Tensor } from '../../../src/index.js';
import { paramValues, tempRoot, TinyRunner, tinyConfig } from './tiny.js';

/** TinyRunner whose model is built on the meta device. */
class MetaTinyRunner extends TinyRunner {
  constructor(config: RunnerConfigInput) {
    super(config);
    this.model.dispose();
    this.model = torch.withDevice('meta', () => new nn.Linear(4, 1));
  }
}

describe('TorchRunner with a model built on the meta device', () => {
  test('fromPretrained loads the weights into it: the same weights and training as a normally built model', async () => {
    torch.manualSeed(9);
    const weights = new nn.Linear(4, 1);
    const path = join(tempRoot(), 'weights.pth');
    torch.save(weights.stateDict(), path);
    const config = tinyConfig({ steps: 4 });
    const meta = await MetaTinyRunner.fromPretrained(config, path);
    const normal = await TinyRunner.fromPretrained(tinyConfig({ steps: 4 }), path);
    try {
      expect(meta.model.parameters().every((p) => p.device === 'cpu')).toBe(true);
      expect(paramValues(meta.model)).toEqual(paramValues(normal.model));
      expect(paramValues(meta.model)).toEqual(paramValues(weights));
      await meta.train();
      await normal.train();
      expect(meta.losses).toEqual(normal.losses);
      expect(paramValues(meta.model)).toEqual(paramValues(normal.model));
      // the optimizer steps the model's own Parameter objects
      expect(meta.optimizer.paramGroups[0]!.params[0]).toBe(meta.model.parameters()[0] as Tensor);
    } finally {
      await meta.close();
      await normal.close();
    }
  });

  test('without weights to load, setup refuses it', async () => {
    const runner = new MetaTinyRunner(tinyConfig({ steps: 1 }));
    try {
      await expect(runner.setup()).rejects.toThrow(/built on the meta device.*no weights.*pretrained/);
    } finally {
      await runner.close();
    }
  });
});

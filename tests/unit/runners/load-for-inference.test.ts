// Serving: readCheckpoint(path, { only: 'model' }) keeps the model, config and state and drops
// the optimizer state unread; Runner.loadForInference builds the model with the class's own
// constructor, loads the weights and puts it in eval mode, without an optimizer.
import { describe, expect, it } from 'vitest';

import { readCheckpoint, torch, type Tensor } from '../../../src/index.js';
import { disposeTree } from '../../../src/checkpoints/tree.js';
import { paramValues, TinyRunner, tinyConfig } from './tiny.js';

async function trained(): Promise<{ runner: TinyRunner; path: string }> {
  const runner = new TinyRunner(tinyConfig({ steps: 4, optim: { name: 'adam', lr: 0.01 } }));
  const summary = await runner.train();
  return { runner, path: summary.checkpoint! };
}

describe('loading for inference', () => {
  it("readCheckpoint(path, { only: 'model' }) reads the model, config and state, and no optimizer state", async () => {
    const { runner, path } = await trained();
    try {
      const whole = readCheckpoint(path);
      expect(Object.keys(whole.optimizer.state).length).toBeGreaterThan(0);
      disposeTree(whole);
      const model = readCheckpoint(path, { only: 'model' });
      try {
        expect(Object.keys(model).sort()).toEqual(['model', 'runner', 'state']);
        expect(model.state.global_step).toBe(4);
        expect(Array.from((model.model.weight as Tensor).flatten().toArray() as Float32Array)).toEqual(paramValues(runner.model)[0]);
      } finally {
        disposeTree(model);
      }
      expect(() => readCheckpoint(path, { only: 'weights' as 'model' })).toThrow(/readCheckpoint: only must be 'model' \(or left out for the whole checkpoint\), got "weights"/);
    } finally {
      await runner.close();
    }
  });

  it('loadForInference gives the trained model in eval mode, with no optimizer, predicting as the trained one', async () => {
    const { runner, path } = await trained();
    const served = await TinyRunner.loadForInference(path);
    try {
      expect(served.model.training).toBe(false);
      expect(served.optimizerOrUndefined).toBeUndefined();
      expect(paramValues(served.model)).toEqual(paramValues(runner.model));
      const x = torch.randn([3, 4]).keep();
      const [a, b] = torch.noGrad(() => [runner.model.forward(x), served.model.forward(x)] as Tensor[]);
      expect(Array.from(b!.toArray() as Float32Array)).toEqual(Array.from(a!.toArray() as Float32Array));
      x.dispose();
    } finally {
      await runner.close();
      await served.close();
    }
  });

  it('names the file when the weights do not fit the model', async () => {
    const { runner, path } = await trained();
    const Wider = class extends TinyRunner {
      constructor(config: ConstructorParameters<typeof TinyRunner>[0]) {
        super(config);
        this.model = new (runner.model.constructor as new (a: number, b: number) => TinyRunner['model'])(4, 2);
      }
    };
    try {
      await expect(Wider.loadForInference(path)).rejects.toThrow(new RegExp(`Cannot load '${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}' for inference: .*size mismatch for weight`, 's'));
    } finally {
      await runner.close();
    }
  });
});

import { describe, expect, test } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { MeshParallelStrategy, nn, Runner, TensorDataset, torch, type AccumulationWindow } from '../../../src/index.js';
import { settledLive } from '../../support/memory.js';
import { regressionData, TinyRunner, tinyConfig } from './tiny.js';

describe('TorchRunner loops', () => {
  test('epoch mode: every train split each epoch, every other split evaluated, results written', async () => {
    const runner = new TinyRunner(tinyConfig({ epochs: 3 }), { train: 32, train_extra: 12, val: 8, test: 6 });
    try {
      await runner.train();
      const results = runner.results;
      // 32/4 = 8 and 12/4 = 3 batches per epoch
      expect(runner.trainBatches).toEqual({ train: 24, train_extra: 9 });
      expect(runner.state.globalStep).toBe(33);
      expect(runner.state.epoch).toBe(3);
      expect(runner.state.microStep).toBe(33);
      expect(runner.evalBatches).toEqual({ val: 6, test: 6 });
      expect(results).toHaveLength(3);
      expect(results.map((r) => r.epoch)).toEqual([1, 2, 3]);
      expect(Object.keys(results[0]!.scores)).toEqual(['train', 'train_extra', 'val', 'test']);
      expect(results[2]!.scores.val!.loss).toBeLessThan(results[0]!.scores.val!.loss!);
      const written = JSON.parse(readFileSync(join(runner.workspace.dir, 'results.json'), 'utf8'));
      expect(written.results).toHaveLength(3);
      expect(written.best.index).toBe(runner.bestIndex);
    } finally {
      await runner.close();
    }
  });

  test('step mode: steps budget, round-robin over two train splits, evaluation every evaluateInterval over evaluateSteps batches', async () => {
    const runner = new TinyRunner(tinyConfig({ steps: 20, evaluateInterval: 5, evaluateSteps: 1 }), { train: 16, train_b: 8, val: 8 });
    try {
      await runner.train();
      expect(runner.state.globalStep).toBe(20);
      expect(runner.trainBatches).toEqual({ train: 10, train_b: 10 });
      expect(runner.results.map((r) => r.step)).toEqual([5, 10, 15, 20]);
      // one batch per evaluation round
      expect(runner.evalBatches).toEqual({ val: 4 });
      // train_b (2 batches per pass) wrapped around: its iterator resumed across rounds
      expect(runner.results[3]!.scores.train!.loss).toBeLessThan(runner.results[0]!.scores.train!.loss!);
    } finally {
      await runner.close();
    }
  });

  test('step mode default evaluation interval is max(steps / 20, 1)', async () => {
    const runner = new TinyRunner(tinyConfig({ steps: 40 }), { train: 16, val: 4 });
    try {
      expect(runner.evaluateInterval).toBe(2);
      await runner.train();
      expect(runner.results).toHaveLength(20);
    } finally {
      await runner.close();
    }
  });

  test('evaluate() runs under inference mode and returns loss per split; infer() returns outputs or streams them', async () => {
    const runner = new TinyRunner(tinyConfig({ epochs: 1 }), { train: 8, val: 10 });
    try {
      let inference: boolean[] = [];
      const original = runner.evaluateStep.bind(runner);
      runner.evaluateStep = (batch) => {
        inference.push(torch.isInferenceModeEnabled());
        return original(batch);
      };
      const scores = await runner.evaluate(['val']);
      expect(inference).toEqual([true, true, true]);
      expect(scores.val!.loss).toBeGreaterThan(0);
      const outputs = (await runner.infer('val')) as torch.Tensor[];
      expect(outputs.map((o) => o.shape)).toEqual([[4, 1], [4, 1], [2, 1]]);
      const stream = (await runner.infer('val', { stream: true, steps: 2 })) as AsyncIterableIterator<torch.Tensor>;
      const seen: number[][] = [];
      for await (const o of stream) seen.push(o.shape);
      expect(seen).toEqual([[4, 1], [4, 1]]);
    } finally {
      await runner.close();
    }
  });

  test('Runner takes the model and data in options, runs stacks deepspeed and parallel', async () => {
    const runner = new Runner(tinyConfig({ steps: 3 }), { model: new nn.Linear(4, 1), criterion: new nn.MSELoss(), datasets: { train: regressionData(12) } });
    try {
      await runner.train();
      expect(runner.state.globalStep).toBe(3);
    } finally {
      await runner.close();
    }
    // One process has nothing to shard: the deepspeed stack trains locally, with a memory report.
    const ds = new Runner(tinyConfig({ steps: 2, stack: 'ds' }), { model: new nn.Linear(4, 1), criterion: new nn.MSELoss(), datasets: { train: regressionData(12) } });
    try {
      await ds.train();
      expect(ds.state.globalStep).toBe(2);
      expect(ds.memoryReport()).toMatchObject({ parameters: 20, optimizerState: 0 });
    } finally {
      await ds.close();
    }
    // stack parallel on one process: every axis 1.
    const mesh = new Runner(tinyConfig({ steps: 2, stack: 'parallel' }), { model: new nn.Linear(4, 1), criterion: new nn.MSELoss(), datasets: { train: regressionData(12) } });
    try {
      await mesh.train();
      expect(mesh.state.globalStep).toBe(2);
      expect(mesh.strategy).toBeInstanceOf(MeshParallelStrategy);
    } finally {
      await mesh.close();
    }
  });

  test('clear errors: neither epochs nor steps, no train split, no model', async () => {
    const a = new TinyRunner(tinyConfig({}));
    await expect(a.train()).rejects.toThrow(/set exactly one of config.epochs .* or config.steps/);
    await a.close();
    const b = new TinyRunner(tinyConfig({ steps: 2 }), { val: 4 });
    await expect(b.train()).rejects.toThrow(/no split name starts with 'train'/);
    await b.close();
    const c = new Runner(tinyConfig({ steps: 1 }), { model: new nn.Linear(4, 1), criterion: new nn.MSELoss(), datasets: { train: new TensorDataset({ input: torch.zeros([2, 4]), target: torch.zeros([2, 1]) }) } });
    (c as unknown as { model: unknown }).model = undefined;
    await expect(c.setup()).rejects.toThrow(/assign this.model/);
    await c.close();
    expect(existsSync).toBeDefined();
  });

  test('precision fp16 on CPU fails at setup with what to use instead', async () => {
    const runner = new TinyRunner(tinyConfig({ steps: 1, precision: 'fp16' }), { train: 8 });
    await expect(runner.setup()).rejects.toThrow(/precision fp16 needs a CUDA device.*On CPU use precision bf16/);
    await runner.close();
  });

  test('a step of one process returns no promise; a step that must wait (clipping by norm reduces through the strategy) returns one, which the loop awaits', async () => {
    class Watched extends TinyRunner {
      returned: string[] = [];
      protected override trainMicroStep(batch: unknown, split: string, closesWindow: boolean): Promise<void> | void {
        const out = super.trainMicroStep(batch, split, closesWindow);
        this.returned.push(out instanceof Promise ? 'promise' : String(out));
        return out;
      }
    }
    const run = async (config: Parameters<typeof tinyConfig>[0], splits: Record<string, number>) => {
      const runner = new Watched(tinyConfig(config), splits);
      try {
        await runner.train();
        return { returned: runner.returned, steps: runner.state.globalStep };
      } finally {
        await runner.close();
      }
    };
    expect(await run({ steps: 12, accumSteps: 2, evaluateInterval: 4, maxGradValue: 10 }, { train: 32, val: 8 })).toEqual({ returned: new Array(24).fill('undefined'), steps: 12 });
    // With clipping by norm the step goes through the strategy's reduction, which is asynchronous.
    expect(await run({ steps: 4, maxGradNorm: 1 }, { train: 16 })).toEqual({ returned: new Array(4).fill('promise'), steps: 4 });
  });

  test('live tensor handles do not grow over a run (one scope per micro-step, batches disposed)', async () => {
    class Sampled extends TinyRunner {
      live: number[] = [];
      protected override async optimizerStep(window: AccumulationWindow) {
        const out = await super.optimizerStep(window);
        // every 30 steps: the same place in a pass (3 steps per pass), so the loader's
        // prefetched batches are the same in number
        if (this.state.globalStep % 30 === 0) {
          // A save queued behind one still being flushed holds a copy of the state until it is written.
          await this.checkpointManager.wait();
          this.live.push(torch.memoryStats().live);
        }
        return out;
      }
    }
    const before = settledLive();
    const runner = new Sampled(tinyConfig({ steps: 200, accumSteps: 2, evaluateInterval: 50, optim: { name: 'adam', lr: 1e-3 }, maxGradNorm: 1, ema: { decay: 0.9 } }), { train: 24, val: 8 });
    try {
      await runner.train();
      expect(runner.live).toHaveLength(6);
      expect(runner.live).toEqual(runner.live.map(() => runner.live[0]));
    } finally {
      await runner.close();
    }
    // and once the runner's long-lived tensors are released, none is left
    runner.model.dispose();
    runner.optimizer!.dispose();
    runner.ema!.dispose();
    for (const d of Object.values(runner.datasets)) (d as TensorDataset).dispose();
    expect(settledLive()).toBe(before);
  });
});


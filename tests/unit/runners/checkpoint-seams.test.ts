import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

import { torch, type CheckpointManager, type CheckpointPoint, type CheckpointRequest } from '../../../src/index.js';
import { paramValues, TinyRunner, tinyConfig, tempRoot } from './tiny.js';

/** Records every checkpoint point the runner offers, due every `every` units. */
class RecordingManager implements CheckpointManager {
  offered: CheckpointPoint[] = [];
  saved: Omit<CheckpointRequest, 'payload'>[] = [];
  payloads: Record<string, unknown>[] = [];
  closed = false;
  constructor(private readonly every: number) {}
  due(point: CheckpointPoint): boolean {
    this.offered.push(point);
    return (point.mode === 'epoch' ? point.epoch : point.globalStep) % this.every === 0;
  }
  async save(request: CheckpointRequest): Promise<void> {
    const { payload, ...rest } = request;
    this.saved.push(rest);
    this.payloads.push(payload());
  }
  async resumable(): Promise<string | null> {
    return null;
  }
  async wait(): Promise<void> {}
  async close(): Promise<void> {
    this.closed = true;
  }
}

class CheckpointedRunner extends TinyRunner {
  manager = new RecordingManager(this.config.steps !== undefined ? 3 : 1);
  protected override createCheckpointManager(): CheckpointManager {
    return this.manager;
  }
}

/** A manager that copies in the background its own way: the runner must not step before its copies end. */
class SnapshottingManager extends RecordingManager {
  copying = false;
  steppedWhileCopying = false;
  waits = 0;
  override async save(request: CheckpointRequest): Promise<void> {
    await super.save(request);
    this.copying = true;
    setTimeout(() => (this.copying = false), 5);
  }
  async untilSnapshotted(): Promise<void> {
    this.waits += 1;
    while (this.copying) await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

describe('checkpoint seams', () => {
  test('a manager without pendingCopies: its untilSnapshotted is awaited before every optimizer step', async () => {
    const manager = new SnapshottingManager(2);
    class Runner extends TinyRunner {
      protected override createCheckpointManager(): CheckpointManager {
        return manager;
      }
    }
    const runner = new Runner(tinyConfig({ steps: 6, evaluateInterval: 3 }), { train: 16, val: 4 });
    await runner.setup();
    const step = runner.optimizer.step.bind(runner.optimizer);
    runner.optimizer.step = (closure) => {
      if (manager.copying) manager.steppedWhileCopying = true;
      return step(closure);
    };
    await runner.train();
    expect(manager.saved.map((s) => s.globalStep)).toEqual([2, 4, 6, 6]); // the forced save at the end too
    expect(manager.waits).toBe(6);
    expect(manager.steppedWhileCopying).toBe(false);
    await runner.close();
  });

  test('step mode: offered after every optimizer step, saved when due, forced at the end; close() closes the manager', async () => {
    const runner = new CheckpointedRunner(tinyConfig({ steps: 7, evaluateInterval: 3 }), { train: 16, val: 4 });
    await runner.train();
    expect(runner.manager.offered.map((p) => p.globalStep)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(runner.manager.saved.map((s) => [s.globalStep, s.forced, s.mode])).toEqual([
      [3, false, 'step'],
      [6, false, 'step'],
      [7, true, 'step'],
    ]);
    // the step-3 result was the first, so the best; step 6 is best when its val loss improved
    expect(runner.manager.saved[0]!.isBest).toBe(true);
    await runner.close();
    expect(runner.manager.closed).toBe(true);
  });

  test('epoch mode: offered at the end of each epoch with isBest from the latest scores', async () => {
    const runner = new CheckpointedRunner(tinyConfig({ epochs: 2 }), { train: 8, val: 4 });
    try {
      await runner.train();
      expect(runner.manager.saved.map((s) => [s.epoch, s.globalStep, s.forced, s.mode])).toEqual([
        [1, 2, false, 'epoch'],
        [2, 4, false, 'epoch'],
        [2, 4, true, 'epoch'],
      ]);
      expect(runner.manager.saved.map((s) => s.isBest)).toEqual(runner.results.map(() => true).concat([runner.isBest]));
    } finally {
      await runner.close();
    }
  });

  test('the payload has PyTorch layouts, survives torch.save/torch.load, and restores a fresh runner to the same state', async () => {
    const config = tinyConfig({ steps: 5, optim: { name: 'adam', lr: 0.01 }, sched: { name: 'linear' }, ema: { decay: 0.9 }, dataloader: { batchSize: 4, shuffle: true } });
    const a = new TinyRunner(config, { train: 24, val: 4 });
    const b = new TinyRunner({ ...config, id: 'restored' }, { train: 24, val: 4 });
    try {
      await a.train();
      const payload = a.stateDict();
      expect(Object.keys(payload).sort()).toEqual(['dataloaders', 'ema', 'model', 'optimizer', 'results', 'runner', 'scheduler', 'state']);
      expect(Object.keys(payload.model as object)).toEqual(['weight', 'bias']);
      expect(Object.keys(payload.ema as object)).toEqual(['weight', 'bias']);
      expect(payload.optimizer).toMatchObject({ param_groups: [{ params: [0, 1], lr: expect.any(Number) }] });
      expect(payload.scheduler).toMatchObject({ last_epoch: 5 });
      expect(payload.state).toMatchObject({ epoch: 0, global_step: 5, micro_step: 5, skipped_steps: 0 });
      expect(payload.dataloaders).toMatchObject({ train: { epoch: 0, batchesYielded: 5 }, val: { epoch: 5, batchesYielded: 0 } });
      expect((payload.runner as { steps: number }).steps).toBe(5);

      const file = join(tempRoot(), 'ckpt.pth');
      torch.save(payload as never, file);
      const loaded = torch.load(file) as Record<string, unknown>;
      await b.setup();
      b.loadStateDict(loaded);
      expect(paramValues(b.model)).toEqual(paramValues(a.model));
      expect(b.state.globalStep).toBe(5);
      expect(b.scheduler!.getLastLr()).toEqual(a.scheduler!.getLastLr());
      expect(b.ema!.stateDict().weight!.toArray()).toEqual(a.ema!.stateDict().weight!.toArray());
      expect(b.dataloaders.train!.stateDict()).toEqual(a.dataloaders.train!.stateDict());
      expect(b.results).toEqual(a.results);
      // the generator continues from the same state
      expect(torch.rand([3]).toArray()).toEqual((b.loadStateDict({ state: payload.state as never }), torch.rand([3]).toArray()));
    } finally {
      await a.close();
      await b.close();
    }
  });

  test('loadStateDict names the part that failed', async () => {
    const runner = new TinyRunner(tinyConfig({ steps: 1 }), { train: 8 });
    try {
      await runner.setup();
      expect(() => runner.loadStateDict({ model: { weight: torch.zeros([3, 3]) } })).toThrow(/cannot restore 'model'/);
      expect(() => runner.loadStateDict({ state: { epoch: -1, global_step: 0 } })).toThrow(/cannot restore 'state'.*epoch must be an integer >= 0/);
    } finally {
      await runner.close();
    }
  });
});

import { describe, expect, test } from 'vitest';

import { buildOptimizer, DataLoader, nn, paramGroupsFor, scheduleFactor, scheduleLength, validateConfig, SchedSchema, OptimSchema, torch, type AccumulationWindow, type RunLogger, type StepOutput, type Tensor, UsageError } from '../../../src/index.js';
import { paramValues, regressionData, TinyRunner, tinyConfig } from './tiny.js';

/** Records the lr in force at every micro-step. */
class LrRunner extends TinyRunner {
  lrs: number[] = [];
  override trainStep(batch: unknown): StepOutput {
    this.lrs.push(this.optimizer!.paramGroups[0]!.lr);
    return super.trainStep(batch);
  }
}

/** Returns a constant evaluation loss, so scores never improve. */
class FlatRunner extends LrRunner {
  override evaluateStep(batch: unknown): StepOutput {
    super.evaluateStep(batch);
    return torch.tensor(1.0);
  }
}

const close = (a: number[], b: number[]) => a.forEach((x, i) => expect(x).toBeCloseTo(b[i]!, 12));

describe('non-finite gradients', () => {
  test('skipNonfiniteGrad skips the step: parameters, globalStep and the scheduler untouched; counted and logged', async () => {
    class NanOnce extends LrRunner {
      warnings: string[] = [];
      protected override createLogger(): RunLogger {
        return { scalars() {}, message: (level, text) => void (level === 'warn' && this.warnings.push(text)), async flush() {}, async close() {} };
      }
      snapshots: { step: number; skipped: number; params: number[][]; lastEpoch: number }[] = [];
      override trainStep(batch: unknown): StepOutput {
        const loss = super.trainStep(batch) as Tensor;
        return this.state.microStep === 2 ? loss.mul(Number.NaN) : loss;
      }
      protected override async optimizerStep(window: AccumulationWindow) {
        const before = { params: paramValues(this.model), lastEpoch: (this.scheduler as unknown as { lastEpoch: number }).lastEpoch };
        const out = await super.optimizerStep(window);
        this.snapshots.push({ step: this.state.globalStep, skipped: this.state.skippedSteps, ...before });
        if (!out.stepped) {
          expect(paramValues(this.model)).toEqual(before.params);
          expect((this.scheduler as unknown as { lastEpoch: number }).lastEpoch).toBe(before.lastEpoch);
        }
        return out;
      }
    }
    const runner = new NanOnce(tinyConfig({ steps: 4, skipNonfiniteGrad: true, sched: { name: 'step', options: { stepSize: 1, gamma: 0.5 } } }), { train: 32 });
    try {
      await runner.train();
      expect(runner.state.globalStep).toBe(4);
      expect(runner.state.microStep).toBe(5);
      expect(runner.state.skippedSteps).toBe(1);
      expect(runner.warnings).toEqual(['step 3 skipped: non-finite gradients (1 skipped so far)']);
      expect(runner.snapshots.map((s) => s.step)).toEqual([1, 2, 2, 3, 4]);
      // the lr sequence is not advanced by the skipped step
      close(runner.lrs, [0.05, 0.025, 0.0125, 0.0125, 0.00625]);
      expect(paramValues(runner.model).flat().every(Number.isFinite)).toBe(true);
    } finally {
      await runner.close();
    }
  });

  test('without skipNonfiniteGrad a NaN gradient reaches the parameters', async () => {
    class NanFirst extends TinyRunner {
      override trainStep(batch: unknown): StepOutput {
        return (super.trainStep(batch) as Tensor).mul(Number.NaN);
      }
    }
    const runner = new NanFirst(tinyConfig({ steps: 1 }), { train: 8 });
    try {
      await runner.train();
      expect(runner.state.globalStep).toBe(1);
      expect(paramValues(runner.model).flat().some(Number.isNaN)).toBe(true);
    } finally {
      await runner.close();
    }
  });
});

describe('scheduler intervals', () => {
  test('interval step: the schedule advances once per optimizer step (not per micro-step)', async () => {
    const runner = new LrRunner(tinyConfig({ steps: 3, accumSteps: 2, sched: { name: 'step', interval: 'step', options: { stepSize: 1, gamma: 0.5 } } }), { train: 32 });
    try {
      await runner.train();
      close(runner.lrs, [0.05, 0.05, 0.025, 0.025, 0.0125, 0.0125]);
    } finally {
      await runner.close();
    }
  });

  test('interval epoch in epoch mode: once per epoch', async () => {
    const runner = new LrRunner(tinyConfig({ epochs: 3, sched: { name: 'exponential', interval: 'epoch', options: { gamma: 0.1 } } }), { train: 8, val: 4 });
    try {
      await runner.train();
      close(runner.lrs, [0.05, 0.05, 0.005, 0.005, 0.0005, 0.0005]);
    } finally {
      await runner.close();
    }
  });

  test('interval epoch in step mode: once per pass over the first train split', async () => {
    const runner = new LrRunner(tinyConfig({ steps: 5, sched: { name: 'step', interval: 'epoch', options: { stepSize: 1, gamma: 0.5 } } }), { train: 8 });
    try {
      await runner.train();
      // 2 batches per pass
      close(runner.lrs, [0.05, 0.05, 0.025, 0.025, 0.0125]);
      expect(runner.state.epoch).toBe(2);
    } finally {
      await runner.close();
    }
  });

  test('warm-up then cosine over the run (step mode), reaching minLr', async () => {
    const runner = new LrRunner(tinyConfig({ steps: 6, sched: { name: 'cosine', warmup: 2, options: { minLr: 0.01 } } }), { train: 32 });
    try {
      await runner.train();
      const f = (t: number) => 0.01 + 0.04 * 0.5 * (1 + Math.cos((Math.PI * t) / 4));
      close(runner.lrs, [0.025, 0.05, f(0), f(1), f(2), f(3)]);
    } finally {
      await runner.close();
    }
  });

  test('plateau: driven by sched.monitor after each evaluation', async () => {
    const runner = new FlatRunner(
      tinyConfig({ epochs: 4, sched: { name: 'plateau', monitor: 'val.loss', options: { patience: 0, factor: 0.5 } } }),
      { train: 4, val: 4 },
    );
    try {
      await runner.train();
      // epoch 1 sets the best; each later flat epoch halves the lr
      close(runner.lrs, [0.05, 0.05, 0.025, 0.0125]);
    } finally {
      await runner.close();
    }
  });

  test('schedule lengths in their interval units', () => {
    const loaders = [new DataLoader(regressionData(10), { batchSize: 2 }), new DataLoader(regressionData(6), { batchSize: 2 })];
    const cfg = (c: object) => validateConfig({ optim: { name: 'sgd', lr: 1 }, sched: { name: 'cosine' }, ...c });
    // epoch mode: 5 + 3 batches per epoch, windows of 2: 3 + 2 steps per epoch
    expect(scheduleLength(cfg({ epochs: 4, accumSteps: 2 }), loaders)).toBe(20);
    expect(scheduleLength(cfg({ epochs: 4, sched: { name: 'cosine', interval: 'epoch' } }), loaders)).toBe(4);
    expect(scheduleLength(cfg({ steps: 30 }), loaders)).toBe(30);
    // step mode, epoch interval: a pass over the first split takes 5 of its batches, alternating with the second's
    expect(scheduleLength(cfg({ steps: 30, sched: { name: 'cosine', interval: 'epoch' } }), loaders)).toBe(3);
  });

  test('schedule factors and their errors', () => {
    const sched = (s: object) => SchedSchema.parse(s);
    const linear = scheduleFactor(sched({ name: 'linear', warmup: 1 }), 5);
    expect([0, 1, 2, 3, 4].map((u) => linear(u, 1))).toEqual([1, 1, 0.75, 0.5, 0.25]);
    const multi = scheduleFactor(sched({ name: 'multistep', options: { milestones: [2, 4], gamma: 0.1 } }), undefined);
    expect([0, 1, 2, 3, 4].map((u) => multi(u, 1))).toEqual([1, 1, 0.1, 0.1, 0.1 ** 2]);
    const poly = scheduleFactor(sched({ name: 'polynomial', options: { power: 2 } }), 4);
    expect(poly(2, 1)).toBeCloseTo(0.25, 12);
    expect(() => scheduleFactor(sched({ name: 'cosine' }), undefined)).toThrow(/length in steps is unknown: set epochs or steps/);
    // a warm-up of 100 with --steps 100: the error names the conflict and both fixes, not "set epochs or steps"
    const warmupTooLong = () => scheduleFactor(sched({ name: 'cosine', warmup: 100 }), 100);
    expect(warmupTooLong).toThrow(UsageError);
    expect(warmupTooLong).toThrow(
      "sched.warmup 100 leaves no steps for the 'cosine' decay: the run is 100 steps long (sched.interval step). Lower the warm-up below 100 (e.g. --sched.warmup 10) or lengthen the run beyond 100 steps",
    );
    expect(() => scheduleFactor(sched({ name: 'linear', warmup: 5, interval: 'epoch' }), 3)).toThrow(/sched\.warmup 5 leaves no epochs .* the run is 3 epochs long/);
    expect(scheduleFactor(sched({ name: 'cosine', warmup: 99 }), 100)(99, 1)).toBe(1);
    expect(() => scheduleFactor(sched({ name: 'step' }), 10)).toThrow(/sched.options.stepSize: got undefined; expected a whole number > 0/);
    expect(() => scheduleFactor(sched({ name: 'multistep', options: { milestones: 'x' } }), 10)).toThrow(/milestones/);
  });
});

describe('early stopping', () => {
  test('stops after patience evaluations without a better score', async () => {
    const runner = new FlatRunner(tinyConfig({ epochs: 10, patience: 2 }), { train: 4, val: 4 });
    try {
      await runner.train();
      expect(runner.results).toHaveLength(3);
      expect(runner.bestIndex).toBe(0);
      expect(runner.state.epoch).toBe(3);
    } finally {
      await runner.close();
    }
  });

  test('keeps going while val.loss improves', async () => {
    const runner = new TinyRunner(tinyConfig({ epochs: 4, patience: 1 }), { train: 16, val: 8 });
    try {
      await runner.train();
      expect(runner.results).toHaveLength(4);
      expect(runner.scoreSplit).toBe('val');
      expect(runner.bestIndex).toBe(3);
      expect(runner.isBest).toBe(true);
    } finally {
      await runner.close();
    }
  });
});

describe('clipping and parameter groups', () => {
  test('maxGradValue bounds every gradient element; maxGradNorm the global norm', async () => {
    class Recording extends TinyRunner {
      maxAbs: number[] = [];
      norms: number[] = [];
      protected override async optimizerStep(window: AccumulationWindow) {
        const before = paramValues(this.model).flat();
        const out = await super.optimizerStep(window);
        const after = paramValues(this.model).flat();
        // SGD with lr 1: the update is the clipped gradient
        const delta = after.map((v, i) => v - before[i]!);
        this.maxAbs.push(Math.max(...delta.map(Math.abs)));
        this.norms.push(Math.sqrt(delta.reduce((s, d) => s + d * d, 0)));
        return out;
      }
    }
    const byValue = new Recording(tinyConfig({ steps: 3, optim: { name: 'sgd', lr: 1 }, maxGradValue: 0.01 }), { train: 16 });
    const byNorm = new Recording(tinyConfig({ steps: 3, optim: { name: 'sgd', lr: 1 }, maxGradNorm: 0.1 }), { train: 16 });
    try {
      await byValue.train();
      await byNorm.train();
      for (const m of byValue.maxAbs) expect(m).toBeCloseTo(0.01, 6);
      for (const n of byNorm.norms) expect(n).toBeCloseTo(0.1, 5);
    } finally {
      await byValue.close();
      await byNorm.close();
    }
  });

  test('paramGroups: first matching pattern wins, multipliers and betas apply, the rest form the default group', () => {
    const model = new nn.Sequential(new nn.Linear(2, 3), new nn.LayerNorm(3), new nn.Linear(3, 1));
    const optim = OptimSchema.parse({
      name: 'adamw',
      lr: 0.1,
      weightDecay: 0.01,
      betas: [0.9, 0.95],
      paramGroups: [
        { pattern: '\\.bias$', weightDecayMultiplier: 0 },
        { pattern: '^1\\.', lrMultiplier: 0.5, beta2: 0.99 },
      ],
    });
    const groups = paramGroupsFor(model, optim);
    expect(groups.map((g) => g.names)).toEqual([['0.weight', '2.weight'], ['0.bias', '1.bias', '2.bias'], ['1.weight']]);
    expect(groups[1]).toMatchObject({ lr: 0.1, weightDecay: 0 });
    expect(groups[2]).toMatchObject({ lr: 0.05, weightDecay: 0.01, betas: [0.9, 0.99] });
    const opt = buildOptimizer(model, optim);
    expect(opt.paramGroups.map((g) => [g.lr, g.weightDecay])).toEqual([[0.1, 0.01], [0.1, 0], [0.05, 0.01]]);
    expect(opt.paramGroups[0]!.betas).toEqual([0.9, 0.95]);
    expect(() => buildOptimizer(model, OptimSchema.parse({ name: 'lbfgs', lr: 1 }))).toThrow(/override optimizerStep/);
  });
});

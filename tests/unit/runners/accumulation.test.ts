import { describe, expect, test } from 'vitest';

import { GradientAccumulator, nn, optim, TensorDataset, torch, TorchRunner, type RunLogger, type RunnerConfigInput, type StepOutput, type Tensor } from '../../../src/index.js';
import { paramValues, regressionData, TinyRunner, tinyConfig } from './tiny.js';

// Parameters of runs that differ only in how a batch is split into micro-batches agree up to
// float32 summation order: well within 1e-6 for these magnitudes (values ~1, a few steps).
const TOL = 1e-6;

function expectClose(a: number[][], b: number[][], tol = TOL): void {
  expect(a.length).toBe(b.length);
  a.forEach((row, i) => row.forEach((v, j) => expect(Math.abs(v - b[i]![j]!)).toBeLessThanOrEqual(tol)));
}

describe('GradientAccumulator (state machine)', () => {
  test('uniform windows: boundary every accumSteps micro-steps, divisor = micro-step count, mean loss', () => {
    const acc = new GradientAccumulator(3);
    const boundaries: boolean[] = [];
    for (let i = 0; i < 3; i++) {
      boundaries.push(acc.closesWindow(false));
      expect(acc.observe(undefined)).toBe(1);
      acc.record(i + 1, undefined);
    }
    expect(boundaries).toEqual([false, false, true]);
    expect(acc.close()).toEqual({ mode: 'uniform', microSteps: 3, divisor: 3, loss: 2, lossSum: 6, normalizer: 0 });
    expect(acc.pending).toBe(0);
  });

  test('a short last window closes on isLast and divides by its own count', () => {
    const acc = new GradientAccumulator(4);
    acc.observe(undefined);
    acc.record(2, undefined);
    expect(acc.closesWindow(true)).toBe(true);
    acc.observe(undefined);
    acc.record(4, undefined);
    expect(acc.close()).toMatchObject({ microSteps: 2, divisor: 2, loss: 3 });
  });

  test('weighted windows: factor = normalizer, divisor = normalizer total, loss per unit', () => {
    const acc = new GradientAccumulator(2);
    expect(acc.observe(3)).toBe(3);
    acc.record(1, 3);
    expect(acc.observe(1)).toBe(1);
    acc.record(5, 1);
    expect(acc.close()).toEqual({ mode: 'weighted', microSteps: 2, divisor: 4, loss: 2, lossSum: 8, normalizer: 4 });
  });

  test('the mode is sticky inside a window and resets with the next', () => {
    const acc = new GradientAccumulator(2);
    acc.observe(5);
    acc.record(1, 5);
    expect(() => acc.observe(undefined)).toThrow(/without a normalizer at micro-step 2 of 2.*Return \{ loss, normalizer \} from every micro-step/);
    acc.reset();
    acc.observe(undefined);
    acc.record(1, undefined);
    expect(() => acc.observe(2)).toThrow(/window is uniform/);
    expect(() => new GradientAccumulator(0)).toThrow(/positive integer/);
    expect(() => new GradientAccumulator(1).observe(-1)).toThrow(/finite number >= 0/);
  });
});

/** Records the train loss logged at every step. */
function recordingLogger(into: number[]): RunLogger {
  return {
    scalars(split, _step, values) {
      // per-step lines carry the lr; result entries (per evaluation) do not
      if (split === 'train' && values.lr !== undefined) into.push(values.loss!);
    },
    message() {},
    async flush() {},
    async close() {},
  };
}

class LoggedRunner extends TinyRunner {
  logged: number[] = [];
  protected override createLogger(): RunLogger {
    return recordingLogger(this.logged);
  }
}

describe('accumulation in the runner', () => {
  test('uniform: 4 micro-batches of 2 equal one batch of 8 (parameters within 1e-6), and the logged loss does not depend on accumSteps', async () => {
    const micro = new LoggedRunner(tinyConfig({ steps: 4, accumSteps: 4, dataloader: { batchSize: 2 }, logInterval: 1 }), { train: 32 });
    const whole = new LoggedRunner(tinyConfig({ steps: 4, accumSteps: 1, dataloader: { batchSize: 8 }, logInterval: 1 }), { train: 32 });
    try {
      await micro.train();
      await whole.train();
      expect(micro.state.microStep).toBe(16);
      expect(whole.state.microStep).toBe(4);
      expectClose(paramValues(micro.model), paramValues(whole.model));
      expect(micro.logged).toHaveLength(4);
      micro.logged.forEach((l, i) => expect(Math.abs(l - whole.logged[i]!)).toBeLessThanOrEqual(1e-5 * Math.max(1, whole.logged[i]!)));
    } finally {
      await micro.close();
      await whole.close();
    }
  });

  test('weighted: uneven valid-token counts equal the token-weighted loss over the concatenated batch', async () => {
    // 16 sequences of 5 tokens, 4 features; a mask with uneven valid counts per sequence.
    torch.manualSeed(11);
    const n = 16;
    const input = torch.randn([n, 5, 4]).keep();
    const target = torch.randn([n, 5, 1]).keep();
    const counts = [1, 5, 2, 4, 3, 5, 1, 2, 4, 4, 5, 1, 3, 2, 5, 1];
    const mask = torch
      .tensor(counts.map((c) => Array.from({ length: 5 }, (_, t) => (t < c ? 1 : 0))), { dtype: 'float32' })
      .keep();
    const data = new TensorDataset({ input, target, mask });

    class TokenRunner extends TorchRunner {
      constructor(config: RunnerConfigInput) {
        super(config);
        this.model = new nn.Linear(4, 1);
        this.datasets = { train: data };
      }
      override trainStep(batch: unknown): StepOutput {
        const b = batch as { input: Tensor; target: Tensor; mask: Tensor };
        const err = (this.model.call(b.input) as Tensor).sub(b.target).pow(2).squeeze(-1);
        const valid = b.mask.sum();
        return { loss: err.mul(b.mask).sum().div(valid), normalizer: valid.item() as number };
      }
    }
    const micro = new TokenRunner(tinyConfig({ steps: 2, accumSteps: 4, dataloader: { batchSize: 2 } }));
    const whole = new TokenRunner(tinyConfig({ steps: 2, accumSteps: 1, dataloader: { batchSize: 8 } }));
    try {
      await micro.train();
      await whole.train();
      expectClose(paramValues(micro.model), paramValues(whole.model));

      // and against the definition, written out: two SGD steps on sum(err·mask)/sum(mask) over 8 sequences
      torch.manualSeed(1);
      const ref = new nn.Linear(4, 1);
      const sgd = new optim.SGD(ref.parameters(), { lr: 0.05 });
      for (let s = 0; s < 2; s++) {
        torch.scope(() => {
          const idx = torch.arange(s * 8, s * 8 + 8);
          const x = input.indexSelect(0, idx);
          const y = target.indexSelect(0, idx);
          const m = mask.indexSelect(0, idx);
          const err = (ref.call(x) as Tensor).sub(y).pow(2).squeeze(-1);
          sgd.zeroGrad();
          err.mul(m).sum().div(m.sum()).backward();
          sgd.step();
        });
      }
      expectClose(paramValues(micro.model), paramValues(ref));
    } finally {
      await micro.close();
      await whole.close();
    }
  });

  test('a missing normalizer inside a weighted window raises with how to fix it', async () => {
    class Inconsistent extends TinyRunner {
      override trainStep(batch: unknown): StepOutput {
        const loss = super.trainStep(batch) as Tensor;
        return this.state.microStep % 2 === 0 ? { loss, normalizer: 4 } : loss;
      }
    }
    const runner = new Inconsistent(tinyConfig({ steps: 2, accumSteps: 2 }), { train: 16 });
    try {
      await expect(runner.train()).rejects.toThrow(/without a normalizer at micro-step 2 of 2.*Return \{ loss, normalizer \} from every micro-step/);
    } finally {
      await runner.close();
    }
  });

  test('a short last window of r < accumSteps micro-steps is flushed at the end of the epoch and scaled by 1/r', async () => {
    // 10 samples, batch 2: 5 micro-batches; accumSteps 4: windows of 4 and 1
    const runner = new TinyRunner(tinyConfig({ epochs: 1, accumSteps: 4, dataloader: { batchSize: 2 } }), { train: 10 });
    try {
      await runner.train();
      expect(runner.state.globalStep).toBe(2);
      const data = regressionData(10, 7);
      torch.manualSeed(1);
      const ref = new nn.Linear(4, 1);
      const sgd = new optim.SGD(ref.parameters(), { lr: 0.05 });
      for (const [from, to] of [[0, 8], [8, 10]] as const) {
        torch.scope(() => {
          const b = data.getBatch(Array.from({ length: to - from }, (_, i) => from + i)) as { input: Tensor; target: Tensor };
          sgd.zeroGrad();
          (new nn.MSELoss().call(ref.call(b.input), b.target) as Tensor).backward();
          sgd.step();
        });
      }
      expectClose(paramValues(runner.model), paramValues(ref));
    } finally {
      await runner.close();
    }
  });
});

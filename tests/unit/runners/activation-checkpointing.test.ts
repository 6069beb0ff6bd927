// ParallelRunner's activation checkpointing: each block's forward recomputed in backward, the
// same training as without it, and selections by name checked.
import { describe, expect, it } from 'vitest';

import { nn, ParallelRunner, type RunnerConfigInput } from '../../../src/index.js';
import { applyActivationCheckpointing } from '../../../src/runners/parallel/activation-checkpointing.js';
import { regressionData, tinyConfig } from './tiny.js';

/** Counts the forwards a Linear runs (the recomputations included). */
class CountingLinear extends nn.Linear {
  calls = 0;
  override forward(x: never) {
    this.calls += 1;
    return super.forward(x);
  }
}

class Mlp extends ParallelRunner {
  constructor(config: RunnerConfigInput) {
    super(config);
    this.model = new nn.Sequential(new CountingLinear(4, 16), new nn.Tanh(), new CountingLinear(16, 16), new nn.Tanh(), new CountingLinear(16, 1));
    this.criterion = new nn.MSELoss();
    this.datasets = { train: regressionData(32) };
  }
}

async function train(activationCheckpointing: boolean | string[]): Promise<{ params: number[]; calls: number[] }> {
  const runner = new Mlp(tinyConfig({ stack: 'parallel', steps: 6, optim: { name: 'adam', lr: 0.01 }, parallel: { activationCheckpointing } }));
  try {
    await runner.train();
    const params = runner.model.parameters().flatMap((p) => Array.from(p.detach().flatten().toArray() as Float32Array));
    const calls = runner.model.modules().filter((m): m is CountingLinear => m instanceof CountingLinear).map((m) => m.calls);
    return { params, calls };
  } finally {
    await runner.close();
  }
}

describe('parallel.activationCheckpointing', () => {
  it('recomputes each block in backward and trains to the same parameters, bitwise', async () => {
    const plain = await train(false);
    const all = await train(true);
    const some = await train(['2']);
    expect(plain.calls).toEqual([6, 6, 6]);
    // Every block's forward runs twice a step: in forward, and again in backward.
    expect(all.calls).toEqual([12, 12, 12]);
    expect(some.calls).toEqual([6, 12, 6]);
    // The recomputation is the same arithmetic on the same inputs.
    expect(all.params).toEqual(plain.params);
    expect(some.params).toEqual(plain.params);
  });

  it('names a module the model does not have', () => {
    const model = new nn.Sequential(new nn.Linear(2, 2), new nn.Sequential(new nn.Linear(2, 2)));
    expect(() => applyActivationCheckpointing(model, ['1.1'])).toThrow(/the model has no module '1\.1'; did you mean '1\.0'\?/);
    // A container child is looked into: its own children are the blocks.
    expect(applyActivationCheckpointing(model, true)).toEqual(['0', '1.0']);
  });
});

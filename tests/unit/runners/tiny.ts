// Tiny runners for the runner tests: a linear regression on a fixed synthetic dataset,
// recording what the loops do.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { nn, torch, TensorDataset, TorchRunner, type RunnerConfigInput, type StepOutput, type Tensor } from '../../../src/index.js';

/** `n` samples of `y = x · w + 0.5` with 4 features, from a fixed seed. */
export function regressionData(n: number, seed = 7): TensorDataset<{ input: Tensor; target: Tensor }> {
  torch.manualSeed(seed);
  const input = torch.randn([n, 4]);
  const w = torch.tensor([[1.5], [-2.0], [0.5], [3.0]]);
  const target = input.matmul(w).add(0.5);
  return new TensorDataset({ input: input.keep(), target: target.keep() });
}

/** A fresh workspace root under the OS temp directory. */
export function tempRoot(): string {
  return mkdtempSync(join(tmpdir(), 'torchrunner-runner-'));
}

/** Config defaults for tiny runs: quiet, temporary workspace, no files but results. */
export function tinyConfig(overrides: RunnerConfigInput = {}): RunnerConfigInput {
  return {
    seed: 1,
    workspaceRoot: tempRoot(),
    optim: { name: 'sgd', lr: 0.05 },
    dataloader: { batchSize: 4 },
    logging: { console: false, file: false, tensorboard: false },
    ...overrides,
  };
}

/** Records the batches and losses the loops see. */
export class TinyRunner extends TorchRunner {
  trainBatches: Record<string, number> = {};
  evalBatches: Record<string, number> = {};
  losses: number[] = [];

  constructor(config: RunnerConfigInput, splits: Record<string, number> = { train: 32, val: 8 }) {
    super(config);
    this.model = new nn.Linear(4, 1);
    this.criterion = new nn.MSELoss();
    this.datasets = Object.fromEntries(Object.entries(splits).map(([s, n], i) => [s, regressionData(n, 7 + i)]));
  }

  override trainStep(batch: unknown): StepOutput {
    const split = this.currentSplit;
    this.trainBatches[split] = (this.trainBatches[split] ?? 0) + 1;
    const loss = super.trainStep(batch) as Tensor;
    this.losses.push(loss.item() as number);
    return loss;
  }

  override evaluateStep(batch: unknown): StepOutput {
    const split = this.currentSplit;
    this.evalBatches[split] = (this.evalBatches[split] ?? 0) + 1;
    return super.evaluateStep(batch);
  }
}

/** The model's parameters as plain arrays. */
export function paramValues(model: nn.Module): number[][] {
  return model.parameters().map((p) => Array.from(p.detach().flatten().toArray() as Float32Array));
}

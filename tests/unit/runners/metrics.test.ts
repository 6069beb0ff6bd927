import { describe, expect, test } from 'vitest';

import { nn, TensorDataset, torch, TorchRunner, type RunnerConfigInput, type Tensor } from '../../../src/index.js';
import { tinyConfig } from './tiny.js';

function classes(n: number, seed: number): TensorDataset<{ input: Tensor; target: Tensor }> {
  torch.manualSeed(seed);
  const input = torch.randn([n, 3]);
  const target = input.argmax(1);
  return new TensorDataset({ input: input.keep(), target: target.keep() });
}

class Classifier extends TorchRunner {
  constructor(config: RunnerConfigInput, metrics: TorchRunner['metrics']) {
    super(config);
    this.model = new nn.Linear(3, 3);
    this.criterion = new nn.CrossEntropyLoss();
    this.datasets = { train: classes(40, 1), val: classes(30, 2) };
    this.metrics = metrics;
  }
}

describe('metrics in the runner', () => {
  test('named metrics are computed on every split and equal the definition on the evaluation split', async () => {
    const runner = new Classifier(tinyConfig({ epochs: 2, dataloader: { batchSize: 8 } }), ['accuracy', 'top2']);
    try {
      await runner.train();
      const results = runner.results;
      expect(Object.keys(results[1]!.scores.train!)).toEqual(['loss', 'accuracy', 'top2']);
      const val = (runner.datasets.val as TensorDataset<{ input: Tensor; target: Tensor }>).getBatch(Array.from({ length: 30 }, (_, i) => i));
      const correct = torch.noGrad(() => ((runner.model.call(val.input) as Tensor).argmax(1).eq(val.target).sum().item() as number));
      expect(results[1]!.scores.val!.accuracy).toBeCloseTo(correct / 30, 12);
      expect(results[1]!.scores.val!.top2).toBeGreaterThanOrEqual(results[1]!.scores.val!.accuracy!);
    } finally {
      await runner.close();
    }
  });

  test('metricsOnTrain: false leaves the training splits to the loss', async () => {
    const runner = new Classifier(tinyConfig({ epochs: 1, dataloader: { batchSize: 8 } }), ['accuracy']);
    runner.metricsOnTrain = false;
    try {
      await runner.train();
      const results = runner.results;
      expect(Object.keys(results[0]!.scores.train!)).toEqual(['loss']);
      expect(Object.keys(results[0]!.scores.val!)).toEqual(['loss', 'accuracy']);
    } finally {
      await runner.close();
    }
  });

  test('an unknown metric name fails with a suggestion', async () => {
    const runner = new Classifier(tinyConfig({ epochs: 1 }), ['acuracy']);
    try {
      await expect(runner.train()).rejects.toThrow(/unknown metric 'acuracy'; did you mean 'accuracy'/);
    } finally {
      await runner.close();
    }
  });
});

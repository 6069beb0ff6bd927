import { describe, expect, test } from 'vitest';

import { Accuracy, createMetric, MetricGroup, torch, TopK } from '../../../src/index.js';
import { settledLive } from '../../support/memory.js';

const batch = () => ({
  output: torch.tensor([
    [2.0, 1.0, 0.1],
    [0.1, 3.0, 0.2],
    [0.3, 0.2, 0.9],
    [1.5, 1.4, 0.0],
  ]),
  target: torch.tensor([0, 1, 1, 2]).long(),
});

describe('createMetric', () => {
  test('builds every named metric', () => {
    const names = ['accuracy', 'top1', 'top5', 'top10', 'top12', 'f1', 'f1_macro', 'f1_micro', 'mse', 'mae'];
    expect(names.map((n) => createMetric(n).name)).toEqual(names);
    expect(createMetric('top5')).toBeInstanceOf(TopK);
  });

  test('an unknown name suggests the closest known one', () => {
    expect(() => createMetric('acuracy')).toThrow(/unknown metric 'acuracy'; did you mean 'accuracy'\?/);
    expect(() => createMetric('f1macro')).toThrow(/did you mean 'f1_macro'\?/);
    expect(() => createMetric('bleu')).toThrow(/unknown metric 'bleu' Known metrics: accuracy, top1/);
    expect(() => createMetric('top0')).toThrow(/k must be at least 1/);
  });
});

describe('MetricGroup', () => {
  test('concatenates sums and splits reduced sums back into values', () => {
    const group = new MetricGroup(['accuracy', new TopK(2), 'f1_micro']);
    expect(group.names).toEqual(['accuracy', 'top2', 'f1_micro']);
    const { output, target } = batch();
    group.update(output, target);
    // Predictions 0 1 2 0 against 0 1 1 2; top-2 sets {0,1} {1,2} {2,0} {0,1} hold targets 0 and 1.
    // F1 counts per class: tp 1 1 0, fp 1 0 1, fn 0 1 1.
    expect(group.sums()).toEqual([2, 4, 2, 4, 1, 1, 0, 1, 0, 1, 0, 1, 1]);
    expect(group.values()).toEqual({ accuracy: 0.5, top2: 0.5, f1_micro: 0.5 });
    // Another rank's sums: 4 of 4 right, top-2 4 of 4, class 0 only.
    const other = [4, 4, 4, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0];
    expect(group.fromSums(group.sums().map((s, i) => s + other[i]!))).toEqual({
      accuracy: 6 / 8,
      top2: 6 / 8,
      f1_micro: (2 * 6) / (2 * 6 + 2 + 2),
    });
    expect(() => group.fromSums([1, 2])).toThrow(/expected 13 sums \(accuracy, top2, f1_micro\), got 2/);
    group.reset();
    expect(group.sums()).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  test('a metric listed twice is an error', () => {
    expect(() => new MetricGroup(['accuracy', new Accuracy()])).toThrow(/'accuracy' is listed twice/);
  });

  test('updates release every tensor they create and keep none', () => {
    const { output, target } = batch();
    const regression = { output: torch.randn(4, 2), target: torch.randn(4, 2) };
    const binary = { output: torch.tensor([[0.2], [3.0]]), target: torch.tensor([0.0, 1.0]) };
    const classes = new MetricGroup(['accuracy', 'top2', 'f1', 'f1_micro']);
    const errors = new MetricGroup(['mse', 'mae']);
    const binaryF1 = createMetric('f1');
    const before = settledLive();
    for (let i = 0; i < 20; i++) {
      classes.update(output, target);
      errors.update(regression.output, regression.target);
      binaryF1.update(binary.output, binary.target);
    }
    // No collection here: a temporary left to the garbage collector would still count.
    expect(torch.memoryStats().live).toBe(before);
    expect(classes.sums()[1]).toBe(80);
  });
});

import { describe, expect, test } from 'vitest';

import { createMetric, torch, type Metric } from '../../../src/index.js';

// Summing the sums of two halves must give the metric of the whole: that is what lets ranks
// combine metrics with one all-reduce SUM.
describe('sums of halves equal the whole', () => {
  torch.manualSeed(7);
  const n = 257;
  const classLogits = torch.randn(n, 5);
  const classTargets = torch.randint(0, 5, [n]);
  const binaryLogits = torch.randn(n, 1);
  const binaryTargets = torch.randint(0, 2, [n]).float();
  const regressionOut = torch.randn(n, 3);
  const regressionTarget = torch.randn(n, 3);

  const cases: [string, () => [any, any]][] = [
    ['accuracy', () => [classLogits, classTargets]],
    ['top3', () => [classLogits, classTargets]],
    ['f1_macro', () => [classLogits, classTargets]],
    ['f1_micro', () => [classLogits, classTargets]],
    ['f1', () => [binaryLogits, binaryTargets]],
    ['mse', () => [regressionOut, regressionTarget]],
    ['mae', () => [regressionOut, regressionTarget]],
  ];

  test.each(cases)('%s', (name, data) => {
    const [output, target] = data();
    const whole = createMetric(name);
    whole.update(output, target);
    const halves: Metric[] = [createMetric(name), createMetric(name)];
    halves[0]!.update(output.narrow(0, 0, 100), target.narrow(0, 0, 100));
    halves[1]!.update(output.narrow(0, 100, n - 100), target.narrow(0, 100, n - 100));
    const summed = halves[0]!.sums().map((s, i) => s + halves[1]!.sums()[i]!);
    const expected = whole.fromSums(whole.sums());
    if (name === 'mse' || name === 'mae') {
      // Float64 sums added in another order differ in the last bits only.
      expect(summed).toHaveLength(2);
      expect(whole.fromSums(summed)).toBeCloseTo(expected, 12);
    } else {
      // Counts: exact.
      expect(summed).toEqual(whole.sums());
      expect(whole.fromSums(summed)).toBe(expected);
    }
    expect(expected).toBeGreaterThan(0);
  });
});

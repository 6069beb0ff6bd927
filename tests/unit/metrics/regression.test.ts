import { describe, expect, test } from 'vitest';

import { MAE, MSE, torch } from '../../../src/index.js';

describe('MSE and MAE', () => {
  test('match hand-computed values over all elements', () => {
    const output = torch.tensor([1.0, 2.0, 3.0, 4.0]);
    const target = torch.tensor([1.5, 2.0, 1.0, 5.0]);
    const mse = new MSE();
    const mae = new MAE();
    mse.update(output, target);
    mae.update(output, target);
    expect(mse.sums()).toEqual([0.25 + 0 + 4 + 1, 4]);
    expect(mse.fromSums(mse.sums())).toBe(5.25 / 4);
    expect(mae.fromSums(mae.sums())).toBe(3.5 / 4);
  });

  test('an [N, 1] output is compared with an [N] target element by element, not broadcast', () => {
    const mse = new MSE();
    mse.update(torch.tensor([[1.0], [3.0]]), torch.tensor([0.0, 0.0]));
    expect(mse.fromSums(mse.sums())).toBe(5);
    expect(() => mse.update(torch.zeros(3, 2), torch.zeros(3))).toThrow(
      /mse: output of shape \[3,2\] and target of shape \[3\] have different numbers of elements/,
    );
  });

  test('reset forgets every batch', () => {
    const mae = new MAE();
    mae.update(torch.ones(3), torch.zeros(3));
    mae.reset();
    expect(mae.sums()).toEqual([0, 0]);
  });
});

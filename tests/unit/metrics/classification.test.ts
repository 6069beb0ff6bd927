import { describe, expect, test } from 'vitest';

import { Accuracy, F1, TopK, torch } from '../../../src/index.js';

// Rows are samples, columns class scores; the argmax of each row is noted beside it.
const logits = () =>
  torch.tensor([
    [2.0, 1.0, 0.1], // 0
    [0.1, 3.0, 0.2], // 1
    [0.3, 0.2, 0.9], // 2
    [1.5, 1.4, 0.0], // 0
    [0.0, 0.5, 0.4], // 1
    [0.2, 0.1, 0.3], // 2
  ]);
const targets = () => torch.tensor([0, 1, 1, 1, 2, 2]).long();

describe('Accuracy', () => {
  test('argmax of multiclass logits against class indices', () => {
    const acc = new Accuracy();
    acc.update(logits(), targets());
    expect(acc.sums()).toEqual([3, 6]); // samples 0, 1 and 5
    expect(acc.fromSums(acc.sums())).toBe(0.5);
  });

  test('binary probabilities (1-D) with a threshold, and one-column logits through a sigmoid', () => {
    const probs = new Accuracy();
    probs.update(torch.tensor([0.9, 0.4, 0.6, 0.1]), torch.tensor([1, 0, 0, 0]));
    expect(probs.sums()).toEqual([3, 4]);

    const strict = new Accuracy({ threshold: 0.95 });
    strict.update(torch.tensor([0.9, 0.4, 0.6, 0.1]), torch.tensor([1, 0, 0, 0]));
    expect(strict.sums()).toEqual([3, 4]); // 0.9 is now negative: wrong; 0.6 negative: right

    const logit = new Accuracy();
    logit.update(torch.tensor([[2.0], [-1.0], [0.5], [-3.0]]), torch.tensor([1.0, 0.0, 0.0, 1.0]));
    expect(logit.sums()).toEqual([2, 4]);
  });

  test('targets equal to ignoreIndex (-100 by default) are left out', () => {
    const acc = new Accuracy();
    acc.update(logits(), torch.tensor([0, -100, 1, -100, 2, 2]).long());
    expect(acc.sums()).toEqual([2, 4]); // samples 0 and 5 right, 2 and 4 wrong
  });

  test('sequence outputs [N, C, L] against [N, L]', () => {
    const acc = new Accuracy();
    const out = logits().reshape(2, 3, 3).permute(0, 2, 1).contiguous(); // [2, C=3, L=3]
    acc.update(out, targets().reshape(2, 3));
    expect(acc.sums()).toEqual([3, 6]);
  });

  test('a shape that fits no layout is a clear error', () => {
    expect(() => new Accuracy().update(torch.zeros(4, 3), torch.zeros(5).long())).toThrow(
      /accuracy: output of shape \[4,3\] does not fit target of shape \[5\]/,
    );
    expect(() => new Accuracy().update(torch.zeros(4), torch.zeros(5))).toThrow(/one value per target/);
  });
});

describe('TopK', () => {
  test('counts a target among the k highest scores', () => {
    const top2 = new TopK(2);
    expect(top2.name).toBe('top2');
    top2.update(logits(), targets());
    // Top-2 sets: {0,1} {1,2} {2,0} {0,1} {1,2} {2,0}; targets 0 1 1 1 2 2 -> hits at 0,1,3,4,5.
    expect(top2.sums()).toEqual([5, 6]);
    const top1 = new TopK(1);
    top1.update(logits(), targets());
    expect(top1.sums()).toEqual([3, 6]);
    const top3 = new TopK(3);
    top3.update(logits(), targets());
    expect(top3.fromSums(top3.sums())).toBe(1);
  });

  test('k must be positive and at most the number of classes', () => {
    expect(() => new TopK(0)).toThrow(/positive integer/);
    expect(() => new TopK(4).update(logits(), targets())).toThrow(/k = 4 exceeds the 3 classes/);
  });
});

describe('F1', () => {
  // Predictions (argmax) 0 1 2 0 1 2 against targets 0 1 1 1 2 2. Confusion matrix, rows
  // the target, columns the prediction:
  //          pred 0  pred 1  pred 2
  // true 0      1       0       0
  // true 1      1       1       1
  // true 2      0       1       1
  // Class 0: tp 1, fp 1, fn 0 -> F1 2/3.  Class 1: tp 1, fp 1, fn 2 -> 2/5.
  // Class 2: tp 1, fp 1, fn 1 -> 1/2.     Macro (2/3 + 2/5 + 1/2) / 3; micro 3/6.
  test('multiclass macro and micro against a hand-computed confusion matrix', () => {
    const macro = new F1({ average: 'macro' });
    macro.update(logits(), targets());
    expect(macro.name).toBe('f1_macro');
    expect(macro.sums()).toEqual([1, 1, 1, 1, 1, 1, 0, 2, 1]);
    expect(macro.fromSums(macro.sums())).toBeCloseTo((2 / 3 + 2 / 5 + 1 / 2) / 3, 12);

    const micro = new F1({ average: 'micro' });
    micro.update(logits(), targets());
    expect(micro.fromSums(micro.sums())).toBeCloseTo(0.5, 12);

    const auto = new F1();
    auto.update(logits(), targets());
    expect(auto.name).toBe('f1');
    expect(auto.fromSums(auto.sums())).toBeCloseTo((2 / 3 + 2 / 5 + 1 / 2) / 3, 12);
  });

  test('macro averages over the classes that occur', () => {
    const f1 = new F1({ average: 'macro', numClasses: 4 });
    expect(f1.sums()).toHaveLength(12);
    f1.update(torch.cat([logits(), torch.full([6, 1], -9)], 1), targets());
    expect(f1.fromSums(f1.sums())).toBeCloseTo((2 / 3 + 2 / 5 + 1 / 2) / 3, 12);
  });

  test('binary F1 of the positive class', () => {
    // pred 1 1 0 0 1 0 against 1 0 1 0 1 1: tp 2, fp 1, fn 2 -> 4/7.
    const f1 = new F1();
    f1.update(torch.tensor([0.8, 0.7, 0.2, 0.1, 0.9, 0.4]), torch.tensor([1, 0, 1, 0, 1, 1]));
    expect(f1.sums()).toEqual([2, 1, 2]);
    expect(f1.fromSums(f1.sums())).toBeCloseTo(4 / 7, 12);

    const twoColumns = new F1({ average: 'binary' });
    twoColumns.update(torch.tensor([[0.2, 0.8], [0.3, 0.7], [0.8, 0.2]]), torch.tensor([1, 0, 1]).long());
    expect(twoColumns.sums()).toEqual([1, 1, 1]);
  });

  test('no positives predicted or present scores 0; a changed layout is an error', () => {
    const f1 = new F1();
    f1.update(torch.tensor([0.1, 0.2]), torch.tensor([0, 0]));
    expect(f1.fromSums(f1.sums())).toBe(0);
    expect(() => f1.update(logits(), targets())).toThrow(/every batch must have the same output layout/);
    expect(() => new F1({ average: 'binary' }).update(logits(), targets())).toThrow(/binary F1 needs/);
  });
});

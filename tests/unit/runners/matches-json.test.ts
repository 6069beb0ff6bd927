import { describe, expect, test } from 'vitest';

import { matchesJson } from '../../../src/runners/state/matches-json.js';

const snapshotOf = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;

describe('matchesJson', () => {
  test('a value matches the JSON it was serialized to, whatever the order of its keys', () => {
    const config = { steps: 10, optim: { name: 'sgd', lr: 0.01, betas: [0.9, 0.99] }, extra: {}, skipped: undefined, fn: () => 1 };
    expect(matchesJson(config, snapshotOf(config))).toBe(true);
    expect(matchesJson({ optim: { lr: 0.01, betas: [0.9, 0.99], name: 'sgd' }, extra: {}, steps: 10 }, snapshotOf(config))).toBe(true);
  });

  test('any change of a value, a key or a length is a change', () => {
    const config = { steps: 10, optim: { name: 'sgd', lr: 0.01, betas: [0.9, 0.99] }, splits: { train: { shuffle: true } } };
    const snapshot = snapshotOf(config);
    const changed = [
      { ...config, steps: 11 },
      { ...config, optim: { ...config.optim, lr: 0.02 } },
      { ...config, optim: { ...config.optim, betas: [0.9] } },
      { ...config, optim: { ...config.optim, betas: [0.9, 0.99, 0.999] } },
      { ...config, splits: { train: { shuffle: true }, val: {} } },
      { ...config, splits: { train: {} } },
      { steps: 10, optim: config.optim },
      { ...config, steps: '10' },
      { ...config, steps: null },
      { ...config, splits: [] },
    ];
    for (const c of changed) expect(matchesJson(c, snapshot)).toBe(false);
  });

  test('what JSON would convert counts as a change', () => {
    for (const v of [{ at: new Date(0) }, { n: NaN }, { n: Infinity }, { list: [undefined] }]) expect(matchesJson(v, snapshotOf(v))).toBe(false);
  });
});

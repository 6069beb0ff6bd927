import { beforeAll, describe, expect, test } from 'vitest';

import { ensureCompiled, expectAllOk, runRanks } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

describe('tensor-parallel layers against the unsplit ones (column- then row-parallel MLP)', () => {
  for (const N of [2, 4]) {
    test(`N = ${N}, float64: forward and backward within 1e-12, parameters after 10 SGD steps within 1e-10`, async () => {
      const results = await runRanks('tensor-parallel.mjs', N, { args: ['float64'], timeoutMs: 90_000 });
      expectAllOk(results);
      for (const r of results) {
        expect(r.result.forwardBackward.rel).toBeLessThanOrEqual(1e-12);
        expect(r.result.gradients.rel).toBeLessThanOrEqual(1e-12);
        expect(r.result.afterSteps.rel).toBeLessThanOrEqual(1e-10);
      }
    });
  }

  test('N = 2, float32: within 32 ulps', async () => {
    const results = await runRanks('tensor-parallel.mjs', 2, { args: ['float32'], timeoutMs: 90_000 });
    expectAllOk(results);
    for (const r of results) {
      expect(r.result.gradients.ulps).toBeLessThanOrEqual(32);
      expect(r.result.afterSteps.ulps).toBeLessThanOrEqual(32);
    }
  });
});

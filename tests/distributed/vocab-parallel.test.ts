import { beforeAll, describe, expect, test } from 'vitest';

import { ensureCompiled, expectAllOk, runRanks } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

function expectIgnoredRowsContributeNothing(r: any): void {
  expect(r.ignoreIndex.zeroLoss).toBe(true);
  expect(r.ignoreIndex.zeroGrad).toBe(true);
}

describe('vocabulary-parallel embedding and cross-entropy against the unsplit ones', () => {
  for (const N of [2, 4]) {
    test(`N = ${N}, float64: forward and backward within 1e-12, parameters after 10 SGD steps within 1e-10`, async () => {
      const results = await runRanks('vocab-parallel.mjs', N, { args: ['float64'], timeoutMs: 90_000 });
      expectAllOk(results);
      results.forEach((res, rank) => {
        const r = res.result;
        expect(r.embeddingRows).toEqual([(rank * 24) / N, ((rank + 1) * 24) / N]);
        expect(r.embeddingForward.rel).toBeLessThanOrEqual(1e-12);
        expect(r.embeddingGrad.rel).toBeLessThanOrEqual(1e-12);
        expect(r.paddingRowGradZero).toBe(true);
        for (const reduction of ['mean', 'sum', 'none']) {
          expect(r.crossEntropy[reduction].forward.rel).toBeLessThanOrEqual(1e-12);
          expect(r.crossEntropy[reduction].backward.rel).toBeLessThanOrEqual(1e-12);
        }
        expect(r.ignoreIndex.forward.rel).toBeLessThanOrEqual(1e-12);
        expect(r.ignoreIndex.backward.rel).toBeLessThanOrEqual(1e-12);
        expect(r.ignoreIndex.meanOverKept.rel).toBeLessThanOrEqual(1e-12);
        expectIgnoredRowsContributeNothing(r);
        expect(r.trainingLosses.rel).toBeLessThanOrEqual(1e-12);
        expect(r.afterSteps.rel).toBeLessThanOrEqual(1e-10);
        // Clear errors: both numbers for an indivisible vocabulary, the range for bad ids.
        expect(r.errors.indivisible).toBe(`RangeError: VocabParallelEmbedding: the vocabulary size 25 must divide by the tensor-parallel size ${N}; pad the vocabulary to a multiple of ${N}`);
        expect(r.errors.target).toMatch(/^RangeError: vocabParallelCrossEntropy: a target is outside the vocabulary \[0, 24\)/);
        expect(r.errors.id).toBe('RangeError: VocabParallelEmbedding: an id is outside the vocabulary [0, 24)');
        expect(r.errors.shape).toMatch(/^RangeError: vocabParallelCrossEntropy: logits \[3, 5, \d+\] need targets of shape \[3, 5\]/);
      });
    });
  }

  test('N = 2, float32: within 32 ulps', async () => {
    const results = await runRanks('vocab-parallel.mjs', 2, { args: ['float32'], timeoutMs: 90_000 });
    expectAllOk(results);
    for (const { result: r } of results) {
      expect(r.embeddingForward.ulps).toBeLessThanOrEqual(32);
      expect(r.embeddingGrad.ulps).toBeLessThanOrEqual(32);
      for (const reduction of ['mean', 'sum', 'none']) {
        expect(r.crossEntropy[reduction].forward.ulps).toBeLessThanOrEqual(32);
        expect(r.crossEntropy[reduction].backward.ulps).toBeLessThanOrEqual(32);
      }
      expect(r.ignoreIndex.forward.ulps).toBeLessThanOrEqual(32);
      expect(r.ignoreIndex.backward.ulps).toBeLessThanOrEqual(32);
      expectIgnoredRowsContributeNothing(r);
      expect(r.trainingLosses.ulps).toBeLessThanOrEqual(32);
      expect(r.afterSteps.ulps).toBeLessThanOrEqual(32);
    }
  });
});

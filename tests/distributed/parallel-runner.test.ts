import { beforeAll, describe, expect, test } from 'vitest';

import { ensureCompiled, expectAllOk, runRanks } from './support.js';
import { compareWithOneProcess as compare, ulps } from './parallel-support.js';

beforeAll(() => ensureCompiled(), 300_000);


describe('ParallelRunner (stack parallel) over real processes', () => {
  test('pipeline 2, accumulation 3 weighted by normalizers: every stage ends bitwise at the single-process TorchRunner, with its losses and evaluation', async () => {
    const [ranks, ref] = await compare(2, { pipeline: 2, shard: 1 }, 4, 1, 3, { weighted: true });
    const owned = ranks.flatMap((r) => Object.keys(r.result.params));
    expect(owned).toEqual(Object.keys(ref.params));
    for (const r of ranks) {
      expect(r.result).toMatchObject({ globalStep: 6, microStep: 18 });
      for (const [name, values] of Object.entries(r.result.params)) expect(values, name).toEqual(ref.params[name]);
      expect(r.result.losses).toEqual(ref.losses);
      expect(r.result.valLoss).toBe(ref.valLoss);
      r.result.norms.forEach((n: number, i: number) => expect(ulps(n, ref.norms[i])).toBeLessThanOrEqual(4));
    }
  });

  test('tensor 2 without parallelize, axes that do not multiply to the world size and a pipeline in a plain TorchRunner each fail with their message', async () => {
    const results = await runRanks('parallel-runner-errors.mjs', 2, { timeoutMs: 60_000 });
    expectAllOk(results);
    for (const r of results) {
      expect(r.result.noParallelize).toMatch(/parallel\.tensor 2 needs a model-specific transform: give Sequential a parallelize\(ctx\) method/);
      expect(r.result.mismatch).toMatch(/the axes multiply to 4 \(pipeline 4\) but the world size is 2/);
      expect(r.result.plainPipeline).toMatch(/parallel\.pipeline 2 needs ParallelRunner's loop/);
    }
  });
});

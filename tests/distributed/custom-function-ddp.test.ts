import { beforeAll, describe, expect, test } from 'vitest';

import { ensureCompiled, expectAllOk, runRanks } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

describe('a custom autograd Function under DDP', () => {
  test('2 ranks: the same synchronized gradients and parameters as the built-in ops', async () => {
    const [custom, builtin] = await Promise.all([
      runRanks('ddp-custom-function.mjs', 2, { args: ['custom'], timeoutMs: 90_000 }),
      runRanks('ddp-custom-function.mjs', 2, { args: ['builtin'], timeoutMs: 90_000 }),
    ]);
    expectAllOk([...custom, ...builtin]);
    const close = (a: number[], b: number[]) => {
      expect(a.length).toBe(b.length);
      // The two backward formulas round differently in the last float32 bits.
      a.forEach((v, i) => expect(Math.abs(v - b[i])).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(b[i]))));
    };
    for (let r = 0; r < 2; r++) {
      close(custom[r].result.firstGrads, builtin[r].result.firstGrads);
      close(custom[r].result.params, builtin[r].result.params);
    }
    // DDP kept the ranks identical.
    expect(custom[1].result.params).toEqual(custom[0].result.params);
    expect(custom[0].result.firstGrads.some((g: number) => g !== 0)).toBe(true);
  });
});

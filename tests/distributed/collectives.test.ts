import { beforeAll, describe, expect, test } from 'vitest';

import { ensureCompiled, expectAllOk, runRanks } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

describe('torch.distributed collectives over Gloo, real processes on loopback', () => {
  for (const world of [2, 3]) {
    for (const mode of ['sync', 'async']) {
      test(`${world} ranks, ${mode}: every collective matches its definition for float and integer dtypes`, async () => {
        const results = await runRanks('collectives.mjs', world, { args: [mode], timeoutMs: 90_000 });
        expectAllOk(results);
        for (const r of results) {
          expect(r.result.failures).toEqual([]);
          // 4 dtypes x (allReduce ops + broadcast + allGather + scatter + reduceScatter + allToAll + send/recv ...)
          expect(r.result.checked).toBeGreaterThan(50);
        }
      });
    }
  }

  test('bad arguments throw Errors that name the problem; the process survives', async () => {
    const [r] = await runRanks('invalid.mjs', 1, { timeoutMs: 60_000 });
    expectAllOk([r]);
    const m = r.result as Record<string, string | null>;
    expect(m.initWithoutEnvRank).toMatch(/rank 3 is not in 0\.\.1/);
    expect(m.initTwice).toMatch(/already initialized/);
    expect(m.notATensor).toMatch(/expected a Tensor/);
    expect(m.badOp).toMatch(/op must be one of/);
    expect(m.avgOnInt).toMatch(/'avg' needs a floating-point tensor/);
    expect(m.srcOutOfRange).toMatch(/global rank 5 is not a member/);
    expect(m.allGatherCount).toMatch(/expected 1 output tensors/);
    expect(m.allGatherShape).toMatch(/must have the input's dtype and shape/);
    expect(m.nonContiguous).toMatch(/contiguous/);
    expect(m.disposed).toMatch(/disposed/);
    expect(m.sendToSelf).toMatch(/cannot send to itself/);
    expect(m.newGroupRange).toMatch(/rank 4 is not in 0\.\.0/);
    expect(m.badStore).toMatch(/port must be an integer in 0\.\.65535/);
    expect(m.noServer).toMatch(/TCPStore client at 127\.0\.0\.1:1/);
    expect(m.afterDestroy).toMatch(/already released/);
    expect(m.notInitialized).toMatch(/not initialized/);
  });
});

import { beforeAll, describe, expect, test } from 'vitest';

import { ensureCompiled, runRanks } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

describe('collectives that cannot complete fail with an error instead of hanging', () => {
  test('a peer that never joins: the async wait rejects after the group timeout, naming the collective and the rank, and the event loop kept running', async () => {
    const [r0] = await runRanks('failure.mjs', 2, { args: ['timeout', '2000'], timeoutMs: 60_000 });
    expect(r0.code).toBe(0);
    expect(r0.result.error).toMatch(/allReduce failed on rank 0/);
    expect(r0.result.error).toMatch(/[Tt]imed out/);
    expect(r0.result.elapsedMs).toBeGreaterThanOrEqual(1500);
    expect(r0.result.elapsedMs).toBeLessThan(20_000);
    // setInterval(20 ms) fired while the collective was pending: the wait did not block the JS thread.
    expect(r0.result.ticks).toBeGreaterThan(20);
  });

  test('the synchronous form times out too', async () => {
    const [r0] = await runRanks('failure.mjs', 2, { args: ['sync-timeout', '2000'], timeoutMs: 60_000 });
    expect(r0.code).toBe(0);
    expect(r0.result.error).toMatch(/allReduce failed on rank 0/);
  });

  test('a peer that dies: the blocked rank gets an error', async () => {
    const [r0, r1] = await runRanks('failure.mjs', 2, { args: ['peer-exit', '20000'], timeoutMs: 60_000 });
    expect(r1.code).toBe(3);
    expect(r0.code).toBe(0);
    expect(r0.result.error).toMatch(/allReduce failed on rank 0/);
    // Well before the 20 s group timeout: the closed connection is noticed at once.
    expect(r0.result.elapsedMs).toBeLessThan(15_000);
  });
});

import { beforeAll, describe, expect, test } from 'vitest';

import { ensureCompiled, expectAllOk, runRanks } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

describe('pipeline parallelism over real processes (1F1B)', () => {
  for (const P of [2, 4]) {
    test(`P = ${P}, M = 1, ${P} and ${2 * P}: gradients, parameters, losses and forward-only outputs are bitwise one process's`, async () => {
      const results = await runRanks('pipeline.mjs', P, { args: [[1, P, 2 * P].join(','), '10'], timeoutMs: 120_000 });
      expectAllOk(results);
      const names = results.flatMap((r) => r.result.results[0].names);
      expect(names).toEqual(['0.weight', '0.bias', '2.weight', '2.bias', '4.weight', '4.bias', '6.weight', '6.bias']);
      for (const r of results) {
        for (const m of r.result.results) {
          expect(m, `rank ${r.result.rank} M ${m.M}`).toMatchObject({ gradsBitwise: true, paramsBitwise: true, evalBitwise: true, lossesBitwise: true });
          // Gradient sync is requested once per step, on the step's last backward.
          expect(m).toMatchObject({ syncCalls: 10 * m.M, lastSync: 10, lastIsFinal: true });
        }
      }
      expect(results[P - 1]!.result.results.map((m: { losses: number }) => m.losses)).toEqual([10, 10 * P, 20 * P]);
    });
  }

  // Interleaved: the 8 modules cut into P × V parts, rank r holding parts r, r + P, ….
  for (const [V, counts, names] of [
    [2, [1, 2, 4], ['0.weight', '0.bias', '4.weight', '4.bias', '2.weight', '2.bias', '6.weight', '6.bias']],
    // 8 parts of one module: rank 0 holds the Linears, rank 1 the Tanhs.
    [4, [2, 6], ['0.weight', '0.bias', '2.weight', '2.bias', '4.weight', '4.bias', '6.weight', '6.bias']],
  ] as const) {
    test(`interleaved, P = 2 with ${V} chunks each, M = ${counts.join(', ')} (M = 1 runs every forward first): gradients, parameters, losses and forward-only outputs are bitwise one process's`, async () => {
      const results = await runRanks('pipeline.mjs', 2, { args: [counts.join(','), '10'], env: { CHUNKS: String(V) }, timeoutMs: 120_000 });
      expectAllOk(results);
      expect(results.flatMap((r) => r.result.results[0].names)).toEqual(names);
      for (const r of results) {
        for (const m of r.result.results) {
          expect(m, `rank ${r.result.rank} M ${m.M}`).toMatchObject({ gradsBitwise: true, paramsBitwise: true, evalBitwise: true, lossesBitwise: true });
          // One backward per chunk and micro-batch; sync on the step's last (chunk 0's last micro-batch).
          expect(m).toMatchObject({ syncCalls: 10 * m.M * V, lastSync: 10, lastIsFinal: true });
        }
      }
      expect(results[1]!.result.results.map((m: { losses: number }) => m.losses)).toEqual(counts.map((M) => 10 * M));
    });
  }

  test('two stages that both wait on their send first fail within the timeout; a receive that expects another micro-batch fails naming both', async () => {
    const results = await runRanks('pipeline-p2p.mjs', 2, { timeoutMs: 30_000 });
    expectAllOk(results);
    expect(results[1]!.result.mismatch.error).toMatch(/stage 1 expected the activation of micro-batch 1 from stage 0 but received the activation of micro-batch 0/);
    for (const r of results) {
      expect(r.result.bothSend.error).toMatch(/sending the activation of micro-batch 0 to stage \d did not complete within 2000 ms/);
      expect(r.result.bothSend.elapsedMs).toBeLessThan(10_000);
    }
  });
});

import { beforeAll, describe, expect, test } from 'vitest';

import { compareWithOneProcess as compare } from './parallel-support.js';
import { ensureCompiled, runRanks } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

function expectNear(params: Record<string, number[]>, ref: Record<string, number[]>, tolerance: number): void {
  for (const [name, values] of Object.entries(params)) {
    values.forEach((v, i) => expect(Math.abs(v - ref[name]![i]!), name).toBeLessThanOrEqual(tolerance * Math.max(1, Math.abs(ref[name]![i]!))));
  }
}

describe('parallel.fullyShard: parameters sharded on the shard axis, composed with the others', () => {
  test('shard 2, float64', async () => {
    const [ranks, ref] = await compare(2, { shard: 2, fullyShard: true }, 2, 2, 3);
    for (const r of ranks) expectNear(r.result.params, ref.params, 1e-10);
  });
  test('replicate 2 × shard 2 (HSDP), float64', async () => {
    const [ranks, ref] = await compare(4, { replicate: 2, shard: 2, fullyShard: true }, 2, 4, 3);
    for (const r of ranks) expectNear(r.result.params, ref.params, 1e-10);
  });
  test('shard 2 with reshardAfterForward false (parameters kept from forward to backward), float64', async () => {
    const [ranks, ref] = await compare(2, { shard: 2, fullyShard: true, reshardAfterForward: false }, 2, 2, 3);
    for (const r of ranks) expectNear(r.result.params, ref.params, 1e-10);
  });
  test('a plain TorchRunner under stack parallel takes it from config alone, float64', async () => {
    const [ranks, ref] = await compare(2, { shard: 2, fullyShard: true }, 2, 2, 3, { mode: 'plain' });
    for (const r of ranks) expectNear(r.result.params, ref.params, 1e-10);
  });
  test('without a shard axis it is refused at setup', async () => {
    const ranks = await runRanks('parallel-runner.mjs', 2, { args: ['parallel', JSON.stringify({ replicate: 2, shard: 1, fullyShard: true }), '2', '2', '1', 'float64', 'uniform'], timeoutMs: 120_000 });
    for (const r of ranks) {
      expect(r.code).not.toBe(0);
      expect(r.stderr).toContain('parallel.fullyShard shards parameters over the shard axis, but parallel.shard is 1');
    }
  });
  test('reshardAfterForward without fullyShard is refused at setup', async () => {
    const ranks = await runRanks('parallel-runner.mjs', 2, { args: ['parallel', JSON.stringify({ shard: 2, reshardAfterForward: false }), '2', '2', '1', 'float64', 'uniform'], timeoutMs: 120_000 });
    for (const r of ranks) {
      expect(r.code).not.toBe(0);
      expect(r.stderr).toContain('parallel.reshardAfterForward false: it applies to fully sharded parameters only; set parallel.fullyShard: true');
    }
  });
  test('pipeline 2 × shard 2, float64', async () => {
    const [ranks, ref] = await compare(4, { pipeline: 2, shard: 2, fullyShard: true }, 2, 2, 3);
    for (const r of ranks) expectNear(r.result.params, ref.params, 1e-10);
  });
});

import { beforeAll, describe, expect, test } from 'vitest';

import { compareWithOneProcess as compare, ulps } from './parallel-support.js';
import { ensureCompiled } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

// The float32 runs with a shard axis (float32 master shards and gradient sums): parameters
// within 32 float32 ulps (relative) of one process. Float64 models keep float64 masters:
// pipeline × shard in float64 is checked here, shard × tensor in tensor-parallel-runner.test.ts.
const F32_PARAMS = 32 * 2 ** -23;

function expectNear(params: Record<string, number[]>, ref: Record<string, number[]>, relative: number): void {
  for (const [name, values] of Object.entries(params)) {
    values.forEach((v, i) => expect(Math.abs(v - ref[name]![i]!), name).toBeLessThanOrEqual(relative * Math.max(1, Math.abs(ref[name]![i]!))));
  }
}

describe('parallel axes composed, 4 processes against one', () => {
  test('pipeline 2 × replicate 2 on 4 processes: parameters within 1e-10, the data-domain loss and the gradient norm within 4 ulps', async () => {
    const [ranks, ref] = await compare(4, { pipeline: 2, replicate: 2, shard: 1 }, 2, 2, 3);
    for (const r of ranks) {
      expect(r.result.coordinates).toMatchObject({ pipeline: r.result.rank >> 1, replicate: r.result.rank & 1 });
      for (const [name, values] of Object.entries(r.result.params) as [string, number[]][]) {
        values.forEach((v, i) => expect(Math.abs(v - ref.params[name][i]), name).toBeLessThanOrEqual(1e-10 * Math.max(1, Math.abs(ref.params[name][i]))));
      }
      r.result.losses.forEach((l: number, i: number) => expect(ulps(l, ref.losses[i])).toBeLessThanOrEqual(4));
      r.result.norms.forEach((n: number, i: number) => expect(ulps(n, ref.norms[i])).toBeLessThanOrEqual(4));
      expect(Math.abs(r.result.valLoss - ref.valLoss)).toBeLessThanOrEqual(1e-12);
    }
  });


  test('pipeline 2 × shard 2 (ParallelRunner), float32: within 32 ulps of one process, each stage sharded over its data ranks', async () => {
    const [ranks, ref] = await compare(4, { pipeline: 2, shard: 2 }, 2, 2, 3, { dtype: 'float32' });
    for (const r of ranks) {
      expect(r.result.coordinates).toMatchObject({ pipeline: r.result.rank >> 1, shard: r.result.rank & 1 });
      expectNear(r.result.params, ref.params, F32_PARAMS);
      r.result.norms.forEach((n: number, i: number) => expect(Math.abs(n - ref.norms[i]) / ref.norms[i]).toBeLessThanOrEqual(2 ** -20));
      r.result.losses.forEach((l: number, i: number) => expect(Math.abs(l - ref.losses[i]) / ref.losses[i]).toBeLessThanOrEqual(2 ** -20));
    }
  });

  test('pipeline 2 × shard 2 in float64: parameters within 1e-10 of one process, the data-domain loss and the gradient norm within 4 ulps', async () => {
    const [ranks, ref] = await compare(4, { pipeline: 2, shard: 2 }, 2, 2, 3);
    for (const r of ranks) {
      expect(r.result.coordinates).toMatchObject({ pipeline: r.result.rank >> 1, shard: r.result.rank & 1 });
      expectNear(r.result.params, ref.params, 1e-10);
      r.result.losses.forEach((l: number, i: number) => expect(ulps(l, ref.losses[i])).toBeLessThanOrEqual(4));
      r.result.norms.forEach((n: number, i: number) => expect(ulps(n, ref.norms[i])).toBeLessThanOrEqual(4));
    }
  });

  test('replicate 2 × shard 2 (hybrid sharding), float32: within 32 ulps of one process, sharded within each replica, summed across replicas', async () => {
    const [ranks, ref] = await compare(4, { replicate: 2, shard: 2 }, 2, 4, 3, { dtype: 'float32' });
    for (const r of ranks) {
      expect(r.result.coordinates).toMatchObject({ replicate: r.result.rank >> 1, shard: r.result.rank & 1 });
      expectNear(r.result.params, ref.params, F32_PARAMS);
      r.result.norms.forEach((n: number, i: number) => expect(Math.abs(n - ref.norms[i]) / ref.norms[i]).toBeLessThanOrEqual(2 ** -20));
      // The loss normalizer and logged losses are sums over all four data ranks.
      r.result.losses.forEach((l: number, i: number) => expect(Math.abs(l - ref.losses[i]) / ref.losses[i]).toBeLessThanOrEqual(2 ** -20));
    }
    // Every rank ends with the same parameters (replicas and shards alike).
    for (const r of ranks.slice(1)) expect(r.result.params).toEqual(ranks[0]!.result.params);
  });

  test('shard 2 in float64: float64 master shards and gradient sums, parameters within 1e-10 of one process', async () => {
    const [ranks, ref] = await compare(2, { shard: 2 }, 2, 2, 3);
    for (const r of ranks) {
      expect(Object.keys(r.result.params)).toEqual(Object.keys(ref.params));
      expectNear(r.result.params, ref.params, 1e-10);
      r.result.norms.forEach((n: number, i: number) => expect(ulps(n, ref.norms[i])).toBeLessThanOrEqual(4));
    }
  });

  test('a plain TorchRunner under stack parallel with shard 2 trains from config alone', async () => {
    const [ranks, ref] = await compare(2, { shard: 2 }, 2, 2, 3, { mode: 'plain', dtype: 'float32' });
    for (const r of ranks) {
      expect(Object.keys(r.result.params)).toEqual(Object.keys(ref.params));
      expectNear(r.result.params, ref.params, F32_PARAMS);
      expect(r.result.globalStep).toBe(6);
    }
  });
});

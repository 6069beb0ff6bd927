import { beforeAll, describe, expect, test } from 'vitest';

import { ensureCompiled, expectAllOk, runRanks } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

describe('Topology over 4 real processes', () => {
  test('pipeline 2 × tensor 2: each axis and domain group holds the expected ranks and communicates', async () => {
    const results = await runRanks('topology.mjs', 4, { args: [JSON.stringify({ pipeline: 2, tensor: 2, shard: 1 })] });
    expectAllOk(results);
    const expected = [
      { tensor: [0, 1], pipeline: [0, 2] },
      { tensor: [0, 1], pipeline: [1, 3] },
      { tensor: [2, 3], pipeline: [0, 2] },
      { tensor: [2, 3], pipeline: [1, 3] },
    ];
    results.forEach((r, rank) => {
      const { coordinates, groups, gathered } = r.result;
      expect(coordinates).toMatchObject({ pipeline: rank >> 1, tensor: rank & 1, shard: 0 });
      expect(groups).toMatchObject({ ...expected[rank], shard: [rank], data: [rank], optimizer: [0, 1, 2, 3] });
      expect(gathered).toEqual(groups);
      expect(r.result.dataSum).toBe(rank + 1);
      expect(r.result.text).toBe(`rank ${rank}: pipeline ${rank >> 1}/2 · tensor ${rank & 1}/2`);
    });
  });

  test('replicate 2 × shard 2: the data domain spans both axes', async () => {
    const results = await runRanks('topology.mjs', 4, { args: [JSON.stringify({ replicate: 2, shard: -1 })] });
    expectAllOk(results);
    results.forEach((r, rank) => {
      expect(r.result.groups.shard).toEqual(rank < 2 ? [0, 1] : [2, 3]);
      expect(r.result.groups.replicate).toEqual([rank % 2, (rank % 2) + 2]);
      expect(r.result.gathered.data).toEqual([0, 1, 2, 3]);
      expect(r.result.dataSum).toBe(10);
    });
  });

  test('axes whose product is not the world size fail on every rank with both numbers', async () => {
    const results = await runRanks('topology.mjs', 4, { args: [JSON.stringify({ pipeline: 2, tensor: 4, shard: 1 })] });
    expectAllOk(results);
    for (const r of results) expect(r.result.error).toMatch(/the axes multiply to 8 \(pipeline 2 × tensor 4\) but the world size is 4/);
  });
});

import { beforeAll, describe, expect, test } from 'vitest';

import { ensureCompiled, expectAllOk, runRanks } from './support.js';

beforeAll(() => ensureCompiled(), 300_000);

const run = (mode: string, world: number, broken?: string) => runRanks('parallel-runner-hooks.mjs', world, { args: broken ? [mode, broken] : [mode], timeoutMs: 150_000 });

describe('ParallelRunner with a pipeline of 2 over real processes', () => {
  test('infer runs every batch through both stages and returns, on both ranks, outputs bitwise equal to one process (array and stream)', async () => {
    const [ranks, [ref]] = await Promise.all([run('parallel', 2), run('reference', 1)]);
    expectAllOk([...ranks, ref!]);
    expect(ref!.result.inferred).toHaveLength(4); // 10 validation samples in batches of 3
    for (const r of ranks) {
      expect(r.result.inferred).toEqual(ref!.result.inferred);
      expect(r.result.streamed).toEqual(ref!.result.inferred.slice(0, 2));
      expect(r.result.losses).toEqual(ref!.result.losses);
    }
  });

  test('every extension point overridden: each override is used (its own workspace clock, topology, groups, two local parts, a GPipe schedule, a deduplicated optimizer) and training and infer still match one process bitwise', async () => {
    const [ranks, [ref]] = await Promise.all([run('hooks', 2), run('reference', 1)]);
    expectAllOk([...ranks, ref!]);
    expect(ranks[1]!.result.timestamp).toBe(ranks[0]!.result.timestamp); // rank 1's clock runs ahead
    const owned = ranks.flatMap((r) => Object.keys(r.result.params));
    expect(owned).toEqual(Object.keys(ref!.result.params));
    ranks.forEach((r, rank) => {
      const res = r.result;
      expect(res.topologyUsed).toBe(true);
      expect(res.groups).toEqual({ pipeline: 2, replicate: null, data: null, optimizer: 2 });
      // Stage 0 holds modules 0..3, stage 1 modules 4..7, each bound as two parts.
      expect(res.parts).toEqual(rank === 0 ? [['0'], ['1', '2', '3']] : [['4'], ['5', '6', '7']]);
      expect(res.stageChildren).toEqual(['part0', 'part1']);
      expect(res.schedules).toEqual(Array(4).fill(`${rank}/2:3`));
      expect(res.optimizerSteps).toBe(res.optimizerParameters);
      expect(res.optimizerSteps).toBe(Object.keys(res.params).length);
      for (const [name, values] of Object.entries(res.params)) expect(values, name).toEqual(ref!.result.params[name]);
      expect(res.losses).toEqual(ref!.result.losses);
      expect(res.inferred).toEqual(ref!.result.inferred);
    });
  });

  test('broken overrides fail with their message on both ranks: a schedule without backwards, a topology of another mesh, groups never created', async () => {
    const [schedule, topology, groups] = await Promise.all([run('hooks', 2, 'bad-schedule'), run('hooks', 2, 'bad-topology'), run('hooks', 2, 'no-groups')]);
    expectAllOk([...schedule, ...topology, ...groups]);
    for (const r of schedule) expect(r.result.error).toMatch(/pipeline schedule: micro-batch 0 has no backward \(of 3 micro-batches\)/);
    for (const r of topology) expect(r.result.error).toMatch(/the topology built \(rank \d: replicate 2, .*pipeline 1.*\) is not config\.parallel's mesh/);
    for (const r of groups) expect(r.result.error).toMatch(/the topology built has no process groups/);
  });
});

import { describe, expect, test } from 'vitest';

import { checkSchedule, defaultLocalParts, joinLocalParts, oneForwardOneBackward, SequentialSlice } from '../../../src/distributed/pipeline/index.js';
import { DeviceMesh, resolveAxisSizes, Topology } from '../../../src/distributed/topology/index.js';
import { nn, torch } from '../../../src/torch/index.js';

const f = (microbatch: number) => ({ op: 'forward' as const, microbatch });
const b = (microbatch: number) => ({ op: 'backward' as const, microbatch });

describe('pipeline schedules from a hook', () => {
  test('1F1B and GPipe orders pass, and the index of the last backward is where gradient sync turns on', () => {
    expect(checkSchedule(oneForwardOneBackward(0, 2, 3), 3)).toBe(5);
    expect(checkSchedule([f(0), f(1), b(1), b(0)], 2)).toBe(3);
  });

  test('a missing, repeated or early action is named', () => {
    expect(() => checkSchedule([f(0), f(1), b(0)], 2)).toThrow(/micro-batch 1 has no backward \(of 2 micro-batches\)/);
    expect(() => checkSchedule([b(0), f(0)], 1)).toThrow(/micro-batch 0 runs its backward before its forward \(action 0\)/);
    expect(() => checkSchedule([f(0), f(0), b(0)], 1)).toThrow(/micro-batch 0 runs its forward twice/);
    expect(() => checkSchedule([f(0), b(0), b(0)], 1)).toThrow(/micro-batch 0 runs its backward twice/);
    expect(() => checkSchedule([f(0), b(0), f(1)], 1)).toThrow(/action 2 .* is not \{ op: 'forward' \| 'backward', microbatch: 0\.\.0 \}/);
  });
});

describe('local model parts', () => {
  const mesh = (pipeline: number) => new DeviceMesh(resolveAxisSizes({ pipeline, shard: 1 }, pipeline));

  test('by default: the whole model without a pipeline, this rank\'s stage with one', () => {
    const model = new nn.Sequential(new nn.Linear(2, 2), new nn.Tanh(), new nn.Linear(2, 2), new nn.Tanh());
    expect(defaultLocalParts(model, Topology.plan(mesh(1), 0))).toEqual([model]);
    const [stage] = defaultLocalParts(model, Topology.plan(mesh(2), 1));
    expect(stage!.namedParameters().map(([n]) => n)).toEqual(['2.weight', '2.bias']);
  });

  test('several parts run in order as one module, a module shared by two parts counted once; an empty list is refused', () => {
    torch.manualSeed(1);
    const shared = new nn.Linear(3, 3);
    const parts = [new SequentialSlice([['a', shared]]), new SequentialSlice([['t', new nn.Tanh()], ['b', shared]])];
    const joined = joinLocalParts(parts, 'bindPipelineModules');
    expect(joined.parameters()).toHaveLength(2);
    const x = torch.randn([2, 3]);
    const expected = shared.call(shared.call(x).tanh());
    expect(Array.from(joined.call(x).toArray() as Float32Array)).toEqual(Array.from(expected.toArray() as Float32Array));
    expect(joinLocalParts(shared, 'bindPipelineModules')).toBe(shared);
    expect(() => joinLocalParts([], 'bindPipelineModules')).toThrow(/bindPipelineModules must return this rank's model parts/);
  });
});

describe('Topology without groups yet', () => {
  const mesh = new DeviceMesh(resolveAxisSizes({ pipeline: 2, shard: 1 }, 2));

  test('a planned topology knows its coordinates; its groups are refused until they exist', () => {
    const t = Topology.plan(mesh, 1);
    expect(t.coordinates.pipeline).toBe(1);
    expect(t.hasGroups).toBe(false);
    expect(() => t.group('pipeline')).toThrow(/the process groups are not created yet; call initGroups\(\)/);
  });

  test('setGroups checks every name and each group\'s size against the mesh', () => {
    const names = ['pipeline', 'replicate', 'shard', 'context', 'expert', 'tensor', 'data', 'optimizer'] as const;
    const pair = { size: 2 } as never;
    const groups = new Map<(typeof names)[number], never | null>(names.map((n) => [n, n === 'pipeline' || n === 'optimizer' ? pair : null]));
    const wrong = new Map(groups);
    wrong.set('data', pair);
    expect(() => Topology.plan(mesh, 0).setGroups(wrong)).toThrow(/the group for 'data' holds 2 rank\(s\) but this rank's group over it has 1 \(0\)/);
    const missing = new Map(groups);
    missing.delete('tensor');
    expect(() => Topology.plan(mesh, 0).setGroups(missing)).toThrow(/no entry for 'tensor'/);
    const t = Topology.plan(mesh, 0);
    t.setGroups(groups);
    expect(t.group('pipeline')).toBe(pair);
    expect(t.group('data')).toBeNull();
    expect(() => t.setGroups(groups)).toThrow(/exist already/);
  });
});

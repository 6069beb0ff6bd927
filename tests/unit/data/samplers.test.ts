import { readFileSync } from 'node:fs';

import { describe, expect, test } from 'vitest';

import { torch } from '../../../src/index.js';
import {
  BatchSampler,
  DistributedSampler,
  RandomSampler,
  SequentialSampler,
  TensorDataset,
  WeightedRandomSampler,
  randomSplit,
} from '../../../src/data/index.js';

// Produced by tests/fixtures/data/make_sampler_fixtures.py with PyTorch 1.13.
const fixtures = JSON.parse(readFileSync(new URL('../../fixtures/data/pytorch-samplers.json', import.meta.url), 'utf8'));

describe('DistributedSampler', () => {
  for (const c of fixtures.distributed) {
    test(`matches PyTorch: size ${c.size}, ${c.numReplicas} replicas, shuffle ${c.shuffle}, seed ${c.seed}, epoch ${c.epoch}, dropLast ${c.dropLast}`, () => {
      for (let rank = 0; rank < c.numReplicas; rank++) {
        const s = new DistributedSampler(c.size, { numReplicas: c.numReplicas, rank, shuffle: c.shuffle, seed: c.seed, dropLast: c.dropLast });
        s.setEpoch(c.epoch);
        expect([...s]).toEqual(c.ranks[rank]);
        expect(s.length).toBe(c.ranks[rank].length);
      }
    });
  }

  test('does not disturb the global random stream', () => {
    torch.manualSeed(3);
    const a = torch.rand(4).tolist();
    torch.manualSeed(3);
    [...new DistributedSampler(50, { numReplicas: 2, rank: 1 })];
    expect(torch.rand(4).tolist()).toEqual(a);
  });

  test('rejects a rank outside the world', () => {
    expect(() => new DistributedSampler(10, { numReplicas: 2, rank: 2 })).toThrow(/invalid rank 2, rank should be in the interval \[0, 1\]/);
  });

  test('restores its epoch from a state dict', () => {
    const a = new DistributedSampler(20, { numReplicas: 2, rank: 0, seed: 4 });
    a.setEpoch(5);
    const b = new DistributedSampler(20, { numReplicas: 2, rank: 0, seed: 4 });
    b.loadStateDict(a.stateDict());
    expect([...b]).toEqual([...a]);
    expect(() => new DistributedSampler(20, { seed: 5 }).loadStateDict(a.stateDict())).toThrow(/seed 4 but this sampler has seed 5/);
  });
});

describe('RandomSampler', () => {
  for (const c of fixtures.random) {
    test(`first pass with seed ${c.seed} is torch.randperm(${c.size}) of a generator seeded ${c.seed}`, () => {
      expect([...new RandomSampler(c.size, { seed: c.seed })]).toEqual(c.indices);
    });
  }

  test('each pass draws a new permutation and the state replays an interrupted pass', () => {
    torch.manualSeed(11);
    const s = new RandomSampler(30);
    const first = [...s];
    const second = [...s];
    expect(first).not.toEqual(second);
    expect([...first].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));

    const it = s[Symbol.iterator]();
    const head = [it.next().value, it.next().value];
    const state = s.stateDict();
    const rest: number[] = [];
    for (let r = it.next(); !r.done; r = it.next()) rest.push(r.value);
    const restored = new RandomSampler(30);
    restored.loadStateDict(state);
    expect([...restored]).toEqual([...head, ...rest]);
  });

  test('a pass over 300,000 samples (more than the stack takes as arguments) is a permutation', () => {
    const indices = [...new RandomSampler(300_000, { seed: 1 })];
    expect(indices).toHaveLength(300_000);
    expect(new Set(indices).size).toBe(300_000);
  });

  test('with replacement and numSamples', () => {
    const s = new RandomSampler(5, { replacement: true, numSamples: 40, seed: 2 });
    const xs = [...s];
    expect(xs).toHaveLength(40);
    expect(xs.every((x) => x >= 0 && x < 5)).toBe(true);
    expect(new Set(xs).size).toBeLessThan(40);
    const chained = [...new RandomSampler(4, { numSamples: 10, seed: 1 })];
    expect(chained).toHaveLength(10);
    expect([...chained.slice(0, 4)].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('other samplers', () => {
  test('SequentialSampler and BatchSampler', () => {
    expect([...new SequentialSampler(4)]).toEqual([0, 1, 2, 3]);
    expect([...new BatchSampler(new SequentialSampler(7), 3)]).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
    const dropping = new BatchSampler(new SequentialSampler(7), 3, true);
    expect([...dropping]).toEqual([[0, 1, 2], [3, 4, 5]]);
    expect(dropping.length).toBe(2);
    expect(() => new BatchSampler(new SequentialSampler(7), 0)).toThrow(/positive integer for BatchSampler batchSize/);
  });

  test('WeightedRandomSampler follows the weights and is seeded', () => {
    const s = new WeightedRandomSampler([0, 1, 3], 2000, { seed: 9 });
    const xs = [...s];
    expect(xs.includes(0)).toBe(false);
    const ones = xs.filter((x) => x === 1).length;
    expect(ones / 2000).toBeGreaterThan(0.2);
    expect(ones / 2000).toBeLessThan(0.3);
    expect([...new WeightedRandomSampler([0, 1, 3], 2000, { seed: 9 })]).toEqual(xs);
    expect(() => new WeightedRandomSampler([1, -1], 3)).toThrow(/weights\[1\] is -1/);
  });

  test('randomSplit matches PyTorch with a seeded generator', () => {
    const c = fixtures.randomSplit[0];
    const ds = new TensorDataset(torch.arange(c.size));
    const parts = randomSplit(ds, c.lengths, c.seed);
    expect(parts.map((p) => p.indices)).toEqual(c.parts);
    expect(randomSplit(ds, [0.5, 0.5], 1).map((p) => p.length)).toEqual([5, 5]);
    expect(() => randomSplit(ds, [3, 3])).toThrow(/summing to the dataset length 10/);
  });
});

import { describe, expect, test } from 'vitest';

import { Tensor, torch } from '../../../src/index.js';
import { DataLoader, DistributedSampler, TensorDataset, type DataLoaderOptions } from '../../../src/data/index.js';
import { CountStream, PairDataset, SlowDataset, disposeAll, drain, live, plain } from './helpers.js';
import { settledLive } from '../../support/memory.js';

function tensorData(n = 23): TensorDataset {
  return new TensorDataset({ input: torch.arange(n * 2, { dtype: 'float32' }).view(n, 2), target: torch.arange(n) });
}

/**
 * Consumes `stopAfter` batches from `make()`, saves the state, and checks that a fresh loader
 * restored from it yields exactly the batches the original yields next (this epoch and the next).
 */
async function checkResume(make: () => DataLoader, stopAfter: number): Promise<void> {
  const original = make();
  const head = await drain(original, stopAfter);
  expect(head).toHaveLength(stopAfter);
  const state = JSON.parse(JSON.stringify(original.stateDict()));
  const expected = [...(await drain(original)), ...(await drain(original))];

  const restored = make();
  restored.loadStateDict(state);
  const actual = [...(await drain(restored)), ...(await drain(restored))];
  expect(actual).toEqual(expected);
  expect(expected.length).toBeGreaterThan(stopAfter);
}

describe('DataLoader batching', () => {
  test('batches, length and dropLast', async () => {
    const loader = new DataLoader(tensorData(5), { batchSize: 2 });
    expect(loader.length).toBe(3);
    const batches = await drain(loader);
    expect(batches).toEqual([
      { input: [[0, 1], [2, 3]], target: [0, 1] },
      { input: [[4, 5], [6, 7]], target: [2, 3] },
      { input: [[8, 9]], target: [4] },
    ]);
    const dropping = new DataLoader(tensorData(5), { batchSize: 2, dropLast: true });
    expect(dropping.length).toBe(2);
    expect(await drain(dropping)).toHaveLength(2);
  });

  test('per-sample datasets go through collate; custom collateFn is used', async () => {
    const loader = new DataLoader(new PairDataset(3), { batchSize: 2 });
    expect(await drain(loader)).toEqual([[[[0], [1]], [0, 10]], [[[2]], [20]]]);
    const custom = new DataLoader(new PairDataset(3), { batchSize: 3, collateFn: (s: [Tensor, number][]) => s.map(([, y]) => y) });
    expect(await drain(custom)).toEqual([[0, 10, 20]]);
  });

  test('the sync iterator yields the same batches', async () => {
    const a = new DataLoader(tensorData(), { batchSize: 4, shuffle: true, seed: 3 });
    const b = new DataLoader(tensorData(), { batchSize: 4, shuffle: true, seed: 3 });
    const sync: unknown[] = [];
    for (const batch of a) {
      sync.push(plain(batch));
      disposeAll(batch);
    }
    expect(sync).toEqual(await drain(b));
    expect(a.epoch).toBe(1);
    expect(() => [...new DataLoader(new SlowDataset(2))]).toThrow(/loads samples asynchronously/);
  });

  test('shuffling is seeded per epoch and covers every sample', async () => {
    const loader = new DataLoader(tensorData(), { batchSize: 5, shuffle: true, seed: 1 });
    const e0 = await drain(loader);
    const e1 = await drain(loader);
    expect(loader.epoch).toBe(2);
    expect(e0).not.toEqual(e1);
    const targets = e0.flatMap((b: any) => b.target as number[]).sort((x, y) => x - y);
    expect(targets).toEqual(Array.from({ length: 23 }, (_, i) => i));
    const again = new DataLoader(tensorData(), { batchSize: 5, shuffle: true, seed: 1 });
    expect(await drain(again)).toEqual(e0);
  });

  test('bad options are explained', () => {
    const ds = tensorData();
    expect(() => new DataLoader(ds, { batchSize: 0 })).toThrow(/positive integer for DataLoader batchSize/);
    expect(() => new DataLoader(ds, { sampler: new DistributedSampler(ds), shuffle: true })).toThrow(/sampler is mutually exclusive with shuffle/);
    expect(() => new DataLoader({} as never)).toThrow(/expected a Dataset/);
    expect(() => new DataLoader(new CountStream(3), { shuffle: true })).toThrow(/IterableDataset yields its own order/);
  });
});

describe('prefetch', () => {
  test('does not change the order, even when samples load out of order', async () => {
    const opts: DataLoaderOptions = { batchSize: 3, shuffle: true, seed: 8 };
    const none = await drain(new DataLoader(new SlowDataset(20), { ...opts, prefetch: 0 }));
    const deep = await drain(new DataLoader(new SlowDataset(20), { ...opts, prefetch: 4 }));
    expect(deep).toEqual(none);
    expect(none).toHaveLength(7);
  });

  test('builds batches ahead while the consumer works', async () => {
    const ds = new SlowDataset(12, 0);
    let started = 0;
    const get = ds.get.bind(ds);
    ds.get = (i: number) => {
      started += 1;
      return get(i);
    };
    const it = new DataLoader(ds, { batchSize: 2, prefetch: 2 })[Symbol.asyncIterator]();
    const first = await it.next();
    expect(started).toBe(6); // the head batch and two more
    disposeAll(first.value);
    await it.return!();
  });

  test('frees the batches built ahead when a loop breaks, and leaks nothing', async () => {
    const ds = tensorData(40);
    const loader = new DataLoader(ds, { batchSize: 4, prefetch: 3 });
    const before = settledLive();
    for await (const batch of loader) {
      disposeAll(batch);
      if (loader.batchesYielded === 2) break;
    }
    await new Promise((r) => setTimeout(r, 10));
    expect(live()).toBe(before);
    await drain(loader);
    expect(live()).toBe(before);
  });

  test('a batch built ahead is not freed by the scope of the step it was built during', async () => {
    const loader = new DataLoader(new SlowDataset(8, 0), { batchSize: 2, prefetch: 2 });
    const it = loader[Symbol.asyncIterator]();
    const seen: unknown[] = [];
    for (;;) {
      const r = await torch.scope(async () => {
        const r = await it.next();
        if (!r.done) seen.push(plain(r.value));
        await new Promise((done) => setTimeout(done, 5)); // the step runs; the next batches get built
        return r.done;
      });
      if (r) break;
    }
    expect(seen.map((b: any) => b.y)).toEqual([[0, 1], [2, 3], [4, 5], [6, 7]]);
  });
});

describe('stateDict / loadStateDict resume mid-epoch', () => {
  test('sequential', async () => {
    await checkResume(() => new DataLoader(tensorData(), { batchSize: 4 }), 3);
  });

  test('shuffled with a seed, with prefetch in flight', async () => {
    await checkResume(() => new DataLoader(tensorData(), { batchSize: 4, shuffle: true, seed: 5, prefetch: 3 }), 2);
  });

  test('shuffled without a seed (seed drawn from torch and kept in the state)', async () => {
    torch.manualSeed(1);
    const original = new DataLoader(tensorData(), { batchSize: 4, shuffle: true });
    await drain(original, 3);
    const state = original.stateDict();
    const expected = await drain(original);
    torch.manualSeed(999); // a different global stream must not matter mid-epoch
    const restored = new DataLoader(tensorData(), { batchSize: 4, shuffle: true });
    restored.loadStateDict(state);
    expect(await drain(restored)).toEqual(expected);
  });

  test('a restored pass draws nothing from the global generator, so the random stream continues as it would have', async () => {
    const make = () => new DataLoader(tensorData(), { batchSize: 4, shuffle: true });
    torch.manualSeed(5);
    const original = make();
    disposeAll(await drain(original, 2));
    const state = JSON.parse(JSON.stringify(original.stateDict()));
    const rng = torch.getRngState();
    const next = torch.rand(3).tolist();

    torch.setRngState(rng);
    const restored = make();
    restored.loadStateDict(state);
    disposeAll(await drain(restored, 1));
    expect(torch.rand(3).tolist()).toEqual(next);
  });

  test('distributed, every rank', async () => {
    for (const rank of [0, 1, 2]) {
      await checkResume(() => {
        const ds = tensorData(31);
        return new DataLoader(ds, { batchSize: 3, sampler: new DistributedSampler(ds, { numReplicas: 3, rank, seed: 2 }) });
      }, 2);
    }
  });

  test('per-sample asynchronous dataset with prefetch', async () => {
    await checkResume(() => new DataLoader(new SlowDataset(17), { batchSize: 3, shuffle: true, seed: 4, prefetch: 2 }), 4);
  });

  test('state taken inside the loop while the sampler has already finished the pass ahead', async () => {
    torch.manualSeed(21);
    const make = () => new DataLoader(tensorData(10), { batchSize: 4, shuffle: true, prefetch: 3 });
    const original = make();
    let state: unknown;
    const after: unknown[] = [];
    for await (const batch of original) {
      if (state !== undefined) after.push(plain(batch));
      if (original.batchesYielded === 1) state = JSON.parse(JSON.stringify(original.stateDict()));
      disposeAll(batch);
    }
    expect(after).toHaveLength(2);
    const restored = make();
    restored.loadStateDict(state as never);
    expect(await drain(restored)).toEqual(after);
  });

  test('iterable dataset', async () => {
    await checkResume(() => new DataLoader(new CountStream(10), { batchSize: 3 }), 2);
  });

  test('at an epoch boundary and in the middle of a later epoch', async () => {
    const make = () => new DataLoader(tensorData(), { batchSize: 4, shuffle: true, seed: 5 });
    const a = make();
    await drain(a);
    expect(a.stateDict()).toMatchObject({ epoch: 1, batchesYielded: 0 });
    await checkResume(() => {
      const l = make();
      l.loadStateDict(a.stateDict());
      return l;
    }, 5);
  });

  test('state is small: epoch, position, global batch and seeds, not the permutation', async () => {
    const loader = new DataLoader(tensorData(), { batchSize: 4, shuffle: true, seed: 5 });
    await drain(loader, 2);
    expect(loader.stateDict()).toEqual({ epoch: 0, batchesYielded: 2, globalBatch: 4, sampler: { epoch: 0, seed: 5, passSeed: 5 } });
    expect(() => loader.loadStateDict({ epoch: 0, batchesYielded: 99, sampler: null })).toThrow(/99 batches yielded but an epoch of this loader has only 6/);
  });
});

describe('epochs', () => {
  test('setEpoch keeps the position for the same epoch and restarts for another; samplers follow', async () => {
    const ds = tensorData(12);
    const sampler = new DistributedSampler(ds, { numReplicas: 2, rank: 0 });
    const loader = new DataLoader(ds, { batchSize: 2, sampler });
    await drain(loader, 1);
    loader.setEpoch(0);
    expect(loader.batchesYielded).toBe(1);
    loader.setEpoch(3);
    expect(sampler.epoch).toBe(3);
    expect(loader.batchesYielded).toBe(0);
    const e3 = await drain(loader);
    expect(e3).toHaveLength(3);
    expect(sampler.epoch).toBe(4);
    expect(loader.epoch).toBe(4);
    sampler.setEpoch(3);
    const fresh = new DataLoader(ds, { batchSize: 2, sampler: new DistributedSampler(ds, { numReplicas: 2, rank: 0 }) });
    fresh.setEpoch(3);
    expect(await drain(fresh)).toEqual(e3);
  });

  test('a loop that breaks continues the same epoch next time', async () => {
    const loader = new DataLoader(tensorData(10), { batchSize: 2 });
    const first = await drain(loader, 2);
    const rest = await drain(loader);
    expect([...first, ...rest]).toEqual(await drain(new DataLoader(tensorData(10), { batchSize: 2 })));
  });
});

describe('pinMemory', () => {
  test('is ignored without CUDA, and batches are unchanged', async () => {
    const loader = new DataLoader(tensorData(4), { batchSize: 2, pinMemory: true });
    expect(loader.pinMemory).toBe(torch.cuda.isAvailable());
    expect(await drain(loader)).toEqual(await drain(new DataLoader(tensorData(4), { batchSize: 2 })));
  });
});

describe('errors through the loader', () => {
  test('an index out of range names the dataset; the position is kept', async () => {
    const sampler = { length: 2, *[Symbol.iterator]() { yield 0; yield 7; } };
    const loader = new DataLoader(tensorData(5), { batchSize: 1, sampler, prefetch: 2 });
    await expect(drain(loader)).rejects.toThrow(/TensorDataset: index 7 is out of range for a dataset of length 5/);
    expect(loader.batchesYielded).toBe(1);
  });

  test('samples that cannot be collated name the field and shapes, and nothing leaks', async () => {
    class Ragged extends PairDataset {
      override get(i: number): [Tensor, number] {
        return [torch.zeros(i + 1), i];
      }
    }
    const before = settledLive();
    await expect(drain(new DataLoader(new Ragged(4), { batchSize: 2 }))).rejects.toThrow(
      /collate: field sample\[0\]: cannot stack tensors of different shapes: sample 0 has shape \[1\] but sample 1 has shape \[2\]/,
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(live()).toBe(before);
  });
});

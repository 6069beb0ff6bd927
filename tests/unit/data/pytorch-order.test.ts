import { readFileSync } from 'node:fs';

import { describe, expect, test } from 'vitest';

import { DataLoader, Dataset, RandomSampler } from '../../../src/data/index.js';
import { Tensor, torch } from '../../../src/index.js';
import { pythonMissing, runPythonJson } from '../serialize/python.js';

/** Orders from tests/fixtures/data/loader_order.py (integers: the same on every CPU). */
interface Orders {
  sampler: { seed: number; size: number; passes: number[][]; next: string };
  loader: LoaderCase;
  loaderDropLast: LoaderCase;
  loaderSequential: LoaderCase;
  replacement: { seed: number; size: number; numSamples: number; passes: number[][]; next: string };
  numSamples: { seed: number; size: number; numSamples: number; passes: number[][]; next: string };
}
interface LoaderCase {
  seed: number;
  size: number;
  batchSize: number;
  dropLast: boolean;
  epochs: number[][][];
  next: string;
}

const committed = JSON.parse(readFileSync(new URL('../../fixtures/data/pytorch-loader-order.json', import.meta.url), 'utf8')) as Orders;

/** Sample i is the number i (PyTorch's `range(n)` dataset). */
class Range extends Dataset<number> {
  constructor(readonly length: number) {
    super();
  }
  get(i: number): number {
    this.checkIndex(i);
    return i;
  }
}

/** The next `torch.empty((), dtype=torch.int64).random_()` of the global generator, as Python prints it. */
function nextInt64(): string {
  return torch.scope(() => {
    const t = torch.ops.aten.empty([], { dtype: 'int64' }) as Tensor;
    t.random_();
    return String((t.toArray() as BigInt64Array)[0]);
  });
}

function checkAgainst(orders: Orders): void {
  const s = orders.sampler;
  torch.manualSeed(s.seed);
  const sampler = new RandomSampler(s.size);
  expect(s.passes.map(() => [...sampler]), 'RandomSampler passes').toEqual(s.passes);
  expect(nextInt64(), 'the global stream after the sampler').toBe(s.next);

  for (const key of ['loader', 'loaderDropLast', 'loaderSequential'] as const) {
    const c = orders[key];
    torch.manualSeed(c.seed);
    const loader = new DataLoader(new Range(c.size), { batchSize: c.batchSize, shuffle: key !== 'loaderSequential', dropLast: c.dropLast });
    const epochs = c.epochs.map(() =>
      [...loader].map((batch) => {
        const t = batch as Tensor;
        const out = t.tolist() as number[];
        t.dispose();
        return out;
      }),
    );
    expect(epochs, `${key} epochs`).toEqual(c.epochs);
    expect(nextInt64(), `${key}: the global stream after the epochs`).toBe(c.next);
  }

  for (const key of ['replacement', 'numSamples'] as const) {
    const c = orders[key];
    torch.manualSeed(c.seed);
    const sampler = new RandomSampler(c.size, { replacement: key === 'replacement', numSamples: c.numSamples });
    expect([...sampler], key).toEqual(c.passes[0]);
    expect(nextInt64(), `${key}: the global stream after the pass`).toBe(c.next);
  }
}

describe('unseeded shuffling follows the global generator as PyTorch does', () => {
  test('the orders PyTorch 1.13 gave after torch.manual_seed (committed integers)', () => {
    checkAgainst(committed);
  });

  test.skipIf(pythonMissing !== null)('the orders the installed PyTorch gives now', () => {
    checkAgainst(runPythonJson<Orders>('data/loader_order.py', []));
  });

  test('a loader records the base seed it drew, and the sampler seed it drew next is in its state', () => {
    torch.manualSeed(0);
    const loader = new DataLoader(new Range(10), { batchSize: 4, shuffle: true });
    expect(loader.baseSeed).toBeNull();
    const it = loader[Symbol.iterator]();
    (it.next().value as Tensor).dispose();
    torch.manualSeed(0);
    const base = nextInt64();
    const samplerSeed = nextInt64();
    expect(loader.baseSeed).toBe(Number(BigInt.asUintN(32, BigInt(base))));
    expect(loader.stateDict().sampler).toMatchObject({ passSeed: Number(BigInt.asUintN(32, BigInt(samplerSeed))) });
    it.return?.();
  });
});

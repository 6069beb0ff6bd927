// Type-level checks of the data API, compiled by tests/unit/types.test.ts (tsc -p tests/types).
// Each `expectTypeOf` must hold and each `@ts-expect-error` line must fail to compile.
import { expectTypeOf } from 'vitest';

import { DataLoader, Dataset, IterableDataset, MixtureDataset, MixtureSampler, MNIST, TensorDataset, TokenDataset, type Collated, type TokenSample } from '../../src/data/index.js';
import { torch, type Tensor } from '../../src/index.js';

export async function tensorDataset(): Promise<void> {
  const ds = new TensorDataset(torch.zeros([4, 2]), torch.zeros([4]));
  expectTypeOf(ds.get(0)).toEqualTypeOf<[Tensor, Tensor]>();
  const loader = new DataLoader(ds, { batchSize: 2 });
  for await (const [x, y] of loader) {
    expectTypeOf(x).toEqualTypeOf<Tensor>();
    expectTypeOf(y).toEqualTypeOf<Tensor>();
  }
  const named = new DataLoader(new TensorDataset({ input: torch.zeros([4, 2]), target: torch.zeros([4]) }));
  for (const batch of named) expectTypeOf(batch).toEqualTypeOf<{ input: Tensor; target: Tensor }>();
}

export async function mnist(): Promise<void> {
  const loader = new DataLoader(new MNIST(), { batchSize: 64, shuffle: true });
  for await (const [images, labels] of loader) {
    expectTypeOf(images).toEqualTypeOf<Tensor>();
    expectTypeOf(labels).toEqualTypeOf<Tensor>();
  }
  for await (const batch of loader) {
    // @ts-expect-error a batch of MNIST is a pair, not a triple
    void batch[2];
  }
}

export function tokens(): void {
  const loader = new DataLoader(new TokenDataset({ tokens: [1, 2, 3, 4, 5], blockSize: 2 }), { batchSize: 2 });
  for (const batch of loader) expectTypeOf(batch).toEqualTypeOf<TokenSample>();
}

class Pairs extends Dataset<{ x: Tensor; label: number; name: string; pair: [number, boolean] }> {
  readonly length = 3;
  get(i: number) {
    return { x: torch.zeros([2]), label: i, name: String(i), pair: [i, true] as [number, boolean] };
  }
}

export function collated(): void {
  // without getBatch, samples go through the default collate: numbers and tensors become tensors
  const loader = new DataLoader(new Pairs(), { batchSize: 2 });
  for (const batch of loader) {
    expectTypeOf(batch).toEqualTypeOf<{ x: Tensor; label: Tensor; name: string[]; pair: [Tensor, Tensor] }>();
  }
  expectTypeOf<Collated<number[]>>().toEqualTypeOf<Tensor[]>();
  // with a collate function, the batch is what it returns
  const custom = new DataLoader(new Pairs(), { batchSize: 2, collateFn: (samples) => samples.map((s) => s.name).join(',') });
  for (const batch of custom) expectTypeOf(batch).toEqualTypeOf<string>();
  // @ts-expect-error the collate function takes this dataset's samples
  new DataLoader(new Pairs(), { collateFn: (samples: number[]) => samples.length });
}

class Stream extends IterableDataset<[number, Tensor]> {
  async *[Symbol.asyncIterator](): AsyncIterator<[number, Tensor]> {
    yield [1, torch.zeros([1])];
  }
}

export async function stream(): Promise<void> {
  for await (const [n, t] of new DataLoader(new Stream(), { batchSize: 4 })) {
    expectTypeOf(n).toEqualTypeOf<Tensor>();
    expectTypeOf(t).toEqualTypeOf<Tensor>();
  }
}

export async function mixture(): Promise<void> {
  const data = new MixtureDataset({ sources: [{ path: 'a.bin', weight: 2 }, { path: 'b.bin' }], blockSize: 8 });
  const loader = new DataLoader(data, { batchSize: 4, sampler: new MixtureSampler(data, { batchSize: 4, phases: [{ step: 10, weights: [1, 1] }] }) });
  for await (const batch of loader) expectTypeOf(batch).toEqualTypeOf<TokenSample>();
  // @ts-expect-error a mixture sampler needs the loader's batchSize
  void new MixtureSampler(data, { seed: 1 });
}

import { Tensor, torch } from '../../../src/index.js';
import { Dataset, IterableDataset } from '../../../src/data/index.js';

/** A batch as plain numbers (tensors become nested lists), for comparing batch contents. */
export function plain(value: unknown): unknown {
  if (value instanceof Tensor) return value.tolist();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

/** Every batch of one pass of an async iterable, as plain values, disposing the tensors. */
export async function drain(loader: AsyncIterable<unknown>, limit = Infinity): Promise<unknown[]> {
  const out: unknown[] = [];
  for await (const batch of loader) {
    out.push(plain(batch));
    disposeAll(batch);
    if (out.length >= limit) break;
  }
  return out;
}

export function disposeAll(value: unknown): void {
  if (value instanceof Tensor) value.dispose();
  else if (Array.isArray(value)) value.forEach(disposeAll);
  else if (value && typeof value === 'object') Object.values(value).forEach(disposeAll);
}

/** Sample i is `{ x: tensor [i, i+0.5], y: i }`; get resolves after a delay that varies by index. */
export class SlowDataset extends Dataset<{ x: Tensor; y: number }> {
  constructor(readonly length: number, private readonly jitterMs = 3) {
    super();
  }
  async get(i: number): Promise<{ x: Tensor; y: number }> {
    this.checkIndex(i);
    await new Promise((r) => setTimeout(r, (i * 7) % (this.jitterMs + 1)));
    return { x: torch.tensor([i, i + 0.5]), y: i };
  }
}

/** Sample i is `[tensor [i], i * 10]`, synchronously. */
export class PairDataset extends Dataset<[Tensor, number]> {
  constructor(readonly length: number) {
    super();
  }
  get(i: number): [Tensor, number] {
    this.checkIndex(i);
    return [torch.tensor([i], { dtype: 'float32' }), i * 10];
  }
}

/** A stream of `n` samples `{ v: i }`. */
export class CountStream extends IterableDataset<{ v: number }> {
  constructor(readonly n: number) {
    super();
  }
  async *[Symbol.asyncIterator](): AsyncIterator<{ v: number }> {
    for (let i = 0; i < this.n; i++) yield { v: i };
  }
}

export function live(): number {
  return torch.memoryStats().live;
}

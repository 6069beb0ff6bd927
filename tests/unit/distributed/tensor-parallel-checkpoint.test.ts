import { describe, expect, test } from 'vitest';

import { partOptimizerState, toPartChunks, toWholeChunks, wholeOptimizerState } from '../../../src/distributed/tensor-parallel/checkpoint-state.js';
import type { TensorParallelSplit } from '../../../src/distributed/tensor-parallel/split-parameters.js';
import { ShardedTensor } from '../../../src/torch/distributed/sharded-tensor.js';
import { torch, type Tensor } from '../../../src/index.js';

// A whole [12, 4] parameter of three stacked blocks (q, k, v) of 4 rows, split by 2: rank r
// holds rows 2r..2r+1 of each block.
const whole = torch.arange(48, { dtype: 'float64' }).reshape(12, 4);
const partOf = (rank: number, size: number, blocks: number, dim = 0): Tensor => {
  const block = whole.shape[dim]! / blocks;
  const n = block / size;
  return torch.cat(Array.from({ length: blocks }, (_, b) => whole.narrow(dim, b * block + rank * n, n)), dim);
};
const split = (rank: number, size: number, blocks: number, dim = 0): TensorParallelSplit => ({ dim, rank, size, blocks });

/** Writes the chunks into a zero tensor of the whole shape. */
function assemble(sharded: ShardedTensor[]): Tensor {
  const out = torch.zeros(sharded[0]!.globalShape as number[], { dtype: 'float64' });
  for (const s of sharded) for (const c of s.chunks) {
    let view = out;
    c.offsets.forEach((o, d) => (view = view.narrow(d, o, c.tensor.shape[d]!)));
    view.copy_(c.tensor);
  }
  return out;
}

describe('tensor-parallel checkpoint chunks', () => {
  test.each([
    ['dim 0, 3 blocks, 2 ranks', 0, 3, 2],
    ['dim 0, 1 block, 4 ranks', 0, 1, 4],
    ['dim 1, 1 block, 2 ranks', 1, 1, 2],
  ])('%s: the parts placed at their chunks rebuild the whole parameter, and map back to the parts', (_, dim, blocks, size) => {
    const parts = Array.from({ length: size }, (_, r) => toWholeChunks(partOf(r, size, blocks, dim), split(r, size, blocks, dim)));
    expect(parts[0]!.globalShape).toEqual([12, 4]);
    expect(parts[0]!.chunks).toHaveLength(blocks);
    expect(assemble(parts).equal(whole)).toBe(true);
    for (let r = 0; r < size; r++) {
      const back = toPartChunks(parts[r]!, split(r, size, blocks, dim), false, 'w') as Tensor;
      expect(back.equal(partOf(r, size, blocks, dim))).toBe(true);
    }
  });

  test('chunks a sharding strategy holds of a part (rows 0..2 and 3..5) map to the whole parameter and back', () => {
    const part = partOf(1, 2, 3);
    const held = [new ShardedTensor([6, 4], 'float64', [{ offsets: [0, 0], tensor: part.narrow(0, 0, 3) }]), new ShardedTensor([6, 4], 'float64', [{ offsets: [3, 0], tensor: part.narrow(0, 3, 3) }])];
    const mapped = held.map((h) => toWholeChunks(h, split(1, 2, 3)));
    // Rows 0..2 of the part are block 0's two rows and block 1's first.
    expect(mapped[0]!.chunks.map((c) => [c.offsets[0], c.tensor.shape[0]])).toEqual([[2, 2], [6, 1]]);
    const rank0 = toWholeChunks(partOf(0, 2, 3), split(0, 2, 3));
    expect(assemble([rank0, ...mapped]).equal(whole)).toBe(true);
    const back = toPartChunks(mapped[0]!, split(1, 2, 3), true, 'w') as ShardedTensor;
    expect(back.globalShape).toEqual([6, 4]);
    expect(back.chunks).toHaveLength(1);
    expect(back.chunks[0]!.offsets).toEqual([0, 0]);
    expect(back.chunks[0]!.tensor.equal(part.narrow(0, 0, 3))).toBe(true);
  });

  test('a chunk of another rank is refused naming the entry', () => {
    const other = toWholeChunks(partOf(0, 2, 1), split(0, 2, 1));
    expect(() => toPartChunks(other, split(1, 2, 1), false, 'model.qkv.weight')).toThrow(/'model.qkv.weight': a loaded chunk at offsets \[0,0\] is not part of tensor-parallel rank 1 of 2/);
  });

  test('optimizer moments follow their parameter; a scalar step stays as it is', () => {
    const splits = new Map([['qkv.weight', { split: split(1, 2, 3), shape: [6, 4] }]]);
    const step = torch.tensor(3, { dtype: 'float64' });
    const sd = { state: { 0: { step, exp_avg: partOf(1, 2, 3) }, 1: { step, exp_avg: torch.ones(4) } }, param_groups: [] };
    const out = wholeOptimizerState(sd, ['qkv.weight', 'ln.weight'], splits) as { state: Record<string, Record<string, unknown>> };
    expect(out.state['0']!.step).toBe(step);
    expect((out.state['0']!.exp_avg as ShardedTensor).globalShape).toEqual([12, 4]);
    expect(out.state['1']!.exp_avg).toBe(sd.state[1].exp_avg);
    const back = partOptimizerState(out, ['qkv.weight', 'ln.weight'], splits, false) as { state: Record<string, Record<string, Tensor>> };
    expect(back.state['0']!.exp_avg!.equal(partOf(1, 2, 3))).toBe(true);
  });
});

import { describe, expect, test } from 'vitest';

import { torch } from '../../../src/index.js';

describe('dataView', () => {
  test('writes through the view change the tensor', () => {
    const t = torch.zeros(4);
    const v = t.dataView() as Float32Array;
    v[2] = 7;
    expect(t.tolist()).toEqual([0, 0, 7, 0]);
    const w = t.dataView() as Float32Array; // a second view shares the same block
    w[0] = 1;
    expect(v[0]).toBe(1);
  });

  test('the view keeps its memory after set_ points the tensor elsewhere', () => {
    const t = torch.zeros(4);
    const v = t.dataView() as Float32Array;
    const other = torch.ones(4);
    t.set_(other);
    v[0] = 5; // lands in the old block, which the view keeps alive, not in `other`
    expect(other.tolist()).toEqual([1, 1, 1, 1]);
    expect(t.tolist()).toEqual([1, 1, 1, 1]);
    expect(v[0]).toBe(5);
  });

  test('after resize_ moves the data to a larger block, the view keeps the old block', () => {
    const t = torch.zeros(4);
    const v = t.dataView() as Float32Array;
    v[1] = 3;
    t.resize_([1 << 20]);
    expect(t.shape).toEqual([1 << 20]);
    expect(t.narrow(0, 0, 2).tolist()).toEqual([0, 3]); // the data was copied over
    v[0] = 9; // does not reach the tensor's new block
    expect(t.narrow(0, 0, 1).item()).toBe(0);
    expect(v[0]).toBe(9);
    // An out= result that grows its storage behaves the same.
    const u = torch.zeros(2);
    const uv = u.dataView() as Float32Array;
    torch.ops.aten.add(torch.ones(1 << 16), torch.ones(1), { out: u });
    expect(u.shape).toEqual([1 << 16]);
    uv[0] = 4;
    expect(u.narrow(0, 0, 1).item()).toBe(2);
  });

  test('the view outlives the disposed tensor', () => {
    const t = torch.arange(4, { dtype: 'float32' });
    const v = t.dataView() as Float32Array;
    t.dispose();
    const filler = Array.from({ length: 8 }, () => torch.full([4], 8));
    v[3] = 11;
    expect(Array.from(v)).toEqual([0, 1, 2, 11]);
    for (const f of filler) expect(f.tolist()).toEqual([8, 8, 8, 8]);
  });
});

import { describe, expect, test } from 'vitest';

import { torch, Tensor } from '../../../src/index.js';

describe('creation', () => {
  test('tensor from nested arrays infers shape and dtype like PyTorch', () => {
    const f = torch.tensor([[1, 2.5], [3, 4]]);
    expect(f.shape).toEqual([2, 2]);
    expect(f.dtype).toBe('float32');
    expect(Array.from(f.toArray())).toEqual([1, 2.5, 3, 4]);
    const i = torch.tensor([[1, 2], [3, 4]]);
    expect(i.dtype).toBe('int64');
    expect(i.tolist()).toEqual([[1, 2], [3, 4]]);
    const b = torch.tensor([true, false]);
    expect(b.dtype).toBe('bool');
    expect(b.tolist()).toEqual([true, false]);
    const s = torch.tensor(3.5);
    expect(s.shape).toEqual([]);
    expect(s.item()).toBe(3.5);
    expect(torch.tensor([]).shape).toEqual([0]);
  });

  test('tensor from typed arrays keeps the element type', () => {
    expect(torch.tensor(new Float64Array([1, 2])).dtype).toBe('float64');
    expect(torch.tensor(new Int32Array([1, 2])).dtype).toBe('int32');
    expect(torch.tensor(new Uint8Array([1, 255])).tolist()).toEqual([1, 255]);
    expect(torch.tensor(new BigInt64Array([5n, -7n])).tolist()).toEqual([5, -7]);
    const t = torch.fromTypedArray(new Float32Array([1, 2, 3, 4, 5, 6]), [2, 3]);
    expect(t.tolist()).toEqual([[1, 2, 3], [4, 5, 6]]);
  });

  test('every listed dtype round-trips through to()', () => {
    const base = torch.tensor([1, 2, 3], { dtype: 'float32' });
    for (const d of ['float16', 'bfloat16', 'float32', 'float64', 'int8', 'uint8', 'int16', 'int32', 'int64'] as const) {
      const t = base.to(d);
      expect(t.dtype).toBe(d);
      expect(Array.from(t.toArray() as ArrayLike<number | bigint>, Number)).toEqual([1, 2, 3]);
    }
    expect(base.to('bool').tolist()).toEqual([true, true, true]);
  });

  test('explicit dtype, requiresGrad and device options', () => {
    const t = torch.tensor([1, 2], { dtype: 'float64', requiresGrad: true });
    expect(t.dtype).toBe('float64');
    expect(t.requiresGrad).toBe(true);
    expect(t.device).toBe('cpu');
  });

  test('zeros, ones, empty, full, eye, arange, linspace', () => {
    expect(torch.zeros(2, 3).tolist()).toEqual([[0, 0, 0], [0, 0, 0]]);
    expect(torch.ones([2], { dtype: 'int32' }).tolist()).toEqual([1, 1]);
    expect(torch.empty(4, 5).shape).toEqual([4, 5]);
    expect(torch.full([2], 7).tolist()).toEqual([7, 7]);
    expect(torch.full([2], 7).dtype).toBe('int64');
    expect(torch.full([1], 0.5).dtype).toBe('float32');
    expect(torch.eye(2).tolist()).toEqual([[1, 0], [0, 1]]);
    expect(torch.eye(2, 3).shape).toEqual([2, 3]);
    expect(torch.arange(4).tolist()).toEqual([0, 1, 2, 3]);
    expect(torch.arange(1, 2, 0.25).tolist()).toEqual([1, 1.25, 1.5, 1.75]);
    expect(torch.linspace(0, 1, 5).tolist()).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  test('random creation respects shape, range and seed', () => {
    torch.manualSeed(0);
    const a = torch.rand(1000);
    expect(a.min().item()).toBeGreaterThanOrEqual(0);
    expect(a.max().item()).toBeLessThan(1);
    const n = torch.randn(20000);
    expect(Math.abs(n.mean().item())).toBeLessThan(0.05);
    expect(Math.abs(n.std().item() - 1)).toBeLessThan(0.05);
    const r = torch.randint(3, 7, [500]);
    expect(r.dtype).toBe('int64');
    expect(r.min().item()).toBe(3);
    expect(r.max().item()).toBe(6);
    expect(torch.randint(5, [3]).shape).toEqual([3]);
    // same as PyTorch: torch.manual_seed(0); torch.rand(3)
    torch.manualSeed(0);
    const p = torch.rand(3).toArray();
    expect(p[0]).toBeCloseTo(0.49625658988952637, 6);
    expect(p[1]).toBeCloseTo(0.7682217955589294, 6);
    expect(p[2]).toBeCloseTo(0.08847743272781372, 6);
  });

  test('*Like functions copy shape, dtype and device', () => {
    const t = torch.ones([2, 3], { dtype: 'float64' });
    for (const f of [torch.zerosLike, torch.onesLike, torch.emptyLike, torch.randLike, torch.randnLike]) {
      const u = f(t);
      expect(u.shape).toEqual([2, 3]);
      expect(u.dtype).toBe('float64');
    }
    expect(torch.fullLike(t, 3).tolist()).toEqual([[3, 3, 3], [3, 3, 3]]);
  });

  test('dataView shares memory with the tensor', () => {
    const t = torch.zeros(4);
    const view = t.dataView() as Float32Array;
    view[2] = 5;
    expect(t.tolist()).toEqual([0, 0, 5, 0]);
    t.add_(1);
    expect(Array.from(view)).toEqual([1, 1, 6, 1]);
    expect(() => torch.zeros(2, 3).t().dataView()).toThrow(/contiguous/);
  });

  test('bad creation arguments are rejected before reaching libtorch', () => {
    expect(() => torch.zeros(2, NaN)).toThrow(TypeError);
    expect(() => torch.zeros(2, -1)).toThrow(RangeError);
    expect(() => torch.zeros([2, 1.5])).toThrow(/integer size/);
    expect(() => torch.tensor([1, 2], { dtype: 'float33' as never })).toThrow(/Expected a dtype .* but received 'float33'/);
    expect(() => torch.tensor([[1, 2], [3]])).toThrow(/ragged/);
    expect(() => torch.tensor(['a'] as never)).toThrow(/expected numbers/);
    expect(() => torch.arange(0, 1, 0)).toThrow(/step must be nonzero/);
    expect(() => torch.randint(5, 2, [3])).toThrow(/low < high/);
    expect(() => torch.linspace(0, 1, -2)).toThrow(RangeError);
    expect(torch.zeros(1)).toBeInstanceOf(Tensor);
  });
});

import { describe, expect, test } from 'vitest';

import { torch } from '../../../src/index.js';
import { native } from '../../../src/torch/native.js';

// The generic path remembers which overload a kind of argument list resolved to; these check
// that the remembered choice is always the one the ordered search makes, whatever came before.
describe('generic operator calls', () => {
  test('alternating argument kinds pick the right overload each time', () => {
    const t = torch.tensor([1, 2, 3], { dtype: 'float32' });
    for (let i = 0; i < 3; i++) {
      expect(torch.ops.aten.add(t, t).tolist()).toEqual([2, 4, 6]);
      expect(torch.ops.aten.add(t, 2).tolist()).toEqual([3, 4, 5]);
      expect(torch.ops.aten.add(t, 0.5).tolist()).toEqual([1.5, 2.5, 3.5]);
      expect(torch.ops.aten.add(t, t, { alpha: 2 }).tolist()).toEqual([3, 6, 9]);
      expect(torch.ops.aten.sum(t).item()).toBe(6);
      expect(torch.ops.aten.sum(t.view(3, 1), [0]).tolist()).toEqual([6]);
      expect(torch.ops.aten.sum(t.view(3, 1), 1).tolist()).toEqual([1, 2, 3]);
      expect(torch.ops.aten.pow(t, 2).tolist()).toEqual([1, 4, 9]);
      expect(torch.ops.aten.pow(t, t).tolist()).toEqual([1, 4, 27]);
      expect(torch.ops.aten.to(t, 'float64').dtype).toBe('float64');
      expect(torch.ops.aten.cat([t, t]).shape).toEqual([6]);
      expect(torch.ops.aten.cat([t.view(1, 3), t.view(1, 3)], 1).shape).toEqual([1, 6]);
    }
  });

  test('integral values beyond int32 and non-integral numbers are told apart', () => {
    const t = torch.zeros(2, { dtype: 'int64' });
    expect(torch.ops.aten.add(t, 2 ** 40).tolist()).toEqual([2 ** 40, 2 ** 40]);
    expect(torch.ops.aten.add(t, 1.5).dtype).toBe('float32');
    expect(torch.ops.aten.add(t, 3).dtype).toBe('int64');
  });

  test('a disposed tensor is reported after the same call succeeded with a live one', () => {
    const a = torch.ones(2);
    const b = torch.ones(2);
    expect(torch.ops.aten.mul(a, b).tolist()).toEqual([1, 1]);
    b.dispose();
    expect(() => torch.ops.aten.mul(a, b)).toThrow(/Tensor passed for other was disposed/);
  });

  test('an unknown operator still suggests close names, and known ones are cached properties', () => {
    expect(() => torch.ops.aten.addd).toThrow(/Unknown operator aten::addd; did you mean aten::add/);
    const fn = torch.ops.aten.relu;
    expect(torch.ops.aten.relu).toBe(fn);
    expect(torch.ops.aten['add.Tensor']!(torch.ones(1), torch.ones(1)).item()).toBe(2);
  });

  test('handles are told apart from other native objects', () => {
    const h = torch.ones(1)._h;
    expect(() => native.jitNamedParameters(h)).toThrow(/expected a TorchScript module handle/);
    expect(() => native.add({}, h)).toThrow(/expected a Tensor for self/);
    expect(native.isDisposed(h)).toBe(false);
    expect(native.isDisposed({})).toBe(true);
  });
});

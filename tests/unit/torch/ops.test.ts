import { describe, expect, test } from 'vitest';

import { torch } from '../../../src/index.js';

const close = (a: ArrayLike<number>, b: number[], eps = 1e-5) => {
  expect(a.length).toBe(b.length);
  for (let i = 0; i < b.length; i++) expect(Math.abs(a[i]! - b[i]!)).toBeLessThan(eps);
};

describe('tensor operations', () => {
  test('arithmetic broadcasts and accepts scalars', () => {
    const a = torch.tensor([[1, 2, 3], [4, 5, 6]], { dtype: 'float32' });
    const b = torch.tensor([10, 20, 30], { dtype: 'float32' });
    expect(a.add(b).tolist()).toEqual([[11, 22, 33], [14, 25, 36]]);
    expect(a.sub(1).tolist()).toEqual([[0, 1, 2], [3, 4, 5]]);
    expect(a.add(b, 2).tolist()).toEqual([[21, 42, 63], [24, 45, 66]]);
    expect(a.mul(2).tolist()).toEqual([[2, 4, 6], [8, 10, 12]]);
    expect(b.div(10).tolist()).toEqual([1, 2, 3]);
    expect(torch.tensor([7, -7]).div(2, { roundingMode: 'floor' }).tolist()).toEqual([3, -4]);
    expect(torch.tensor([2, 3]).pow(2).tolist()).toEqual([4, 9]);
    close(torch.tensor([1, 4]).float().sqrt().toArray() as Float32Array, [1, 2]);
    close(torch.tensor([0.0]).exp().toArray() as Float32Array, [1]);
    expect(torch.tensor([-1, 2]).neg().tolist()).toEqual([1, -2]);
    expect(torch.tensor([-1.5, 2]).abs().tolist()).toEqual([1.5, 2]);
    expect(torch.tensor([-1, 2]).relu().tolist()).toEqual([0, 2]);
  });

  test('in-place variants mutate and return the same tensor', () => {
    const t = torch.ones(3);
    expect(t.add_(1)).toBe(t);
    t.mul_(torch.tensor([1, 2, 3], { dtype: 'float32' })).sub_(1).div_(2);
    expect(t.tolist()).toEqual([0.5, 1.5, 2.5]);
    expect(t.zero_().tolist()).toEqual([0, 0, 0]);
    expect(t.fill_(4).tolist()).toEqual([4, 4, 4]);
    t.copy_(torch.tensor([1, 2, 3], { dtype: 'float32' }));
    expect(t.tolist()).toEqual([1, 2, 3]);
    expect(t.clamp_(2, 2.5).tolist()).toEqual([2, 2, 2.5]);
  });

  test('reductions with dims and keepdim', () => {
    const t = torch.tensor([[1, 2, 3], [4, 5, 6]], { dtype: 'float32' });
    expect(t.sum().item()).toBe(21);
    expect(t.sum(0).tolist()).toEqual([5, 7, 9]);
    expect(t.sum(1, true).shape).toEqual([2, 1]);
    expect(t.sum([0, 1]).item()).toBe(21);
    expect(t.mean(1).tolist()).toEqual([2, 5]);
    expect(t.max().item()).toBe(6);
    const [values, indices] = t.max(1);
    expect(values.tolist()).toEqual([3, 6]);
    expect(indices.tolist()).toEqual([2, 2]);
    expect(t.min(0, true)[0].shape).toEqual([1, 3]);
    expect(t.argmax().item()).toBe(5);
    expect(t.argmin(1).tolist()).toEqual([0, 0]);
    expect(t.prod(1).tolist()).toEqual([6, 120]);
    close(t.std(1).toArray() as Float32Array, [1, 1]);
  });

  test('comparisons', () => {
    const a = torch.tensor([1, 2, 3]);
    expect(a.eq(2).tolist()).toEqual([false, true, false]);
    expect(a.ne(torch.tensor([1, 0, 3])).tolist()).toEqual([false, true, false]);
    expect(a.lt(2).tolist()).toEqual([true, false, false]);
    expect(a.le(2).tolist()).toEqual([true, true, false]);
    expect(a.gt(2).tolist()).toEqual([false, false, true]);
    expect(a.ge(2).tolist()).toEqual([false, true, true]);
    expect(a.equal(torch.tensor([1, 2, 3]))).toBe(true);
    expect(torch.tensor([1.5]).allclose(torch.tensor([1.5 + 1e-9]))).toBe(true);
    expect(torch.tensor([1.5]).allclose(torch.tensor([1.6]))).toBe(false);
  });

  test('matmul, mm, bmm', () => {
    const a = torch.tensor([[1, 2], [3, 4]], { dtype: 'float32' });
    const b = torch.tensor([[5, 6], [7, 8]], { dtype: 'float32' });
    expect(a.matmul(b).tolist()).toEqual([[19, 22], [43, 50]]);
    expect(a.mm(b).tolist()).toEqual([[19, 22], [43, 50]]);
    expect(torch.stack([a, b]).bmm(torch.stack([b, a])).shape).toEqual([2, 2, 2]);
    expect(a.matmul(torch.tensor([1, 1], { dtype: 'float32' })).tolist()).toEqual([3, 7]);
  });

  test('views: view, reshape, permute, transpose, squeeze, unsqueeze, narrow, select, contiguous', () => {
    const t = torch.arange(24).view(2, 3, 4);
    expect(t.reshape(6, -1).shape).toEqual([6, 4]);
    expect(t.permute(2, 0, 1).shape).toEqual([4, 2, 3]);
    const tr = t.transpose(0, 2);
    expect(tr.shape).toEqual([4, 3, 2]);
    expect(tr.isContiguous()).toBe(false);
    expect(tr.contiguous().isContiguous()).toBe(true);
    expect(tr.index(1, 2, 0).item()).toBe(t.index(0, 2, 1).item());
    expect(t.unsqueeze(0).shape).toEqual([1, 2, 3, 4]);
    expect(t.unsqueeze(0).squeeze().shape).toEqual([2, 3, 4]);
    expect(t.unsqueeze(1).squeeze(1).shape).toEqual([2, 3, 4]);
    expect(t.narrow(2, 1, 2).shape).toEqual([2, 3, 2]);
    expect(t.select(1, 2).tolist()).toEqual([[8, 9, 10, 11], [20, 21, 22, 23]]);
    const v = t.view(24);
    v.index(0).fill_(100);
    expect(t.index(0, 0, 0).item()).toBe(100);
    expect(t.clone().index(0, 0, 0).fill_(-1) && t.index(0, 0, 0).item()).toBe(100);
    expect(t.flatten().shape).toEqual([24]);
    expect(t.flatten(1).shape).toEqual([2, 12]);
  });

  test('indexing with ints, slices, None, ellipsis, index tensors and masks', () => {
    const t = torch.arange(12).view(3, 4);
    expect(t.index(1).tolist()).toEqual([4, 5, 6, 7]);
    expect(t.index(-1, -1).item()).toBe(11);
    expect(t.index(torch.slice(0, 2), torch.slice(1, null, 2)).tolist()).toEqual([[1, 3], [5, 7]]);
    expect(t.index(null).shape).toEqual([1, 3, 4]);
    expect(t.index('...', 0).tolist()).toEqual([0, 4, 8]);
    expect(t.index(torch.tensor([2, 0])).tolist()).toEqual([[8, 9, 10, 11], [0, 1, 2, 3]]);
    expect(t.index(t.gt(9)).tolist()).toEqual([10, 11]);
    const u = torch.zeros(3, 3);
    u.indexPut_([1, torch.slice()], 2);
    u.indexPut_([torch.slice(), 0], torch.tensor([7, 8, 9], { dtype: 'float32' }));
    expect(u.tolist()).toEqual([[7, 0, 0], [8, 2, 2], [9, 0, 0]]);
    u.indexPut_([u.eq(0)], -1);
    expect(u.sum().item()).toBe(7 + 8 + 9 + 4 - 4);
  });

  test('cat, stack, split, chunk', () => {
    const a = torch.ones(2, 2);
    const b = torch.zeros(1, 2);
    expect(torch.cat([a, b]).shape).toEqual([3, 2]);
    expect(torch.cat([a, a], 1).shape).toEqual([2, 4]);
    expect(torch.stack([a, a]).shape).toEqual([2, 2, 2]);
    const parts = torch.arange(10).split(4);
    expect(parts.map((p) => p.tolist())).toEqual([[0, 1, 2, 3], [4, 5, 6, 7], [8, 9]]);
    expect(torch.arange(10).split([3, 7]).map((p) => p.shape[0])).toEqual([3, 7]);
    expect(torch.arange(10).chunk(3).map((p) => p.shape[0])).toEqual([4, 4, 2]);
  });

  test('toString prints like PyTorch', () => {
    expect(torch.tensor([[1, 2], [3, 4]], { dtype: 'float32' }).toString()).toBe('tensor([[1., 2.],\n        [3., 4.]])');
    expect(torch.tensor([1.5, 2.25]).toString()).toBe('tensor([1.5000, 2.2500])');
    expect(torch.tensor([1, 2]).toString()).toBe('tensor([1, 2])');
    expect(torch.tensor([1, 2], { dtype: 'int32' }).toString()).toBe('tensor([1, 2], dtype=torch.int32)');
    expect(torch.tensor([true, false]).toString()).toBe('tensor([ True, False])');
    expect(torch.tensor(2.5).toString()).toBe('tensor(2.5000)');
    expect(torch.tensor([1e-5, 1]).toString()).toBe('tensor([1.0000e-05, 1.0000e+00])');
    expect(torch.tensor([1, 2], { dtype: 'float64', requiresGrad: true }).toString()).toBe(
      'tensor([1., 2.], dtype=torch.float64, requires_grad=True)',
    );
    const x = torch.tensor([1.0], { requiresGrad: true });
    expect(x.mul(x).toString()).toBe('tensor([1.], grad_fn=<MulBackward0>)');
    expect(torch.zeros(2000).toString()).toBe('tensor([0., 0., 0.,  ..., 0., 0., 0.])');
    expect(torch.arange(3000).view(1000, 3).toString()).toBe(
      'tensor([[   0,    1,    2],\n        [   3,    4,    5],\n        [   6,    7,    8],\n        ...,\n' +
        '        [2991, 2992, 2993],\n        [2994, 2995, 2996],\n        [2997, 2998, 2999]])',
    );
    expect(torch.arange(2000, { dtype: 'float32' }).view(2, 1000).toString()).toBe(
      'tensor([[0.0000e+00, 1.0000e+00, 2.0000e+00,  ..., 9.9700e+02, 9.9800e+02,\n         9.9900e+02],\n' +
        '        [1.0000e+03, 1.0010e+03, 1.0020e+03,  ..., 1.9970e+03, 1.9980e+03,\n         1.9990e+03]])',
    );
    expect(torch.zeros(0, 3).toString()).toBe('tensor([], size=(0, 3))');
  });
});

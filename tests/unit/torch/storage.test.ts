import { describe, expect, it } from 'vitest';

import { torch, nn } from '../../../src/torch/index.js';

describe('untypedStorage: freeing and restoring a parameter as FSDP does', () => {
  it('free, restore, refill: same leaf, requiresGrad kept, version unchanged, forward+backward work', () => {
    torch.manualSeed(0);
    const lin = new nn.Linear(4, 3);
    const p = lin.weight;
    const full = p.detach().clone();
    const nbytes = p.untypedStorage().nbytes();
    expect(nbytes).toBe(12 * 4);
    expect(p.untypedStorage().size()).toBe(nbytes);
    const version = p.version;

    p.untypedStorage().resize_(0);
    expect(p.untypedStorage().nbytes()).toBe(0);
    expect(p.shape).toEqual([3, 4]);
    expect(p.isLeaf && p.requiresGrad).toBe(true);

    p.untypedStorage().resize_(nbytes);
    p.untypedStorage().copy_(full);
    expect(p.version).toBe(version);
    expect(p.isLeaf && p.requiresGrad).toBe(true);
    expect(p.equal(full)).toBe(true);

    const x = torch.randn([2, 4]);
    lin.call(x).sum().backward();
    expect(p.grad!.shape).toEqual([3, 4]);
    // d(sum(x W^T + b))/dW = column sums of x, for every row.
    const colSums = Array.from(x.sum(0).toArray());
    const g = Array.from(p.grad!.toArray());
    g.forEach((v, i) => expect(v).toBeCloseTo(colSums[i % 4], 5));
    expect(p.version).toBe(version);
  });

  it('an op on freed storage throws a clear error instead of crashing', () => {
    const p = torch.ones([3, 3]).requiresGrad_();
    p.untypedStorage().resize_(0);
    expect(() => p.add(1)).toThrow(/freed storage.*resize_\(nbytes\)/);
    expect(() => p.toArray()).toThrow(/freed storage/);
    expect(() => torch.matmul(p, p)).toThrow(/freed storage/);
    p.untypedStorage().resize_(36);
    p.untypedStorage().copy_(torch.full([3, 3], 2.5));
    expect(p.sum().item()).toBe(22.5);
  });

  it('refuses wrong sizes and storages it cannot resize', () => {
    const p = torch.ones([4]);
    expect(() => p.untypedStorage().copy_(torch.ones([3]))).toThrow(/holds 12 bytes, the storage 16/);
    expect(() => p.untypedStorage().resize_(-1)).toThrow(/non-negative integer/);
    expect(() => p.untypedStorage().resize_(8)).toThrow(/less than the tensor spans \(16\); resize to 0/);
    const wrapped = torch.fromTypedArray(new Float32Array(4), [4]);
    let msg = '';
    try {
      wrapped.untypedStorage().resize_(0);
    } catch (e) {
      msg = (e as Error).message;
    }
    // fromTypedArray may copy (resizable) or wrap (not resizable): either way no crash.
    if (msg) expect(msg).toMatch(/not resizable/);
  });

  it('in-place ops move the version counter, storage ops do not', () => {
    const t = torch.zeros([2]);
    const v0 = t.version;
    t.add_(1);
    expect(t.version).toBe(v0 + 1);
    t.untypedStorage().copy_(torch.ones([2]));
    expect(t.version).toBe(v0 + 1);
  });
});

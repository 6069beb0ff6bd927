import { describe, expect, test } from 'vitest';

import { torch, Tensor } from '../../../src/index.js';
import { settledLive } from '../../support/memory.js';

const live = () => torch.memoryStats().live;

describe('deterministic memory', () => {
  test('dispose releases the native reference; twice is harmless; use after dispose is an error', () => {
    const before = settledLive();
    const t = torch.ones(3);
    expect(live()).toBe(before + 1);
    t.dispose();
    t.dispose();
    expect(t.isDisposed).toBe(true);
    expect(live()).toBe(before);
    expect(() => t.add(1)).toThrow(/disposed/);
  });

  test('Symbol.dispose lets `using` free a tensor at block end', () => {
    const before = settledLive();
    {
      using t = torch.ones(3);
      expect(t.sum().dispose()).toBeUndefined();
      expect(live()).toBe(before + 1);
    }
    expect(live()).toBe(before);
  });

  test('scope frees everything but the returned tensors, recursively through arrays and objects', () => {
    const before = settledLive();
    const out = torch.scope(() => {
      const a = torch.ones(3);
      const b = a.add(1).mul(2);
      const c = b.sum();
      return { c, list: [b] };
    });
    expect(live()).toBe(before + 2);
    expect(out.c.item()).toBe(12);
    expect(out.list[0]!.isDisposed).toBe(false);
  });

  test('nested scopes hand returned tensors to the outer scope', () => {
    const before = settledLive();
    torch.scope(() => {
      const inner = torch.scope(() => torch.ones(2).add(1));
      expect(inner.isDisposed).toBe(false);
      return null;
    });
    expect(live()).toBe(before);
  });

  test('kept tensors survive scopes', () => {
    const before = settledLive();
    const kept = torch.scope(() => {
      const k = torch.ones(2).keep();
      torch.ones(2);
      return null;
    });
    expect(kept).toBeNull();
    expect(live()).toBe(before + 1);
  });

  test('a throwing scope still frees its tensors', () => {
    const before = settledLive();
    expect(() =>
      torch.scope(() => {
        torch.ones(3);
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(live()).toBe(before);
  });

  test('async scopes track tensors created after await and free them when settled', async () => {
    const before = settledLive();
    const out = await torch.scope(async () => {
      const a = torch.ones(2);
      await new Promise((r) => setTimeout(r, 5));
      const b = a.add(1);
      await Promise.resolve();
      b.mul(2);
      return b;
    });
    expect(out).toBeInstanceOf(Tensor);
    expect(out.tolist()).toEqual([2, 2]);
    expect(live()).toBe(before + 1);
  });

  test('concurrent async scopes do not capture each other’s tensors', async () => {
    const before = settledLive();
    const slow = torch.scope(async () => {
      await new Promise((r) => setTimeout(r, 20));
      return torch.ones(1);
    });
    const outside = torch.ones(1); // created while the async scope is pending, outside it
    const r = await slow;
    expect(outside.isDisposed).toBe(false);
    expect(r.isDisposed).toBe(false);
    expect(live()).toBe(before + 2);
  });

  test('grad reads are separate references: disposing one leaves the gradient in place', () => {
    const x = torch.ones(2, { requiresGrad: true });
    x.mul(2).sum().backward();
    const g = x.grad!;
    g.dispose();
    expect(x.grad!.tolist()).toEqual([2, 2]);
  });
});

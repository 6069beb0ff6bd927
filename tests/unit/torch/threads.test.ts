import { describe, expect, test } from 'vitest';

import { torch } from '../../../src/index.js';

describe('thread settings', () => {
  test('setNumInteropThreads sets the inter-op pool once, then refuses, as in PyTorch', () => {
    expect(() => torch.setNumInteropThreads(0)).toThrow(/positive integer/);
    expect(() => torch.setNumInteropThreads(1.5)).toThrow(/positive integer/);
    torch.setNumInteropThreads(3);
    expect(torch.getNumInteropThreads()).toBe(3);
    expect(() => torch.setNumInteropThreads(2)).toThrow(/can be set only once, before any inter-op parallel work/);
    expect(torch.getNumInteropThreads()).toBe(3);
  });

  test('setNumThreads / getNumThreads round-trip', () => {
    const before = torch.getNumThreads();
    torch.setNumThreads(1);
    expect(torch.getNumThreads()).toBe(1);
    torch.setNumThreads(before);
    expect(torch.getNumThreads()).toBe(before);
  });
});

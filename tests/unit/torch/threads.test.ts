import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

import { describe, expect, test } from 'vitest';

import { torch } from '../../../src/index.js';
import type { ThreadPools } from '../../../src/torch/native-api.js';
import { startChild } from '../../support/child.js';

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

describe('setNumThreads bounds every pool that computes', () => {
  test('after setNumThreads(1) the BLAS pool is 1 too, and no thread but the JS thread computes a matrix product', async () => {
    // A fresh process with no thread variables, so that each pool starts at its default size.
    const script = fileURLToPath(new URL('./scripts/compute-threads.ts', import.meta.url));
    const { code, stdout, stderr } = await startChild(script, [], { OMP_NUM_THREADS: undefined, OPENBLAS_NUM_THREADS: undefined, MKL_NUM_THREADS: undefined }).done;
    expect(code, stderr).toBe(0);
    const r = JSON.parse(stdout.trim().split('\n').pop()!) as {
      start: ThreadPools;
      after: ThreadPools;
      numThreads: number;
      unbounded: number;
      bounded: number;
    };
    expect(r.after.intraOp).toBe(1);
    expect(r.numThreads).toBe(1);
    // Debian's libtorch runs matrix products on OpenBLAS.
    expect(r.start.blasLibrary).toBe('OpenBLAS');
    expect(r.after.blas).toBe(1);
    expect(r.bounded).toBeLessThan(0.1);
    if (availableParallelism() >= 2) {
      // The control: with the pools at their start-up size, other threads share the products.
      expect(r.start.blas).toBeGreaterThanOrEqual(2);
      expect(r.unbounded).toBeGreaterThan(0.3);
    }
  });
});

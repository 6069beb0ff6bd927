// Asynchronous snapshots copy into the buffers the previous snapshot was written from.
import { expect, test } from 'vitest';

import { StagingPool } from '../../../src/checkpoints/staging-pool.js';
import { deferredCopies } from '../../../src/checkpoints/tree.js';
import { torch, type Tensor } from '../../../src/index.js';
import { native } from '../../../src/torch/native.js';

async function snapshot(pool: StagingPool, ...tensors: Tensor[]): Promise<Tensor[]> {
  const copies = deferredCopies(undefined, pool);
  for (const t of tensors) copies.copy(t);
  return copies.start().made;
}

test('a snapshot copies into the buffers of the one before it, once recycled; other sizes get new memory; close frees them', async () => {
  const pool = new StagingPool();
  const a = torch.randn([1 << 19]).keep();
  const b = torch.randn([1 << 18]).keep();
  const first = await snapshot(pool, a, b);
  const keys = first.map((t) => native.storageKey(t._h));
  pool.recycle(first);
  expect(first.some((t) => t.isDisposed)).toBe(false);
  a.add_(1);
  const c = torch.randn([3, 1 << 18]).keep(); // a size no earlier snapshot copied
  const second = await snapshot(pool, a, c);
  expect(native.storageKey(second[0]!._h)).toBe(keys[0]);
  expect(second[0]!.equal(a)).toBe(true);
  expect(keys).not.toContain(native.storageKey(second[1]!._h));
  expect(second[1]!.equal(c)).toBe(true);
  // The pool keeps only what the newest snapshot copied: b's buffer is freed.
  expect(first[1]!.isDisposed).toBe(true);
  pool.recycle(second);
  pool.close();
  expect(second.every((t) => t.isDisposed)).toBe(true);
  // After close, what is recycled is disposed.
  const third = await snapshot(pool, a);
  pool.recycle(third);
  expect(third[0]!.isDisposed).toBe(true);
  for (const t of [a, b, c]) t.dispose();
});

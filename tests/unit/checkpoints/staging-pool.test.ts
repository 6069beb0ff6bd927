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

test('reserve maps buffers that the first snapshot copies into; what a snapshot made meanwhile leaves unwanted is freed; after close it keeps nothing', async () => {
  const pool = new StagingPool();
  const a = torch.randn([1 << 19]).keep();
  const b = torch.randn([1 << 18]).keep();
  const sizes = [native.storageNbytes(a._h), native.storageNbytes(b._h)];
  await pool.reserve(sizes);
  // The reserved buffers are the pool's: taking one of a's size and giving it back keeps it.
  const reserved = pool.take(sizes[0]!)!;
  expect(reserved.dtype).toBe('uint8');
  expect(reserved.numel()).toBe(sizes[0]);
  const key = native.storageKey(reserved._h);
  pool.recycle([reserved]);
  const first = await snapshot(pool, a, b);
  expect(native.storageKey(first[0]!._h)).toBe(key);
  expect(first[0]!.equal(a)).toBe(true);
  expect(first[1]!.equal(b)).toBe(true);
  pool.recycle(first);
  // A reservation that lands after a snapshot set what is wanted keeps only that.
  await pool.reserve([native.storageNbytes(a._h), 12345 * 4]);
  expect(pool.take(12345 * 4)).toBeNull();
  pool.close();
  await pool.reserve(sizes);
  expect(pool.take(sizes[0]!)).toBeNull();
  for (const t of [a, b]) t.dispose();
});

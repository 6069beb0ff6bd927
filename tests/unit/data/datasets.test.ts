import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { describe, expect, test } from 'vitest';

import { torch } from '../../../src/index.js';
import { ConcatDataset, MNIST, Subset, TensorDataset, TokenDataset, parseIdx, readIdxTensor } from '../../../src/data/index.js';
import { PairDataset, plain } from './helpers.js';

const fixtures = JSON.parse(readFileSync(new URL('../../fixtures/data/pytorch-samplers.json', import.meta.url), 'utf8'));

describe('TensorDataset', () => {
  test('get slices and getBatch gathers every tensor', () => {
    const ds = new TensorDataset(torch.arange(12).view(6, 2), torch.arange(6));
    expect(ds.length).toBe(6);
    expect(plain(ds.get(2))).toEqual([[4, 5], 2]);
    expect(plain(ds.getBatch([5, 0, 3]))).toEqual([[[10, 11], [0, 1], [6, 7]], [5, 0, 3]]);
    const named = new TensorDataset({ input: torch.arange(3), target: torch.arange(3).mul(2) });
    expect(plain(named.getBatch([2, 1]))).toEqual({ input: [2, 1], target: [4, 2] });
  });

  test('keeps its tensors alive through scopes', () => {
    const ds = torch.scope(() => new TensorDataset(torch.arange(4)));
    expect(ds.get(3)[0]!.item()).toBe(3);
  });

  test('errors name the dataset and the sizes', () => {
    const ds = new TensorDataset(torch.zeros(3), torch.zeros(3));
    expect(() => ds.get(3)).toThrow(/TensorDataset: index 3 is out of range for a dataset of length 3/);
    expect(() => ds.getBatch([0, -1])).toThrow(/TensorDataset: index -1 is out of range/);
    expect(() => new TensorDataset(torch.zeros(3), torch.zeros(4))).toThrow(/same size in dimension 0, got 0: \[3\], 1: \[4\]/);
  });
});

describe('ConcatDataset and Subset', () => {
  test('ConcatDataset indexes across its parts', () => {
    const ds = new ConcatDataset([new PairDataset(2), new PairDataset(3)]);
    expect(ds.length).toBe(5);
    expect(ds.cumulativeSizes).toEqual([2, 5]);
    expect(plain(ds.get(1))).toEqual([[1], 10]);
    expect(plain(ds.get(2))).toEqual([[0], 0]);
    expect(plain(ds.get(4))).toEqual([[2], 20]);
    expect(() => ds.get(5)).toThrow(/ConcatDataset: index 5 is out of range for a dataset of length 5/);
  });

  test('Subset maps indices and keeps the batched path', () => {
    const sub = new Subset(new TensorDataset(torch.arange(10).mul(3)), [9, 4, 1]);
    expect(sub.length).toBe(3);
    expect(plain(sub.get(1))).toEqual([12]);
    expect(plain(sub.getBatch!([2, 0]))).toEqual([[3, 27]]);
    expect(() => sub.get(3)).toThrow(/Subset: index 3 is out of range/);
    expect(() => new Subset(new PairDataset(3), [3])).toThrow(/Subset of PairDataset: index 3 is out of range/);
  });
});

describe('idx files', () => {
  function idx(type: number, shape: number[], body: Buffer): Buffer {
    const head = Buffer.alloc(4 + 4 * shape.length);
    head[2] = type;
    head[3] = shape.length;
    shape.forEach((d, i) => head.writeUInt32BE(d, 4 + 4 * i));
    return Buffer.concat([head, body]);
  }

  test('reads big-endian elements, raw or gzipped', () => {
    const body = Buffer.alloc(12);
    [1, -2, 70000].forEach((v, i) => body.writeInt32BE(v, 4 * i));
    const raw = idx(0x0c, [3], body);
    expect(parseIdx(raw)).toMatchObject({ dtype: 'int32', shape: [3] });
    expect(Array.from(parseIdx(raw).data)).toEqual([1, -2, 70000]);
    const dir = mkdtempSync(join(tmpdir(), 'idx-'));
    writeFileSync(join(dir, 'a.gz'), gzipSync(idx(0x08, [2, 2], Buffer.from([1, 2, 3, 4]))));
    const t = readIdxTensor(join(dir, 'a.gz'));
    expect(t.dtype).toBe('uint8');
    expect(t.tolist()).toEqual([[1, 2], [3, 4]]);
  });

  test('rejects malformed files with the reason', () => {
    expect(() => parseIdx(Buffer.from([0, 0, 0x08, 1, 0, 0, 0, 5, 1, 2]), 'x.idx')).toThrow(
      /x.idx is not a valid idx file: shape \[5\] of uint8 needs 13 bytes but the file has 10/,
    );
    expect(() => parseIdx(Buffer.from([1, 2, 3, 4]))).toThrow(/does not start with two zero bytes/);
  });
});

describe('MNIST', () => {
  test('train split matches torchvision ToTensor + Normalize', () => {
    const ds = new MNIST();
    const m = fixtures.mnist;
    expect(ds.length).toBe(m.trainLength);
    const [images, labels] = ds.tensors;
    expect(images!.shape).toEqual([60000, 1, 28, 28]);
    expect(images!.dtype).toBe('float32');
    expect(labels!.dtype).toBe('int64');
    const [x, y] = ds.getBatch(Array.from({ length: 10 }, (_, i) => i));
    expect(y!.tolist()).toEqual(m.firstLabels);
    const img0 = x!.select(0, 0).to('float64').sum().item() as number;
    expect(img0).toBeCloseTo(m.image0Sum, 4);
    // exact on any CPU: a pixel goes through single elementwise divisions and a subtraction,
    // each correctly rounded by IEEE 754 whether vectorised or not (no reduction, no fused ops)
    expect(x!.index(1, 0, 14, 14).item()).toBe(Math.fround(m.image1Pixel_14_14));
    ds.dispose();
  });

  test('test split, unnormalised', () => {
    const ds = new MNIST({ train: false, normalize: false });
    expect(ds.length).toBe(10000);
    const [x] = ds.get(0);
    expect(x!.shape).toEqual([1, 28, 28]);
    expect(x!.max().item()).toBeLessThanOrEqual(1);
    expect(x!.min().item()).toBeGreaterThanOrEqual(0);
    expect(() => new MNIST({ root: '/nonexistent' })).toThrow(/cannot find train-images-idx3-ubyte \(or train-images-idx3-ubyte.gz\) in \/nonexistent/);
    ds.dispose();
  });
});

describe('TokenDataset', () => {
  test('memory-maps uint16 tokens into shifted windows', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tokens-'));
    const path = join(dir, 'train.bin');
    const tokens = Uint16Array.from({ length: 23 }, (_, i) => (i === 5 ? 65000 : i));
    writeFileSync(path, Buffer.from(tokens.buffer));
    const ds = new TokenDataset({ path, blockSize: 4 });
    expect(ds.length).toBe(5);
    expect(plain(ds.get(1))).toEqual({ input: [4, 65000, 6, 7], target: [65000, 6, 7, 8] });
    const b = ds.getBatch([4, 0]);
    expect(b.input.dtype).toBe('int64');
    expect(plain(b)).toEqual({ input: [[16, 17, 18, 19], [0, 1, 2, 3]], target: [[17, 18, 19, 20], [1, 2, 3, 4]] });
    const overlapping = new TokenDataset({ path, blockSize: 4, stride: 2 });
    expect(overlapping.length).toBe(10);
    expect(() => ds.get(5)).toThrow(/TokenDataset: index 5 is out of range for a dataset of length 5/);
    const i32 = join(dir, 'i32.bin');
    writeFileSync(i32, Buffer.from(Int32Array.from([5, 6, 7]).buffer));
    expect(plain(new TokenDataset({ path: i32, blockSize: 2, dtype: 'int32' }).get(0))).toEqual({ input: [5, 6], target: [6, 7] });
    expect(() => new TokenDataset({ path: i32, blockSize: 3, dtype: 'int32' })).toThrow(/has 3 tokens; a window of blockSize 3 needs at least 4/);
  });

  test('windows over tokens in memory: arrays, typed arrays and tensors give the same samples as the file', () => {
    const ids = Array.from({ length: 23 }, (_, i) => (i === 5 ? 65000 : i));
    const dir = mkdtempSync(join(tmpdir(), 'tokens-'));
    const path = join(dir, 'train.bin');
    writeFileSync(path, Buffer.from(Uint16Array.from(ids).buffer));
    const fromFile = new TokenDataset({ path, blockSize: 4, stride: 3 });
    const expected = plain(fromFile.getBatch(Array.from({ length: fromFile.length }, (_, i) => i)));
    const sources = {
      array: ids,
      uint16: Uint16Array.from(ids),
      int32: Int32Array.from(ids),
      bigint: BigInt64Array.from(ids, (v) => BigInt(v)),
      tensor: torch.tensor(ids, { dtype: 'int64' }),
    };
    for (const [name, tokens] of Object.entries(sources)) {
      const ds = new TokenDataset({ tokens, blockSize: 4, stride: 3 });
      expect(ds.path, name).toBeUndefined();
      expect([ds.length, ds.numTokens], name).toEqual([fromFile.length, 23]);
      const batch = ds.getBatch(Array.from({ length: ds.length }, (_, i) => i));
      expect(batch.input.dtype, name).toBe('int64');
      expect(plain(batch), name).toEqual(expected);
      ds.dispose();
    }
    // the dataset owns a copy: changing or disposing the source afterwards does not reach it
    const source = Int32Array.from(ids);
    const ds = new TokenDataset({ tokens: source, blockSize: 4 });
    source[1] = -1;
    sources.tensor.dispose();
    expect(plain(ds.get(0))).toEqual({ input: [0, 1, 2, 3], target: [1, 2, 3, 4] });
    ds.dispose();
    fromFile.dispose();
    expect(() => new TokenDataset({ tokens: [1, 2.5, 3], blockSize: 1 })).toThrow(/tokens\[1\] must be an integer token id, got 2.5/);
    expect(() => new TokenDataset({ tokens: torch.ones([2, 3], { dtype: 'int64' }), blockSize: 1 })).toThrow(/tokens must be a 1-D integer tensor, got int64 of shape \[2, 3\]/);
    expect(() => new TokenDataset({ tokens: torch.ones([3]), blockSize: 1 })).toThrow(/1-D integer tensor, got float32/);
    expect(() => new TokenDataset({ tokens: [1, 2], blockSize: 2 })).toThrow(/2 tokens given; a window of blockSize 2 needs at least 3/);
    expect(() => new TokenDataset({ tokens: [1, 2, 3], path, blockSize: 1 } as never)).toThrow(/either path or tokens, not both/);
  });
});

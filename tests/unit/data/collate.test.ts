import { describe, expect, test } from 'vitest';

import { torch } from '../../../src/index.js';
import { CollateError, defaultCollate } from '../../../src/data/index.js';
import { plain } from './helpers.js';
import { settledLive } from '../../support/memory.js';

describe('defaultCollate', () => {
  test('stacks tensors inside objects and arrays', () => {
    const samples = [0, 1, 2].map((i) => ({
      input: torch.full([2, 2], i),
      meta: { id: i, weight: i + 0.5, ok: i % 2 === 0, name: `s${i}` },
      pair: [torch.tensor([i]), BigInt(i)],
    }));
    const b = defaultCollate<any>(samples);
    expect(b.input.shape).toEqual([3, 2, 2]);
    expect(plain(b.input)).toEqual([0, 1, 2].map((i) => [[i, i], [i, i]]));
    expect(b.meta.id.dtype).toBe('int64');
    expect(b.meta.id.tolist()).toEqual([0, 1, 2]);
    expect(b.meta.weight.dtype).toBe('float64');
    expect(b.meta.weight.tolist()).toEqual([0.5, 1.5, 2.5]);
    expect(b.meta.ok.dtype).toBe('bool');
    expect(b.meta.ok.tolist()).toEqual([true, false, true]);
    expect(b.meta.name).toEqual(['s0', 's1', 's2']);
    expect(b.pair[0].shape).toEqual([3, 1]);
    expect(b.pair[1].tolist()).toEqual([0, 1, 2]);
  });

  test('[input, target] samples become [inputs, targets]', () => {
    const b = defaultCollate<any>([[torch.tensor([1, 2]), 7], [torch.tensor([3, 4]), 8]]);
    expect(plain(b)).toEqual([[[1, 2], [3, 4]], [7, 8]]);
  });

  test('typed arrays stack into a tensor of their dtype', () => {
    const b = defaultCollate<any>([{ px: new Uint8Array([1, 2, 3]) }, { px: new Uint8Array([4, 5, 6]) }]);
    expect(b.px.dtype).toBe('uint8');
    expect(b.px.shape).toEqual([2, 3]);
    expect(b.px.tolist()).toEqual([[1, 2, 3], [4, 5, 6]]);
    const f = defaultCollate<any>([new Float32Array([0.5]), new Float32Array([1.5])]);
    expect(f.dtype).toBe('float32');
  });

  test('shape mismatch names the field and the shapes', () => {
    const samples = [{ input: torch.zeros(1, 28, 28) }, { input: torch.zeros(1, 28, 28) }, { input: torch.zeros(1, 27, 28) }];
    expect(() => defaultCollate(samples)).toThrow(CollateError);
    expect(() => defaultCollate(samples)).toThrow(
      /field input: cannot stack tensors of different shapes: sample 0 has shape \[1, 28, 28\] but sample 2 has shape \[1, 27, 28\]/,
    );
    expect(() => defaultCollate([[torch.zeros(2), { a: new Int32Array(2) }], [torch.zeros(2), { a: new Int32Array(3) }]])).toThrow(
      /field sample\[1\]\.a: cannot stack arrays of different lengths: sample 0 has shape \[2\] but sample 1 has shape \[3\]/,
    );
  });

  test('mixed kinds and missing fields are named', () => {
    expect(() => defaultCollate([{ y: 1 }, { y: 'a' }])).toThrow(/field y: sample 1 is 'a' of type string but sample 0 is 1 of type number/);
    expect(() => defaultCollate([{ x: 1, y: 2 }, { x: 1 }])).toThrow(/sample 1 has no field "y"/);
    expect(() => defaultCollate([{ x: null }, { x: null }])).toThrow(/field x: cannot collate null/);
  });

  test('a failed collate frees what it had built', () => {
    const samples = [{ a: torch.zeros(2), b: torch.zeros(2) }, { a: torch.zeros(2), b: torch.zeros(3) }];
    const before = settledLive();
    expect(() => defaultCollate(samples)).toThrow(/field b/);
    expect(torch.memoryStats().live).toBe(before);
  });
});

import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { torch, Tensor } from '../../../src/torch/index.js';
import { safetensors } from '../../../src/torch/serialize/index.js';
import { pythonMissing, runPythonJson, type Described } from './python.js';
import { testDamagedFiles, type DamagedCase } from './damaged.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tr-safetensors-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const asNumbers = (t: Tensor) =>
  t.dtype === 'bool' ? Array.from(t.to('int64').toArray() as BigInt64Array, Number) : Array.from(t.to('float64').toArray() as Float64Array);

function sample(): Record<string, Tensor> {
  return {
    'w.f32': torch.randn([3, 4]),
    'w.f64': torch.tensor([1.25, -2], { dtype: 'float64' }),
    'w.f16': torch.tensor([0.5, -1.25, 3], { dtype: 'float16' }),
    'w.bf16': torch.tensor([[1, -2.5]], { dtype: 'bfloat16' }),
    i64: torch.tensor([-(2 ** 40), 7], { dtype: 'int64' }),
    i32: torch.tensor([1, -2, 3], { dtype: 'int32' }),
    i16: torch.tensor([-300, 300], { dtype: 'int16' }),
    i8: torch.tensor([-7], { dtype: 'int8' }),
    u8: torch.tensor([0, 255], { dtype: 'uint8' }),
    mask: torch.tensor([true, false, true]),
    scalar: torch.tensor(4.5),
    empty: torch.zeros([0, 3]),
    transposed: torch.arange(6, { dtype: 'float32' }).reshape([2, 3]).t(),
  };
}

describe('safetensors', () => {
  test('every dtype, scalar, empty and non-contiguous tensors round-trip with metadata', () => {
    const tensors = sample();
    const path = join(dir, 'all.safetensors');
    safetensors.save(tensors, path, { format: 'pt', step: '12' });
    const { tensors: back, metadata } = safetensors.loadWithMetadata(path);
    expect(metadata).toEqual({ format: 'pt', step: '12' });
    expect(Object.keys(back).sort()).toEqual(Object.keys(tensors).sort());
    for (const [name, t] of Object.entries(tensors)) {
      expect(back[name]!.dtype, name).toBe(t.dtype);
      expect(back[name]!.shape, name).toEqual(t.shape);
      expect(asNumbers(back[name]!), name).toEqual(asNumbers(t));
    }
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  test('the header is padded to 8 bytes and tensors are aligned to their element size', () => {
    const path = join(dir, 'aligned.safetensors');
    safetensors.save({ a: torch.ones([3], { dtype: 'uint8' }), b: torch.ones([5], { dtype: 'float64' }), c: torch.ones([1], { dtype: 'float32' }) }, path);
    const bytes = readFileSync(path);
    const n = Number(bytes.readBigUInt64LE(0));
    expect((8 + n) % 8).toBe(0);
    const header = safetensors.readHeader(path);
    const start = 8 + n;
    for (const info of Object.values(header.tensors)) {
      const size = { float64: 8, float32: 4, uint8: 1 }[info.dtype as 'float64' | 'float32' | 'uint8'];
      expect((info.begin - start) % size).toBe(0);
    }
  });

  test('bad input to save is rejected', () => {
    const path = join(dir, 'bad.safetensors');
    expect(() => safetensors.save({ x: [1, 2] as unknown as Tensor }, path)).toThrow(/expected a Tensor for 'x'/);
    expect(() => safetensors.save({ c: torch.zeros([2], { dtype: 'complex64' }) }, path)).toThrow(/complex64/);
    expect(() => safetensors.save({ x: torch.zeros([1]) }, path, { n: 1 as unknown as string })).toThrow(/metadata\['n'\] must be a string/);
    expect(readdirSync(dir).filter((f) => f.startsWith('bad') || f.includes('bad.safetensors'))).toEqual([]);
  });

  describe('damaged files give errors naming the file', () => {
    const header = (obj: unknown, pad = 0) => {
      const json = Buffer.from(JSON.stringify(obj) + ' '.repeat(pad));
      const len = Buffer.alloc(8);
      len.writeBigUInt64LE(BigInt(json.length));
      return Buffer.concat([len, json]);
    };
    const f32 = (n: number) => Buffer.alloc(4 * n);
    const cases: DamagedCase[] = [
      ['missing.safetensors', () => null, /no such file/],
      ['empty.safetensors', () => Buffer.alloc(0), /empty/],
      ['short.safetensors', () => Buffer.from([1, 2, 3]), /fewer than the 8-byte header/],
      ['huge-header.safetensors', () => Buffer.concat([Buffer.from([0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0]), Buffer.from('{}')]), /runs past the end/],
      ['not-json.safetensors', () => Buffer.concat([header({}).subarray(0, 8), Buffer.from('{"a": ')]), /not valid JSON/],
      ['bad-dtype.safetensors', () => Buffer.concat([header({ a: { dtype: 'F8', shape: [1], data_offsets: [0, 1] } }), Buffer.alloc(1)]), /dtype "F8"/],
      ['out-of-range.safetensors', () => Buffer.concat([header({ a: { dtype: 'F32', shape: [4], data_offsets: [0, 16] } }), f32(2)]), /beyond the 8 bytes of data/],
      ['size-mismatch.safetensors', () => Buffer.concat([header({ a: { dtype: 'F32', shape: [3], data_offsets: [0, 8] } }), f32(2)]), /8 bytes of data but shape \[3\] of F32 needs 12/],
      [
        'overlap.safetensors',
        () => Buffer.concat([header({ a: { dtype: 'F32', shape: [2], data_offsets: [0, 8] }, b: { dtype: 'F32', shape: [2], data_offsets: [4, 12] } }), f32(3)]),
        /'a' and 'b' overlap/,
      ],
      ['bad-shape.safetensors', () => Buffer.concat([header({ a: { dtype: 'F32', shape: [-1], data_offsets: [0, 4] } }), f32(1)]), /invalid shape/],
    ];
    testDamagedFiles(() => dir, cases, (path) => safetensors.load(path));

    test('a truncated real file', () => {
      const path = join(dir, 'cut.safetensors');
      safetensors.save({ w: torch.randn([32, 32]) }, path);
      const bytes = readFileSync(path);
      writeFileSync(path, bytes.subarray(0, bytes.length - 100));
      expect(() => safetensors.load(path)).toThrow(/cut\.safetensors.*beyond the \d+ bytes of data.*truncated/);
    });
  });
});

describe.skipIf(pythonMissing !== null)('safetensors interoperability with a Python reference implementation', () => {
  test('a file written by the Python reference loads here with equal tensors', () => {
    const path = join(dir, 'ref.safetensors');
    const made = runPythonJson<{ tensors: Record<string, Described> }>('serialize/safetensors_ref.py', ['write', path]);
    const { tensors, metadata } = safetensors.loadWithMetadata(path);
    expect(metadata).toEqual({ format: 'pt', note: 'made by the reference writer' });
    expect(Object.keys(tensors)).toEqual(Object.keys(made.tensors));
    for (const [name, d] of Object.entries(made.tensors)) {
      const want = d as { tensor: string; shape: number[]; values: number[] };
      expect(tensors[name]!.dtype, name).toBe(want.tensor);
      expect(tensors[name]!.shape, name).toEqual(want.shape);
      expect(asNumbers(tensors[name]!), name).toEqual(want.values);
    }
  });

  test('a file written here is read by the Python reference with equal tensors', () => {
    const tensors = sample();
    const path = join(dir, 'ours.safetensors');
    safetensors.save(tensors, path, { source: 'torchrunner' });
    const read = runPythonJson<{ tensors: Record<string, Described>; metadata: Record<string, string>; dataStart: number }>('serialize/safetensors_ref.py', [
      'read',
      path,
    ]);
    expect(read.metadata).toEqual({ source: 'torchrunner' });
    expect(read.dataStart % 8).toBe(0);
    for (const [name, t] of Object.entries(tensors)) {
      const got = read.tensors[name] as { tensor: string; shape: number[]; values: number[] };
      expect(got.tensor, name).toBe(t.dtype);
      expect(got.shape, name).toEqual(t.shape);
      expect(got.values, name).toEqual(asNumbers(t));
    }
  });
});

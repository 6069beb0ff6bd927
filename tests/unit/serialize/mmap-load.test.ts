import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

import { torch, type Tensor } from '../../../src/index.js';

const dir = mkdtempSync(join(tmpdir(), 'torchrunner-mmap-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('torch.load with mmap', () => {
  test('tensors view the file copy-on-write: the values load, writes change memory but never the file', () => {
    torch.manualSeed(0);
    const path = join(dir, 'state.pth');
    const big = torch.randn([512, 1024]).keep();
    const state = { big, ints: torch.arange(0, 100, 1, { dtype: 'int64' }), half: torch.randn([33]).to('float16'), view: big.narrow(0, 3, 2) };
    torch.save(state, path);
    const bytes = readFileSync(path);

    const loaded = torch.load<Record<string, Tensor>>(path, { mmap: true });
    for (const [k, v] of Object.entries(state)) {
      expect(loaded[k]!.dtype).toBe(v.dtype);
      expect(loaded[k]!.equal(v)).toBe(true);
    }
    // A view keeps sharing its storage with the tensor it views, as after torch.load.
    loaded.big!.add_(1);
    expect(loaded.view!.equal(big.narrow(0, 3, 2).add(1))).toBe(true);
    expect(readFileSync(path).equals(bytes)).toBe(true);
    for (const t of Object.values(loaded)) t.dispose();

    // Verified on request (the CRC-32 of each mapped record).
    const verified = torch.load<Record<string, Tensor>>(path, { mmap: true, verify: true });
    expect(verified.big!.equal(big)).toBe(true);
    for (const t of Object.values(verified)) t.dispose();
  });

  test('a corrupted record is caught when mmap is asked to verify', () => {
    const path = join(dir, 'bad.pth');
    torch.save({ w: torch.ones([4096]) }, path);
    const bytes = readFileSync(path);
    const at = bytes.indexOf(Buffer.from(new Float32Array([1, 1, 1, 1]).buffer));
    bytes[at + 100] ^= 0xff;
    const bad = join(dir, 'bad2.pth');
    writeFileSync(bad, bytes);
    expect(() => torch.load(bad, { mmap: true, verify: true })).toThrow(/fails its CRC-32 check/);
  });
});

describe('safetensors.load with mmap', () => {
  test('tensors view the file copy-on-write and equal what was saved', () => {
    const path = join(dir, 'w.safetensors');
    torch.manualSeed(1);
    const state = { a: torch.randn([300, 7]), b: torch.arange(0, 10, 1, { dtype: 'int64' }), c: torch.randn([5]).to('bfloat16') };
    torch.safetensors.save(state, path);
    const bytes = readFileSync(path);
    const loaded = torch.safetensors.load(path, { mmap: true });
    for (const [k, v] of Object.entries(state)) expect(loaded[k]!.equal(v)).toBe(true);
    loaded.a!.mul_(0);
    expect(readFileSync(path).equals(bytes)).toBe(true);
    for (const t of Object.values(loaded)) t.dispose();
  });
});

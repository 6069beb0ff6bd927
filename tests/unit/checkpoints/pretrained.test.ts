import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FileCheckpointManager } from '../../../src/checkpoints/file-manager.js';
import { loadPretrained, readPretrained } from '../../../src/checkpoints/pretrained.js';
import { disposeTree } from '../../../src/checkpoints/tree.js';
import { torch, nn } from '../../../src/torch/index.js';
import { tinyRun, values } from './payload.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tr-pre-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

class Net extends nn.Module {
  fc1 = new nn.Linear(4, 3);
  fc2 = new nn.Linear(3, 2);
}

/** A source network with known weights, and its state dict saved under `name`. */
function source(seed: number): Net {
  torch.manualSeed(seed);
  return new Net();
}

const weightsOf = (m: nn.Module) => Object.fromEntries(m.stateEntries().map(([k, t]) => [k, values(t)]));

describe('pretrained weights', () => {
  it('loads a bare state dict (.pth) and a safetensors file strictly', () => {
    const src = source(1);
    const pth = join(dir, 'net.pth');
    const st = join(dir, 'net.safetensors');
    torch.scope(() => {
      torch.save(src.stateDict(), pth);
      torch.safetensors.save(src.stateDict(), st);
    });
    for (const path of [pth, st]) {
      const dst = source(2);
      const report = loadPretrained(dst, path);
      expect(report).toMatchObject({ path, missingKeys: [], unexpectedKeys: [], mismatchedKeys: [] });
      expect(report.loadedKeys).toEqual(['fc1.weight', 'fc1.bias', 'fc2.weight', 'fc2.bias']);
      expect(weightsOf(dst)).toEqual(weightsOf(src));
    }
  });

  it("takes a runner checkpoint's model", async () => {
    const run = tinyRun(5);
    const m = new FileCheckpointManager({ dir: join(dir, 'run') });
    await m.save({ epoch: 1, globalStep: 3, mode: 'epoch', isBest: false, forced: true, payload: run.payload });
    torch.manualSeed(9);
    const dst = new nn.Linear(4, 3);
    expect(loadPretrained(dst, m.latestPath).loadedKeys).toEqual(['weight', 'bias']);
    expect(weightsOf(dst)).toEqual(weightsOf(run.model));
    run.dispose();
  });

  it('maps key prefixes (strips module.)', () => {
    const src = source(3);
    const path = join(dir, 'ddp.pth');
    torch.scope(() => torch.save(src.stateDict({ prefix: 'module' }), path));
    const state = readPretrained(path, { keyMap: { 'module.': '' } });
    expect(Object.keys(state)).toEqual(['fc1.weight', 'fc1.bias', 'fc2.weight', 'fc2.bias']);
    disposeTree(state);
    const dst = source(4);
    loadPretrained(dst, path, { keyMap: { 'module.': '' } });
    expect(weightsOf(dst)).toEqual(weightsOf(src));
    expect(() => loadPretrained(source(4), path)).toThrow(/missing \(in the model, not in the file\): fc1\.weight.*\n.*unexpected \(in the file, not in the model\): module\.fc1\.weight/);
  });

  it('strict fails listing missing, unexpected and mis-shaped keys and loads nothing; non-strict loads the rest and reports them', () => {
    const src = source(6);
    const path = join(dir, 'partial.pth');
    torch.scope(() => {
      const sd = src.stateDict();
      torch.save({ 'fc1.weight': sd['fc1.weight']!, 'fc2.weight': torch.zeros([5, 3]), 'head.weight': torch.ones([1]) }, path);
    });
    const dst = source(7);
    const before = weightsOf(dst);
    let message = '';
    try {
      loadPretrained(dst, path);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain(`Cannot load pretrained weights from '${path}' strictly:`);
    expect(message).toContain('missing (in the model, not in the file): fc1.bias, fc2.bias');
    expect(message).toContain('unexpected (in the file, not in the model): head.weight');
    expect(message).toContain('mis-shaped: fc2.weight [5, 3] in the file, [2, 3] in the model');
    expect(message).toContain('{ strict: false }');
    expect(weightsOf(dst)).toEqual(before);

    const report = loadPretrained(dst, path, { strict: false });
    expect(report.loadedKeys).toEqual(['fc1.weight']);
    expect(report.missingKeys).toEqual(['fc1.bias', 'fc2.bias']);
    expect(report.unexpectedKeys).toEqual(['head.weight']);
    expect(report.mismatchedKeys).toEqual([{ key: 'fc2.weight', saved: [5, 3], expected: [2, 3] }]);
    expect(weightsOf(dst)['fc1.weight']).toEqual(weightsOf(src)['fc1.weight']);
    expect(weightsOf(dst)['fc2.weight']).toEqual(before['fc2.weight']);
  });

  it('names the file when it cannot be read or holds no state dict', () => {
    expect(() => readPretrained(join(dir, 'missing.safetensors'))).toThrow(`Cannot read pretrained weights from '${join(dir, 'missing.safetensors')}'`);
    const odd = join(dir, 'odd.pth');
    torch.save({ epoch: 3, notes: 'x' }, odd);
    expect(() => readPretrained(odd)).toThrow(/odd\.pth': it holds a dict with keys epoch, notes, neither a state dict/);
    const list = join(dir, 'list.pth');
    torch.save([1, 2], list);
    expect(() => readPretrained(list)).toThrow(/list\.pth': it holds no state dict/);
  });
});

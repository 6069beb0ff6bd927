import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { types } from 'node:util';

import { afterAll, describe, expect, test } from 'vitest';

import { snapshotTree, snapshotTreeAsync } from '../../../src/checkpoints/tree.js';
import { torch } from '../../../src/torch/index.js';
import { load, save } from '../../../src/torch/serialize/index.js';
import { constantTree, encode } from '../../../src/torch/serialize/values.js';

const dir = mkdtempSync(join(tmpdir(), 'constant-tree-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('constantTree', () => {
  test('is frozen all the way down and encoded once: later encodings are the same object', () => {
    const config = constantTree({ optim: { name: 'sgd', lr: 0.01, betas: [0.9, 0.99] }, steps: 10 });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.optim.betas)).toBe(true);
    expect(() => {
      (config.optim as { lr: number }).lr = 1;
    }).toThrow(TypeError);
    const first = encode({ runner: config, step: 1 }) as { values: unknown[] };
    const second = encode({ runner: config, step: 2 }) as { values: unknown[] };
    expect(second.values[0]).toBe(first.values[0]);
    expect(first.values[0]).toEqual(encode(JSON.parse(JSON.stringify(config))));
  });

  test('saves and loads like the same plain tree', () => {
    const config = constantTree({ name: 'run', sizes: [1, 2], nested: { flag: true, none: null } });
    const path = join(dir, 'c.pth');
    save({ runner: config, again: config }, path);
    expect(load(path)).toEqual({ runner: { name: 'run', sizes: [1, 2], nested: { flag: true, none: null } }, again: { name: 'run', sizes: [1, 2], nested: { flag: true, none: null } } });
  });

  test('a constant dict is converted for the pickler once: later saves reuse the native value, and load the same', () => {
    const config = constantTree({ optim: { name: 'adam', betas: [0.9, 0.99] }, steps: 3 });
    const encoded = encode(config);
    expect(Object.keys(encoded as object)).toEqual(['t', 'intKeys', 'keys', 'values']);
    save({ runner: config, step: 1 }, join(dir, 'k1.pth'));
    expect(types.isExternal(Object.getOwnPropertyDescriptor(encoded, 'constant')?.value)).toBe(true);
    save({ runner: config, step: 2 }, join(dir, 'k2.pth'));
    const plain = { optim: { name: 'adam', betas: [0.9, 0.99] }, steps: 3 };
    expect(load(join(dir, 'k1.pth'))).toEqual({ runner: plain, step: 1 });
    expect(load(join(dir, 'k2.pth'))).toEqual({ runner: plain, step: 2 });
  });

  test('a checkpoint snapshot shares the constant tree, so its save reuses the encoding and native value', async () => {
    const config = constantTree({ optim: { name: 'sgd', lr: 0.1 }, steps: 5 });
    const weight = torch.ones([3]);
    const payload = { runner: config, model: { weight }, step: 1 };
    const encoded = (encode(payload) as { values: unknown[] }).values[0];
    const copied = snapshotTree(payload);
    expect((copied.tree as typeof payload).runner).toBe(config);
    expect((copied.tree as typeof payload).model).not.toBe(payload.model);
    expect(copied.tensors).toHaveLength(1);
    expect((encode(copied.tree) as { values: unknown[] }).values[0]).toBe(encoded);
    const pending = snapshotTreeAsync(payload);
    const { tree, tensors } = await pending.snapshot;
    expect((tree as typeof payload).runner).toBe(config);
    expect(tensors).toHaveLength(1);
    for (const t of [...copied.tensors, ...tensors, weight]) t.dispose();
  });

  test('refuses a tree that holds a tensor or a class instance, naming where', () => {
    const t = torch.zeros([1]);
    expect(() => constantTree({ a: [1, { t }] })).toThrow(/tree\.a\[1\]\.t is/);
    const partly = { ok: { n: 1 }, when: new Date() };
    expect(() => constantTree(partly)).toThrow(/tree\.when is/);
    expect(Object.isFrozen(partly.ok)).toBe(false);
    t.dispose();
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, test } from 'vitest';

import { GENERATED_DIR, generate } from '../../../scripts/gen-ops.js';
import { handWrittenMembers, torch } from '../../../src/index.js';

describe('generated operator surface', () => {
  test('the committed files match what the generator writes from this libtorch (run `npm run gen:ops` if not)', () => {
    const { tensorMembers, torchMembers } = handWrittenMembers();
    const { files, stats } = generate(tensorMembers, torchMembers);
    for (const [name, text] of Object.entries(files)) {
      expect(readFileSync(join(GENERATED_DIR, name), 'utf8'), `src/torch/generated/${name} is stale`).toBe(text);
    }
    expect(stats.operators).toBeGreaterThan(1500);
    expect(stats.tensorMethods).toBeGreaterThan(600);
    expect(stats.functions).toBeGreaterThan(900);
  });

  test('generated camelCase methods and functions call their operators', () => {
    const t = torch.tensor([3, 1, 2], { dtype: 'float32' });
    expect(t.cumsum(0).tolist()).toEqual([3, 4, 6]);
    expect(t.indexSelect(0, torch.tensor([2, 0])).tolist()).toEqual([2, 3]);
    expect(torch.logSoftmax !== undefined).toBe(true);
    expect(torch.maxPool2d(torch.arange(16, { dtype: 'float32' }).view(1, 1, 4, 4), [2, 2]).view(-1).tolist()).toEqual([5, 7, 13, 15]);
    expect(torch.crossEntropyLoss(torch.zeros(2, 4), torch.tensor([1, 3])).item()).toBeCloseTo(Math.log(4), 6);
    // keyword options by camelCase name
    expect(torch.crossEntropyLoss(torch.zeros(2, 4), torch.tensor([1, -100]), { ignoreIndex: -100 } as never).item()).toBeCloseTo(Math.log(4), 6);
    // in-place generated methods return the same tensor
    const u = torch.tensor([-1, 2], { dtype: 'float32' });
    expect(u.clamp_(0, 1)).toBe(u);
    expect(u.tolist()).toEqual([0, 1]);
  });

  test('explicit overloads are reachable by name', () => {
    const a = torch.tensor([1, 2], { dtype: 'float32' });
    expect(torch.ops.aten['add.Tensor']!(a, a).tolist()).toEqual([2, 4]);
    expect(torch.ops.aten['add.Scalar']!(a, 1).tolist()).toEqual([2, 3]);
    expect(() => torch.ops.aten['add.Nope']!(a, a)).toThrow(/aten::add\.Nope: no such overload/);
  });

  test('argument errors name the operator, the argument and the expected type', () => {
    const a = torch.ones(2);
    expect(() => torch.ops.aten['cumsum']!(a, 'x')).toThrow(/aten::cumsum: no overload accepts these arguments[\s\S]*argument 'dim' expected int, got string 'x'/);
    expect(() => torch.ops.aten['add.Tensor']!(a)).toThrow(/aten::add\.Tensor[\s\S]*missing required argument 'other' \(Tensor\)/);
    expect(() => torch.ops.aten['sum']!(a, { dtype: 'float99' })).toThrow(/argument 'dtype' expected ScalarType/);
    expect(() => torch.ops.aten['mean']!(a, { bogus: 1 })).toThrow(/unexpected keyword argument 'bogus'/);
    expect(() => torch.ops.aten['conv2d']!(a, 3)).toThrow(/argument 'weight' expected Tensor, got number 3/);
    expect(() => torch.ops.aten['addd']).toThrow(/Unknown operator aten::addd; did you mean aten::add/);
  });
});

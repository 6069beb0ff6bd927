import { describe, expect, test } from 'vitest';

import { torch } from '../../../src/index.js';

describe('errors', () => {
  test('libtorch errors arrive as JS Errors with libtorch’s message and the operation', () => {
    expect(() => torch.ones(2, 3).matmul(torch.ones(2, 3))).toThrow(/matmul: .*cannot be multiplied \(2x3 and 2x3\)/);
    expect(() => torch.ones(2).add(torch.ones(3))).toThrow(/size of tensor a \(2\) must match the size of tensor b \(3\)/);
    expect(() => torch.ones(2).view(3)).toThrow(/shape '\[3\]' is invalid for input of size 2/);
    expect(() => torch.ones(2).index(5)).toThrow(/index 5 is out of bounds/);
    expect(() => torch.ones(2).sum(3)).toThrow(/Dimension out of range/);
    expect(() => torch.ones(2, 2).item()).toThrow(/only one-element tensors/);
    expect(() => torch.ones(2).add_(torch.ones(2, 2))).toThrow(/doesn't match the broadcast shape/);
    expect(() => torch.tensor([1, 2]).mean()).toThrow(/mean\(\): could not infer output dtype|Long/);
  });

  test('invalid JS arguments get TypeError/RangeError before reaching C++', () => {
    expect(() => torch.ones(2).view(NaN)).toThrow(TypeError);
    expect(() => torch.ones(2).view(-3)).toThrow(RangeError);
    expect(() => torch.ones(2).to('float7' as never)).toThrow(/Expected a dtype/);
    expect(() => torch.ones(2).add('x' as never)).toThrow(TypeError);
    expect(() => torch.ones(2).index({} as never)).toThrow(/Expected an index/);
    expect(() => torch.ones(2).sum('a' as never)).toThrow(/integer dimensions/);
    expect(() => torch.cat([1, 2] as never)).toThrow(/array of Tensors/);
    expect(() => torch.manualSeed(-1)).toThrow(RangeError);
  });

  test('no input from JS crashes the process: garbage handles are rejected', () => {
    expect(() => torch.ones(2).add({} as never)).toThrow();
    expect(() => torch.ones(2).matmul(null as never)).toThrow();
    expect(() => torch.ops.aten.add(1, 2)).toThrow(/aten::add: no overload accepts/);
  });
});

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
    expect(() => torch.ones(2).to('float7' as never)).toThrow(/unknown device or dtype 'float7'.*valid dtypes are .*float32/);
    expect(() => torch.ones(2).add('x' as never)).toThrow(TypeError);
    expect(() => torch.ones(2).index({} as never)).toThrow(/Expected an index/);
    expect(() => torch.ones(2).sum('a' as never)).toThrow(/integer dimensions/);
    expect(() => torch.cat([1, 2] as never)).toThrow(/torch\.cat: expected a Tensor as element 0 of the tensor list but received 1 of type number/);
    expect(() => torch.manualSeed(1.5)).toThrow(RangeError);
    expect(() => torch.manualSeed(2n ** 64n)).toThrow(/outside \[-2\^63, 2\^64 - 1\]/);
  });

  test('no input from JS crashes the process: garbage handles are rejected', () => {
    expect(() => torch.ones(2).add({} as never)).toThrow();
    expect(() => torch.ones(2).matmul(null as never)).toThrow();
    expect(() => torch.ops.aten.add(1, 2)).toThrow(/aten::add: no overload accepts/);
  });
});

describe('errors name what was wrong', () => {
  test('a disposed tensor passed as an argument says it was disposed (direct bindings)', () => {
    const a = torch.ones(2);
    const b = torch.ones(2);
    b.dispose();
    expect(() => a.add(b)).toThrow(/Tensor passed for other was disposed/);
    expect(() => a.mul_(b)).toThrow(/Tensor passed for other was disposed/);
    expect(() => a.eq(b)).toThrow(/Tensor passed for other was disposed/);
    expect(() => a.copy_(b)).toThrow(/Tensor passed for other was disposed/);
    expect(() => a.indexPut_([0], b)).toThrow(/Tensor passed for value was disposed/);
    expect(() => a.matmul(b)).toThrow(/Tensor passed for other was disposed/);
    expect(a.add(1).tolist()).toEqual([2, 2]); // the receiver is unharmed
  });

  test('a disposed tensor passed as an argument says it was disposed (generic operator path)', () => {
    const a = torch.ones(2);
    const b = torch.ones(2);
    b.dispose();
    expect(() => torch.ops.aten.add(a, b)).toThrow(/Tensor passed for other was disposed/);
    expect(() => torch.ops.aten.where(torch.ones(2).bool(), a, b)).toThrow(/Tensor passed for other was disposed/);
    expect(() => torch.cat([a, b])).toThrow(/Tensor passed for tensors\[1\] was disposed/);
    expect(() => torch.ops.aten.index(a, [b])).toThrow(/was disposed/);
  });

  test('to() with an unknown device names it and lists the valid devices', () => {
    expect(() => torch.ones(2).to('tpu:0' as never)).toThrow(/unknown device or dtype 'tpu:0'.*valid devices are cpu, cuda, cuda:<index>/);
    expect(() => torch.ones(2).to({ device: 'gpu' })).toThrow(/unknown device or dtype 'gpu'/);
    expect(torch.ones(2).to('cpu').device).toBe('cpu');
    expect(torch.ones(2).to('torch.float64').dtype).toBe('float64');
    expect(() => torch.ones(2).to('toString' as never)).toThrow(/unknown device or dtype 'toString'/);
  });

  test('size() has a number overload', () => {
    const t = torch.ones(2, 3);
    const n: number = t.size(1);
    const all: number[] = t.size();
    expect(n).toBe(3);
    expect(t.size(-1)).toBe(3);
    expect(all).toEqual([2, 3]);
  });

  test('a module called without its input names the module', () => {
    const model = new torch.nn.Linear(3, 2);
    expect(() => (model.call as () => unknown)()).toThrow(/Linear\.call\(\): the input is missing/);
    expect(() => model.call(undefined as never)).toThrow(/Linear\.call\(\): the input is missing/);
    expect(model.call(torch.ones(1, 3)).shape).toEqual([1, 2]);
  });
});

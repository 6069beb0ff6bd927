// Inputs PyTorch refuses that once went through silently: each now gets PyTorch's refusal or a clearer one.
import { describe, expect, test } from 'vitest';

import { nn, Tensor, torch } from '../../../src/index.js';
import { MAX_NESTED_DIMS } from '../../../src/torch/creation.js';

function nested(depth: number): unknown {
  let a: unknown = 1;
  for (let i = 0; i < depth; i++) a = [a];
  return a;
}

describe('tensors from nested arrays deeper than PyTorch allows', () => {
  test('128 levels make a 128-d tensor (PyTorch: torch.tensor allows 128); 129 are refused with the limit and the fix', () => {
    expect(MAX_NESTED_DIMS).toBe(128);
    const t = torch.tensor(nested(128) as number[]);
    expect(t.dim()).toBe(128);
    expect(t.numel()).toBe(1);
    expect(() => torch.tensor(nested(129) as number[])).toThrow(RangeError);
    expect(() => torch.tensor(nested(129) as number[])).toThrow(/^torch\.tensor: too many dimensions: data is nested more than 128 arrays deep .*torch\.tensor\(flat\)\.reshape\(shape\)$/);
  });

  test('an array that contains itself is refused, not a stack overflow', () => {
    const loop: unknown[] = [1];
    loop[0] = loop;
    expect(() => torch.tensor(loop as never)).toThrow(/too many dimensions.*contains itself/);
    // 10 000 levels, far past any stack: the same refusal
    expect(() => torch.tensor(nested(10_000) as number[])).toThrow(/too many dimensions/);
  });
});

describe('clipGradNorm_ with a negative maxNorm', () => {
  test('is refused and leaves the gradients as they were (PyTorch would reverse them)', () => {
    const p = torch.ones([2], { requiresGrad: true });
    p.sum().backward();
    expect(() => nn.utils.clipGradNorm_([p], -1)).toThrow(RangeError);
    expect(() => nn.utils.clipGradNorm_([p], -1)).toThrow(/maxNorm must be >= 0 but received -1; a negative bound would reverse the gradients/);
    expect(p.grad!.tolist()).toEqual([1, 1]);
    // 0 is a bound (it zeroes the gradients), as in PyTorch
    nn.utils.clipGradNorm_([p], 0).dispose();
    expect(p.grad!.tolist()).toEqual([0, 0]);
  });
});

describe('a Proxy in a tensor list', () => {
  const t = torch.ones([2]);
  const proxy = new Proxy(t, {}) as Tensor;

  test('torch.cat and torch.stack refuse it by its index, even when it forwards to a real Tensor', () => {
    expect(proxy instanceof Tensor).toBe(true); // why instanceof alone does not do
    expect(() => torch.cat([t, proxy])).toThrow('torch.cat: element 1 of the tensor list is a Proxy of a Tensor, not a Tensor; pass the Tensor itself');
    expect(() => torch.stack([t, new Proxy({}, {}) as Tensor])).toThrow('torch.stack: element 1 of the tensor list is a Proxy, not a Tensor; pass the Tensor itself');
    expect(() => torch.cat(new Proxy([t, t], {}))).toThrow(/torch\.cat: expected an array of Tensors but received a Proxy of an array/);
    // PyTorch's wording for anything else: the element's index and what it is
    expect(() => torch.cat([t, 3 as never])).toThrow('torch.cat: expected a Tensor as element 1 of the tensor list but received 3 of type number');
  });

  test('a list argument of any operator refuses it', () => {
    expect(() => torch.ops.aten.cat([t, proxy])).toThrow(/element 1 of a list argument is a Proxy of a Tensor; pass the Tensor itself/);
    expect(() => torch.einsum('i,i->', t, proxy)).toThrow(/element 1 of a list argument is a Proxy of a Tensor/);
  });

  test('clipGradNorm_ refuses one among the parameters', () => {
    expect(() => nn.utils.clipGradNorm_([t, proxy], 1)).toThrow('clipGradNorm_: parameters[1] is a Proxy of a Tensor, not a Tensor; pass the Tensor itself');
  });

  test('the plain lists still work', () => {
    expect(torch.cat([t, t]).tolist()).toEqual([1, 1, 1, 1]);
    expect(torch.stack([t, t]).shape).toEqual([2, 2]);
  });
});
